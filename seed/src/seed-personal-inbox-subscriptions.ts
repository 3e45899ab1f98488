import { alertMessage, readyNoticeTexts } from '@portal/server/seeding'
import type { DemoTenant } from './demo-tenants.ts'
import { DAY_MS, type Tx } from './seed-activity-context.ts'

// The demo patron reader's saved searches and inbox (issue 16), so My library's keys 3 and 13 and the unread badge
// open on something: three subscriptions (daily, weekly, one without mail) and the messages a term of use leaves
// behind, written by the portal's own text functions (alert-texts.ts, request-notice.ts) in zh-CN, the reader's
// language. One alert already went out for the 三体 search. The demo catalogue as loaded counts as seen
// (matchedThrough is the seed's moment), so the first sweep of a new portal reports only what is added afterwards.
// Only the university tenant (900001) gets them.

type SeedSubscription = { subName: string; searchContent: string; searchField: string; schedule: 'DAILY' | 'WEEKLY'; emailAlerts: boolean; daysAgo: number; alertedDaysAgo?: number }

const SUBSCRIPTIONS: SeedSubscription[] = [
  { subName: '三体', searchContent: '三体', searchField: 'keyWord', schedule: 'DAILY', emailAlerts: true, daysAgo: 40, alertedDaysAgo: 12 },
  { subName: 'machine learning', searchContent: 'machine learning', searchField: 'keyWord', schedule: 'WEEKLY', emailAlerts: true, daysAgo: 25 },
  { subName: '题名：数据库', searchContent: '数据库', searchField: 'title', schedule: 'WEEKLY', emailAlerts: false, daysAgo: 8 },
]

type SeedMessage = { category: string; source: 'SYSTEM' | 'LIBRARY'; title: string; body: string; link: string; daysAgo: number; read: boolean; byStaff?: true }

const LIBRARY_MESSAGES: SeedMessage[] = [
  {
    category: 'LIBRARY', source: 'LIBRARY', byStaff: true, link: '', daysAgo: 3, read: false,
    title: '期末考试周延长开馆时间',
    body: '12 月 14 日至 1 月 10 日，总馆一至四层阅览区每天开放至 23:30，自助借还机全天可用。\n考试周期间研讨间只接受当天预约。',
  },
  {
    category: 'LIBRARY', source: 'LIBRARY', byStaff: true, link: '/personalExternal/3', daysAgo: 30, read: true,
    title: '新功能：检索订阅',
    body: '在检索结果页点“订阅”，新入藏的匹配图书会按您选的频率（每天或每周）发到站内消息和邮箱。\n在“我的图书馆 › 我的订阅”里可以修改频率或退订。',
  },
]

export async function seedPersonalInboxSubscriptions(tx: Tx, tenantId: number, demo: DemoTenant): Promise<void> {
  if (demo.groupCode !== '900001') return
  const reader = await tx.patron.findFirst({ where: { tenantId, username: 'reader' }, select: { id: true, name: true } })
  if (!reader) return
  const tenant = await tx.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: { name: true, englishName: true, complexName: true, mappingPath: true } })
  const librarian = await tx.staffUser.findFirst({ where: { tenantId, username: 'librarian' }, select: { id: true } })
  const now = Date.now()
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS)
  const messages: SeedMessage[] = [...LIBRARY_MESSAGES]

  for (const { daysAgo, alertedDaysAgo, ...fields } of SUBSCRIPTIONS) {
    const created = await tx.subscription.create({
      data: { ...fields, tenantId, patronId: reader.id, createdAt: at(daysAgo), matchedThrough: new Date(now), lastNotifiedAt: alertedDaysAgo ? at(alertedDaysAgo) : null },
    })
    if (alertedDaysAgo === undefined) continue
    const records = await tx.bibRecord.findMany({ where: { tenantId, title: { contains: fields.searchContent } }, select: { id: true, title: true, authors: true }, orderBy: { id: 'asc' }, take: 3 })
    if (!records.length) continue
    const words = alertMessage({
      locale: 'zh-CN', tenant, origin: '', patronName: reader.name, subscription: { name: fields.subName, searchContent: fields.searchContent },
      total: records.length, records: records.map((r) => ({ id: r.id, title: r.title, author: r.authors[0] ?? '' })),
    })
    const message = await tx.message.create({
      data: {
        tenantId, patronId: reader.id, category: 'SUBSCRIPTION_ALERT', source: 'SYSTEM', link: '/personalExternal/3', ...words,
        createdAt: at(alertedDaysAgo), readAt: at(alertedDaysAgo - 1),
      },
    })
    await tx.subscriptionAlert.create({
      data: {
        tenantId, subscriptionId: created.id, windowStart: at(daysAgo), windowEnd: at(alertedDaysAgo), recordIds: records.map((r) => r.id),
        messageId: message.id, mailedAt: at(alertedDaysAgo), createdAt: at(alertedDaysAgo),
      },
    })
  }

  // The reservation seed-requests.ts left waiting at the pickup desk, announced in the words of request-notice.ts.
  const ready = await tx.circulationRequest.findFirst({
    where: { tenantId, patronId: reader.id, type: 'RESERVATION', status: 'ACCEPT' },
    select: { title: true, requestNo: true, acceptedAt: true, endDate: true, takeLocation: { select: { locationName: true } } },
  })
  if (ready?.acceptedAt) {
    const words = readyNoticeTexts('zh-CN', {
      library: tenant.name, name: reader.name, title: ready.title, place: ready.takeLocation?.locationName ?? '', requestNo: ready.requestNo,
      until: ready.endDate?.toISOString().slice(0, 10) ?? '',
    })
    messages.push({
      category: 'REQUEST_READY', source: 'SYSTEM', link: '/personalExternal/4', daysAgo: (now - ready.acceptedAt.getTime()) / DAY_MS, read: false,
      title: words.subject, body: words.text,
    })
  }

  for (const m of messages) {
    await tx.message.create({
      data: {
        tenantId, patronId: reader.id, category: m.category, source: m.source, title: m.title, body: m.body, link: m.link,
        sentById: m.byStaff ? librarian?.id ?? null : null, createdAt: at(m.daysAgo), readAt: m.read ? at(m.daysAgo - 1) : null,
      },
    })
  }
}
