import type { AuthToken } from './auth-token.ts'

/**
 * The token the portal also keeps in the `jwt` and `jwtHeader` cookies (spec §3 "Session storage: … also
 * cookies"): a new tab has no sessionStorage, but the cookies say the patron is still signed in.
 */
export function cookieToken(cookie: string): AuthToken | null {
  const values = new Map(
    cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((pair) => pair.length >= 2)
      .map(([name, ...rest]) => [name!, safeDecode(rest.join('='))] as const),
  )
  const value = values.get('jwt')
  return value ? { value, header: values.get('jwtHeader') || 'jwtOpacAuth' } : null
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
