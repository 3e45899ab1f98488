import type { TFunction } from 'i18next'
import { PASSWORD_MAX_LENGTH, passwordProblem, type ErrorCode, type PasswordPolicy } from '@portal/contracts'

export type PasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string }
export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>

// The scanner of packages/i18n does not follow a TFunction of two namespaces:
// i18n-keys: login:validation.
type Translate = TFunction<['login', 'errors']>

/**
 * The checks of spec §5 for a new password, before anything is sent: the old one is required (unless the
 * forced change already holds it), the new one follows the tenant's rule and differs from the old one, and
 * the confirmation matches. Messages come from the `errors` and `login` namespaces.
 */
export function passwordChangeErrors(
  values: PasswordValues,
  { policy, identity, oldKnown, sameAsOld }: { policy: PasswordPolicy; identity: { username?: string; primaryId?: string }; oldKnown: boolean; sameAsOld: boolean },
  t: Translate,
): PasswordErrors {
  const errors: PasswordErrors = {}
  if (!oldKnown && !values.oldPassword) errors.oldPassword = t('login:validation.oldPassword')
  const problem: ErrorCode | null = values.newPassword ? passwordProblem(values.newPassword, policy, identity) : null
  if (!values.newPassword) errors.newPassword = t('login:validation.newPassword')
  else if (problem) errors.newPassword = t(`errors:${problem}`, { max: PASSWORD_MAX_LENGTH })
  else if (sameAsOld) errors.newPassword = t('errors:PASSWORD_SAME_AS_OLD')
  if (!values.confirmPassword) errors.confirmPassword = t('login:validation.confirmPassword')
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = t('errors:PASSWORD_MISMATCH')
  return errors
}
