import { translate } from '@portal/i18n'
import type { Tenant, VerificationChannel } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import type { AppPorts } from '../../ports/index.ts'
import { AppError } from '../../kernel/app-error.ts'
import { localizedName } from '../../kernel/localized-name.ts'
import type { VerificationPurpose } from '@portal/db'
import { maskContact } from './contact-format.ts'
import { CODE_RULES, forgetCode, issueCode } from './verification-code.ts'

/** What a code is for decides the wording: resetting a password or confirming a contact. */
export type CodeReason = 'reset' | 'bind'

/** The outside systems codes and notices travel by. */
export type MessagePorts = { ports: Pick<AppPorts, 'mail' | 'sms'> }

/** What sending a code reads of the call: the tenant's data, the language, the code key and the message ports. */
export type CodeSendingContext = Pick<TenantContext, 'data' | 'locale' | 'jwtSecret'> & MessagePorts

/** The code's message in the request's language, signed with the library's name. */
export function codeMessage(ctx: Pick<TenantContext, 'locale'>, tenant: Tenant, input: { channel: VerificationChannel; reason: CodeReason; code: string; name: string }) {
  const params = { library: localizedName(tenant, ctx.locale), code: input.code, minutes: CODE_RULES.lifetimeMs / 60_000, name: input.name }
  const { locale } = ctx
  if (input.channel === 'SMS')
    return { text: input.reason === 'reset' ? translate(locale, 'account', 'smsTextReset', params) : translate(locale, 'account', 'smsTextBind', params) }
  return input.reason === 'reset'
    ? { subject: translate(locale, 'account', 'mailSubjectReset', params), text: translate(locale, 'account', 'mailTextReset', params) }
    : { subject: translate(locale, 'account', 'mailSubjectBind', params), text: translate(locale, 'account', 'mailTextBind', params) }
}

/**
 * Sends a code by e-mail or SMS through the configured port. A refusal of the outside system is logged
 * server-side and answered as DELIVERY_FAILED: the patron can do nothing about an SMTP error text.
 */
export async function deliverCode(
  ctx: Pick<TenantContext, 'locale'> & MessagePorts,
  tenant: Tenant,
  input: { channel: VerificationChannel; reason: CodeReason; code: string; name: string; to: string },
): Promise<void> {
  const message = codeMessage(ctx, tenant, input)
  try {
    if (input.channel === 'SMS') await ctx.ports.sms.send(input.to, message.text)
    else await ctx.ports.mail.send({ to: input.to, subject: message.subject ?? '', text: message.text })
  } catch (error) {
    throw new AppError('DELIVERY_FAILED', {}, { cause: error })
  }
}

/**
 * Issues a code for a patron and sends it; a code that could not be sent is forgotten, so it counts against
 * neither the resend wait nor the daily limit. Answers what the page tells the patron.
 */
export async function sendVerificationCode(
  ctx: CodeSendingContext,
  tenant: Tenant,
  input: { patronId: number; name: string; channel: VerificationChannel; purpose: VerificationPurpose; reason: CodeReason; target: string },
) {
  const issued = await issueCode(ctx, { tenantId: tenant.id, patronId: input.patronId, channel: input.channel, purpose: input.purpose, target: input.target })
  try {
    await deliverCode(ctx, tenant, { channel: input.channel, reason: input.reason, code: issued.code, name: input.name, to: input.target })
  } catch (error) {
    await forgetCode(ctx, issued.id)
    throw error
  }
  return {
    sentTo: maskContact(input.channel, input.target),
    expiresInSeconds: CODE_RULES.lifetimeMs / 1000,
    resendInSeconds: CODE_RULES.resendAfterMs / 1000,
    remaining: issued.remaining,
  }
}
