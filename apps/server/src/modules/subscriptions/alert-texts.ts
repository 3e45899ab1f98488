import { type Locale } from '@portal/contracts'
import type { Tenant } from '@portal/db'
import { translate } from '@portal/i18n'
import { localizedName } from '../../kernel/localized-name.ts'
import type { MailMessage } from '../../ports/mail.port.ts'
import { recordPageUrl } from '../catalogue/index.ts'

// The words of one subscription alert: the inbox message and the mail, written once in the patron's language (a
// stored `language` setting, identity/patron-language.ts) because they are read later.

/** How many new records an alert names; the rest are counted. */
export const LISTED_RECORDS = 20

export type AlertContent = {
  locale: Locale
  tenant: Pick<Tenant, 'name' | 'englishName' | 'complexName' | 'mappingPath'>
  origin: string
  patronName: string
  subscription: { name: string; searchContent: string }
  total: number
  records: { id: number; title: string; author: string }[]
}

const params = (content: AlertContent) => ({
  library: localizedName(content.tenant, content.locale), name: content.subscription.name, term: content.subscription.searchContent, count: content.total,
})

const recordLine = (content: AlertContent, record: AlertContent['records'][number], index: number) =>
  `${index + 1}. ${record.title}${record.author ? ` / ${record.author}` : ''}`

/** The inbox message: titles only, the records are a click away in the subscription. */
export function alertMessage(content: AlertContent): { title: string; body: string } {
  const lines = content.records.slice(0, LISTED_RECORDS).map((record, index) => recordLine(content, record, index))
  const more = content.total - Math.min(content.records.length, LISTED_RECORDS)
  if (more > 0) lines.push(translate(content.locale, 'subscriptions', 'alertMore', { count: more }))
  return {
    title: translate(content.locale, 'subscriptions', 'alertTitle', params(content)),
    body: [translate(content.locale, 'subscriptions', 'alertIntro', params(content)), '', ...lines].join('\n'),
  }
}

/** The mail: each title with the address of its record page, and the unsubscribe link (also as List-Unsubscribe). */
export function alertMail(content: AlertContent, to: string, unsubscribeUrl: string): MailMessage {
  const p = params(content)
  const home = `${content.origin}/${content.tenant.mappingPath ? `${content.tenant.mappingPath}/` : ''}#/personalExternal/3`
  const lines = content.records.slice(0, LISTED_RECORDS).flatMap((record, index) => [
    recordLine(content, record, index),
    `   ${recordPageUrl(content, content.tenant.mappingPath, record.id)}`,
  ])
  const more = content.total - Math.min(content.records.length, LISTED_RECORDS)
  const text = [
    translate(content.locale, 'subscriptions', 'alertGreeting', { patron: content.patronName }),
    '',
    translate(content.locale, 'subscriptions', 'alertIntro', p),
    '',
    ...lines,
    ...(more > 0 ? ['', translate(content.locale, 'subscriptions', 'alertMore', { count: more })] : []),
    '',
    translate(content.locale, 'subscriptions', 'alertManage', { url: home }),
    translate(content.locale, 'subscriptions', 'alertUnsubscribe', { url: unsubscribeUrl }),
    '',
    `—— ${p.library}`,
  ].join('\n')
  return {
    to,
    subject: translate(content.locale, 'subscriptions', 'alertSubject', p),
    text,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
