import type { Env } from '../env.ts'

/**
 * Which addresses are the portal's own. The Host header is the client's word: a request sent with
 * `Host: evil.example` must never shape a link, a redirect, a single sign-on callback or a cookie flag,
 * and an `Origin` of another site must not pass for ours.
 */
export type OriginPolicy = {
  /** PUBLIC_URL without its trailing slash (it may carry a path, behind a proxy), when set. */
  publicUrl: URL | null
  /** ALLOWED_HOSTS: host or host:port, lower case. */
  allowedHosts: ReadonlySet<string>
  /** In development without PUBLIC_URL, localhost and the loopback addresses are ours at any port. */
  allowLoopback: boolean
  /** Where links point when the request's host is not ours and no PUBLIC_URL is set (development). */
  fallbackOrigin: string
}

export function originPolicy(env: Pick<Env, 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'NODE_ENV' | 'HOST' | 'PORT'>): OriginPolicy {
  const listenHost = ['0.0.0.0', '::', '127.0.0.1'].includes(env.HOST) ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST
  return {
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL) : null,
    allowedHosts: new Set(env.ALLOWED_HOSTS),
    // PUBLIC_URL, once set, is the address; loopback names stand in for it only in development without one.
    allowLoopback: env.NODE_ENV !== 'production' && !env.PUBLIC_URL,
    fallbackOrigin: `http://${listenHost}:${env.PORT}`,
  }
}

const withoutPort = (host: string) => host.replace(/:\d+$/, '')

function isLoopback(host: string): boolean {
  const name = withoutPort(host)
  return name === 'localhost' || name.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) || name === '[::1]'
}

/** Whether `host` (host or host:port, as in a Host header or a URL's host) is one of the portal's own. */
export function isOwnHost(policy: OriginPolicy, host: string): boolean {
  const h = host.toLowerCase()
  if (policy.publicUrl && h === policy.publicUrl.host) return true
  if (policy.allowedHosts.has(h) || policy.allowedHosts.has(withoutPort(h))) return true
  return policy.allowLoopback && isLoopback(h)
}

const basePath = (policy: OriginPolicy) => (policy.publicUrl?.pathname ?? '').replace(/\/+$/, '')

/**
 * The address links are built from for a request received at `host`: that host when it is ours (a library
 * with its own domain gets links to it), else PUBLIC_URL, else the listen address. No trailing slash.
 */
export function portalOrigin(policy: OriginPolicy, request: { protocol: string; host: string | undefined }): string {
  const host = request.host?.toLowerCase()
  if (host && isOwnHost(policy, host)) {
    const scheme = policy.publicUrl ? policy.publicUrl.protocol.slice(0, -1) : request.protocol
    return `${scheme}://${host}${basePath(policy)}`
  }
  return policy.publicUrl ? `${policy.publicUrl.origin}${basePath(policy)}` : policy.fallbackOrigin
}

/**
 * Whether an `Origin` header names the portal: the very origin the request was sent to (a same-origin call
 * can never be forged from elsewhere, cookies being bound to the host name), or an address of ours.
 */
export function isOwnOrigin(policy: OriginPolicy, origin: string, requestOrigin: string): boolean {
  if (origin === requestOrigin) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false // "null" (sandboxed frames, privacy redirects) and junk are nobody's
  }
  if (url.origin !== origin.replace(/\/$/, '')) return false
  if (policy.publicUrl && url.protocol !== policy.publicUrl.protocol) return false
  return isOwnHost(policy, url.host)
}

/**
 * Whether the browser says this request came from another site: `Sec-Fetch-Site: cross-site`, an `Origin` that
 * is not ours, or a sibling subdomain's request (`same-site`) that does not name our origin. Clients that are not
 * browsers send neither header and pass.
 */
export function isCrossSite(policy: OriginPolicy, headers: { secFetchSite: string | undefined; origin: string | undefined }, requestOrigin: string): boolean {
  const site = headers.secFetchSite?.toLowerCase()
  if (site === 'cross-site') return true
  if (headers.origin !== undefined) return !isOwnOrigin(policy, headers.origin, requestOrigin)
  return site === 'same-site'
}
