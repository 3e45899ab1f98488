import type { Locale } from '@portal/contracts'
import type { PrismaClient, Tenant } from '@portal/db'
import type { AppPorts } from '../ports/index.ts'

export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'patron'; patronId: number; sessionId: string | null; tokenId: string | null }
  | { kind: 'staff'; staffId: number; role: 'ADMIN' | 'LIBRARIAN'; tokenId: string }

export type SecuritySettings = {
  /** Every login captcha answers this (automated test suites only; refused in production by env.ts). */
  captchaFixedCode: string | null
  /** AES key of the login password transport (spec §5). */
  passwordTransportKey: Buffer
}

/** Raw tenant hints of a request, in the order of architecture.md §4. */
export type TenantHints = {
  groupCode: string | null
  tokenGroupCode: string | null
  sessionTenantId: number | null
  mappingPath: string | null
  host: string | null
}

/**
 * Everything a service may know about the caller, resolved once per request by the
 * request-context plugin and handed to both doors.
 */
export type RequestContext = {
  requestId: string
  locale: Locale
  db: PrismaClient
  /** The request's log, for failures a service absorbs (a notice that could not be sent); never given secrets. */
  log: { warn(fields: Record<string, unknown>, message: string): void }
  /** Outside systems behind their ports (search, covers, …). */
  ports: AppPorts
  actor: Actor
  /** Why presented credentials were refused (expired or forged), null when none were presented. */
  authProblem: 'expired' | 'invalid' | null
  /** The caller's address and agent, for sessions and audit. */
  client: { ip: string; userAgent: string; referer: string | null }
  /**
   * Address patrons reach this portal at, for links, redirects, QR codes and the cookies' Secure flag: the request's
   * host only when it is one of ours (PUBLIC_URL, ALLOWED_HOSTS, loopback in development), else PUBLIC_URL.
   */
  origin: string
  /** Where the request came from, for refusing state changes that another site's page asked a browser to make. */
  source: {
    /** The browser said another site sent it (Sec-Fetch-Site, Origin). */
    crossSite: boolean
    /** The token came in a header (jwtOpacAuth, the header named by jwtHeader, Authorization), not a cookie. */
    tokenInHeader: boolean
  }
  /** How long a call may take before it answers TIMEOUT (the spec's 30 s). */
  timeoutMs: number
  /** The server's JWT secret, for the services that issue tokens. */
  jwtSecret: string
  /** Sign-in settings of this deployment (env.ts): the captcha override for test suites and the password transport key. */
  security: SecuritySettings
  hints: TenantHints
  /** Resolves (once, then cached) the tenant of this request; throws UNKNOWN_TENANT. */
  tenant(): Promise<Tenant>
  /** Like tenant(), but null where nothing names a tenant or the named one is unknown. */
  tenantOrNull(): Promise<Tenant | null>
}
