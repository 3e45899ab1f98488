import type { Locale } from '@portal/contracts'
import { translate } from '@portal/i18n'
import type { TenantContext } from '../../data/request-scope.ts'
import { localizedName } from '../../kernel/localized-name.ts'
import type { ReadyRequest } from '../../ports/circulation-requests.port.ts'
import type { AppPorts } from '../../ports/index.ts'
import { readPatronLanguage } from '../identity/index.ts'
import { postMessage } from '../inbox/index.ts'

// Telling a patron that the copy they asked for waits at the pickup desk (issue 8: "a notice by mail or SMS when a
// request is ready"), by the contacts they gave with the request, else those of their account. The change that
// made the request ready is already stored, so a notice that cannot be sent is logged (without the address), and
// readyNoticeAt stays empty for staff to see that nobody was told.

type NoticeCall = Pick<TenantContext, 'data' | 'log' | 'tenant'> & { ports: Pick<AppPorts, 'mail' | 'sms'> }

export type ReadyNoticeParams = { library: string; name: string; title: string; place: string; requestNo: string; until: string }

/** The words of a request-ready notice: the inbox message and mail (subject and text) and the text message. */
export function readyNoticeTexts(locale: Locale, params: ReadyNoticeParams) {
  return {
    subject: translate(locale, 'requests', 'noticeMailSubject', params),
    text: translate(locale, 'requests', 'noticeMailText', params),
    sms: translate(locale, 'requests', 'noticeSms', params),
  }
}

export async function noticeRequestReady(ctx: NoticeCall, ready: ReadyRequest): Promise<boolean> {
  const [tenant, request] = await Promise.all([
    ctx.tenant(),
    ctx.data.circulationRequest.findFirst({
      where: { id: ready.requestId }, select: { requestNo: true, patronId: true, contactPhone: true, contactEmail: true, patron: { select: { name: true, mobile: true, email: true } } },
    }),
  ])
  if (!request) return false
  const locale = await readPatronLanguage(ctx.data, request.patronId)
  const words = readyNoticeTexts(locale, {
    library: localizedName(tenant, locale), name: request.patron.name, title: ready.title, place: ready.takeLocationName, requestNo: request.requestNo,
    until: ready.endDate ? ready.endDate.slice(0, 10) : '',
  })
  // The inbox keeps the notice whatever the contacts (issue 16); it is not a mail or text, so readyNoticeAt stays theirs.
  try {
    await postMessage(ctx.data, tenant.id, { patronId: request.patronId, category: 'REQUEST_READY', title: words.subject, body: words.text, link: '/personalExternal/4' })
  } catch (error) {
    ctx.log.warn({ requestId: ready.requestId, err: error instanceof Error ? error.message : String(error) }, 'request ready inbox message not written')
  }
  const phone = request.contactPhone || request.patron.mobile
  const email = request.contactEmail || request.patron.email
  let told = false
  try {
    if (phone) {
      await ctx.ports.sms.send(phone, words.sms)
      told = true
    }
    if (email) {
      await ctx.ports.mail.send({ to: email, subject: words.subject, text: words.text })
      told = true
    }
  } catch (error) {
    ctx.log.warn({ requestId: ready.requestId, err: error instanceof Error ? error.message : String(error) }, 'request ready notice not sent')
  }
  if (told) await ctx.data.circulationRequest.updateMany({ where: { id: ready.requestId }, data: { readyNoticeAt: new Date() } })
  return told
}
