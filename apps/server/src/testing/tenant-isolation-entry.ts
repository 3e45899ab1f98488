import { ERROR_CODES } from '@portal/contracts'
import type { TenantB } from './tenant-isolation-probe.ts'

// The shape of one entry of the tenant-isolation table (tenant-isolation-table.ts) and the helpers that keep the
// entries to one line each.

/** Who calls as tenant A: nobody signed in, A's patron (`reader` unless `user` says), or A's admin. */
export type Caller = 'visitor' | 'patron' | 'staff'

export type IsolationEntry = {
  as: Caller
  /** The input, naming B's rows (built from the ids looked up at test start); absent for a call without input. */
  input?: (b: TenantB) => Record<string, unknown>
  /** REST path parameters (`:id`, `:jobId`), naming B's rows. */
  params?: (b: TenantB) => Record<string, string | number>
  /** The call takes nothing of B to try: it is still made as A, and its answer must hold nothing of B. */
  noIds?: true
  /** Refusals this call may answer besides not-found, forbidden, unauthorised and bad input (errCodes), e.g. a wrong password. */
  refusals?: readonly number[]
  /** A's patron who calls (default `reader`). */
  user?: string
  /** false: A's answer may differ from its answer about rows that exist nowhere (say why beside the entry). */
  twin?: false
}

type Input = Record<string, unknown>
type Extra = Pick<IsolationEntry, 'refusals' | 'user' | 'twin'>

/** A call that names B's rows: `input` built from B's ids. */
export const withB = (as: Caller, input: (b: TenantB) => Input, extra: Extra = {}): IsolationEntry => ({ as, input, ...extra })

/** A call that takes no id of B; `input` is whatever the call needs to be valid. */
export const noIds = (as: Caller = 'visitor', input?: Input, extra: Extra = {}): IsolationEntry => ({ as, noIds: true, ...(input ? { input: () => input } : {}), ...extra })

/** A call about B's record (with more fields if given). */
export const byRecord = (as: Caller = 'visitor', more: Input = {}, extra: Extra = {}): IsolationEntry => withB(as, (b) => ({ recordId: b.recordId, ...more }), extra)

/** A staff call on B's row named in the path (`/admin/…/:id`), with a body if given. */
export const staffOn = (id: (b: TenantB) => number, body: Input = {}): IsolationEntry => ({ as: 'staff', params: (b) => ({ id: id(b) }), input: () => body })

/**
 * Stands for a captcha key the caller gets just before the call (the suite's fixed answer is TEST), so that a
 * sign-in or reset step gets past its captcha to the account it is about.
 */
export const FRESH_CAPTCHA = { login: '<fresh login captcha>', reset: '<fresh reset captcha>', bind: '<fresh bind captcha>' } as const
export const captcha = (purpose: keyof typeof FRESH_CAPTCHA) => ({ verifyCode: 'TEST', codeKey: FRESH_CAPTCHA[purpose] })

const E = ERROR_CODES

/** Sign-in answers to B's credentials at A: wrong account or password, and the locks many such attempts bring. */
export const SIGN_IN_REFUSALS = [E.INVALID_CREDENTIALS, E.ACCOUNT_LOCKED, E.CAPTCHA_INVALID, E.CAPTCHA_REQUIRED, E.RATE_LIMITED] as const

/** Sign-on answers to B's tickets and accounts at A: a ticket that is not A's, or A has no such provider. */
export const SSO_REFUSALS = [E.SSO_FAILED, E.SSO_NOT_CONFIGURED, E.BINDING_EXPIRED, E.ASSOCIATION_FAILED, ...SIGN_IN_REFUSALS] as const

/** Code answers: a code that was never sent, a contact not verified, sending too soon or too often (never CONTACT_IN_USE: only B holds the addresses tried). */
export const CODE_REFUSALS = [E.CODE_INVALID, E.CONTACT_NOT_VERIFIED, E.CODE_TOO_SOON, E.CODE_DAILY_LIMIT, E.IDENTITY_PROOF_REQUIRED] as const

/** Password answers: the old password is wrong (it is B's patron's, not A's), or the new one breaks a rule. */
export const PASSWORD_REFUSALS = [E.WRONG_OLD_PASSWORD, E.PASSWORD_RULE_SIMPLE, E.PASSWORD_RULE_STRONG, E.PASSWORD_SAME_AS_OLD, E.PASSWORD_MISMATCH, ...SIGN_IN_REFUSALS] as const
