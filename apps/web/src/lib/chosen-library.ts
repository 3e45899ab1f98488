// The library a patron chose in the header picker (independentLibCode '1'), kept in localStorage so it
// survives reloads; '' means all libraries. Lists that can be limited to a library read it.

const KEY = 'libCode'

export function chosenLibCode(storage: Pick<Storage, 'getItem'>): string {
  return storage.getItem(KEY) ?? ''
}

export function rememberLibCode(storage: Storage, libCode: string): void {
  if (libCode) storage.setItem(KEY, libCode)
  else storage.removeItem(KEY)
}
