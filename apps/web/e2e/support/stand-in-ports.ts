/**
 * Ports of the outside systems the browser tests talk to (see stand-ins.ts), next to the portal's own port so
 * runs side by side (E2E_PORT) do not collide.
 */
const base = Number(process.env.E2E_PORT ?? 4173)

export const STAND_IN_PORTS = {
  /** Answers 200 once every stand-in is listening (Playwright waits for it before starting the portal). */
  health: base + 10,
  /** SMTP server receiving the portal's mail (smtp-server). */
  smtp: base + 11,
  /** HTTP view of the received mail for the tests: GET /messages?to=address. */
  mailbox: base + 12,
  /** OpenID Connect provider (oidc-provider). */
  oidc: base + 13,
  /** CAS 2.0 / 3.0 server. */
  cas: base + 14,
} as const

/** The captcha answer the e2e portal is started with (CAPTCHA_FIXED_CODE; refused in production). */
export const E2E_CAPTCHA = 'TEST'
