// localStorage `modifyPassword` (spec §3): what a sign-in refused for an initial or expired password leaves
// for /modifyPassword — the account, the password as sent (encrypted) and the server's message.

export const FORCED_CHANGE_KEY = 'modifyPassword'

export type ForcedChange = { username: string; password: string; msg: string }

export function readForcedChange(storage: Pick<Storage, 'getItem'> = window.localStorage): ForcedChange | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(FORCED_CHANGE_KEY) ?? 'null')
    if (!value || typeof value !== 'object') return null
    const { username, password, msg } = value as Record<string, unknown>
    if (typeof username !== 'string' || typeof password !== 'string' || !username || !password) return null
    return { username, password, msg: typeof msg === 'string' ? msg : '' }
  } catch {
    return null
  }
}

export function clearForcedChange(storage: Pick<Storage, 'removeItem'> = window.localStorage): void {
  storage.removeItem(FORCED_CHANGE_KEY)
}
