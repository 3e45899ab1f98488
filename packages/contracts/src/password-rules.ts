import type { ErrorCode } from './error-codes.ts'

/** Longest password accepted anywhere: argon2 would take more, but nobody types more, and a cap stops abuse. */
export const PASSWORD_MAX_LENGTH = 64

export type PasswordPolicy = {
  /** findConfig.isPasswordProtect: '1' turns the strength rules off (spec §5). */
  isPasswordProtect: '0' | '1'
  /** findConfig.passwordCheck: '1' simple, '2' strong. */
  passwordCheck: '1' | '2'
}

/**
 * Why a new password is refused under a tenant's policy (spec §5), or null when it is acceptable. One
 * function for the web form and the server, so both say the same thing. Rule 1: at least 7 characters with a
 * digit and a letter. Rule 2: at least 8 characters, all three of uppercase, lowercase and digit-or-special (the
 * spec's "three of uppercase, lowercase, digit/special"), not equal to the user name or account.
 */
export function passwordProblem(
  password: string,
  policy: PasswordPolicy,
  identity: { username?: string; primaryId?: string } = {},
): Extract<ErrorCode, 'PASSWORD_RULE_SIMPLE' | 'PASSWORD_RULE_STRONG' | 'PASSWORD_TOO_LONG' | 'VALIDATION_FAILED'> | null {
  if (!password) return 'VALIDATION_FAILED'
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG'
  if (policy.isPasswordProtect === '1') return null
  if (policy.passwordCheck === '2') {
    const digitOrOther = /[0-9]/.test(password) || /[^A-Za-z0-9]/.test(password) ? 1 : 0
    const kinds = (/[A-Z]/.test(password) ? 1 : 0) + (/[a-z]/.test(password) ? 1 : 0) + digitOrOther
    const sameAsAccount = [identity.username, identity.primaryId].some((name) => name && name.toLowerCase() === password.toLowerCase())
    return password.length >= 8 && kinds >= 3 && !sameAsAccount ? null : 'PASSWORD_RULE_STRONG'
  }
  return password.length >= 7 && /[0-9]/.test(password) && /[A-Za-z]/.test(password) ? null : 'PASSWORD_RULE_SIMPLE'
}
