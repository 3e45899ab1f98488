import { translate } from '@portal/i18n'
import type { Tenant, VerificationChannel } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import type { MessagePorts } from './code-delivery.ts'
import { localizedName } from '../../kernel/localized-name.ts'
import { maskContact } from './contact-format.ts'

type ContactsBefore = { name: string; email: string | null; emailVerified: boolean; mobile: string | null; mobileVerified: boolean }

/** The contacts verified before the change, but for the one that was just verified again. */
function previousContacts(before: ContactsBefore, channel: VerificationChannel, newTarget: string) {
  const recipients: { channel: VerificationChannel; to: string }[] = []
  if (before.emailVerified && before.email && !(channel === 'EMAIL' && before.email === newTarget)) recipients.push({ channel: 'EMAIL', to: before.email })
  if (before.mobileVerified && before.mobile && !(channel === 'SMS' && before.mobile === newTarget)) recipients.push({ channel: 'SMS', to: before.mobile })
  return recipients
}

/**
 * Tells the contacts verified before a change that the account has a new one, while they still reach the owner:
 * a change the owner did not make does not go unnoticed. The change is made either way, so a notice that cannot
 * be sent is logged (without the address) rather than answered as a failure.
 */
export async function noticeContactChanged(ctx: Pick<TenantContext, 'locale' | 'log'> & MessagePorts, tenant: Tenant, input: { before: ContactsBefore; channel: VerificationChannel; newTarget: string }) {
  const params = {
    library: localizedName(tenant, ctx.locale),
    name: input.before.name,
    contact: maskContact(input.channel, input.newTarget),
    time: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  }
  const isEmail = input.channel === 'EMAIL'
  for (const recipient of previousContacts(input.before, input.channel, input.newTarget)) {
    try {
      if (recipient.channel === 'SMS') await ctx.ports.sms.send(recipient.to, translate(ctx.locale, 'account', isEmail ? 'smsTextContactChangedEmail' : 'smsTextContactChangedPhone', params))
      else
        await ctx.ports.mail.send({
          to: recipient.to,
          subject: translate(ctx.locale, 'account', 'mailSubjectContactChanged', params),
          text: translate(ctx.locale, 'account', isEmail ? 'mailTextContactChangedEmail' : 'mailTextContactChangedPhone', params),
        })
    } catch (error) {
      ctx.log.warn({ channel: recipient.channel, err: error instanceof Error ? error.message : String(error) }, 'contact change notice not sent')
    }
  }
}
