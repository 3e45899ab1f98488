import { mappingPathOf } from './mapping-path.ts'

// The library a patron chose in the header picker (independentLibCode '1'), kept in localStorage so it
// survives reloads; '' means all libraries. Lists that can be limited to a library read it. Every portal
// of one host shares localStorage, so the choice is kept per mapping path: a library chosen in
// /binjiang/ must not filter the lists of the portal at /.

const KEY = 'libCode'
const keyFor = (pathname: string) => `${KEY}:${mappingPathOf(pathname)}`

export function chosenLibCode(storage: Pick<Storage, 'getItem'>, pathname = window.location.pathname): string {
  return storage.getItem(keyFor(pathname)) ?? ''
}

export function rememberLibCode(storage: Storage, libCode: string, pathname = window.location.pathname): void {
  if (libCode) storage.setItem(keyFor(pathname), libCode)
  else storage.removeItem(keyFor(pathname))
}
