// The patron's token: sessionStorage `jwtHeader` names the header, `jwt` is its value (spec §4, §6).

const JWT_KEY = 'jwt'
const JWT_HEADER_KEY = 'jwtHeader'

/** Same rule as the contract's findConfig.jwtHeader: a plain HTTP header name. */
const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,63}$/
/** Headers a token must never be sent as (the browser would drop some, the server trusts the others). */
const RESERVED_HEADER_NAMES = new Set(
  ['cookie', 'host', 'origin', 'referer', 'content-type', 'content-length', 'content-language', 'language', 'groupcode', 'mappingpath'],
)

export type AuthToken = { header: string; value: string }

export function isUsableTokenHeader(name: string): boolean {
  return HEADER_NAME.test(name) && !RESERVED_HEADER_NAMES.has(name.toLowerCase())
}

/** Stores the token; returns false (and stores nothing) when the header name is not usable. */
export function rememberAuthToken(storage: Storage, token: AuthToken): boolean {
  if (!token.value || !isUsableTokenHeader(token.header)) return false
  storage.setItem(JWT_KEY, token.value)
  storage.setItem(JWT_HEADER_KEY, token.header)
  return true
}

export function storedAuthToken(storage: Pick<Storage, 'getItem'>): AuthToken | null {
  const value = storage.getItem(JWT_KEY)
  const header = storage.getItem(JWT_HEADER_KEY)
  if (!value || !header || !isUsableTokenHeader(header)) return null
  return { header, value }
}

/** Forgets the token (the server refused it: expired, revoked or forged). */
export function forgetAuthToken(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(JWT_KEY)
  storage.removeItem(JWT_HEADER_KEY)
}
