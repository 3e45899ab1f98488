import type { InboxChange, InboxMessage, InboxPage } from '@portal/contracts'

// The LibStar wire of /find/lspNotice/* (spec §7 names the calls, no client of the contract reads them): flags as
// "0"/"1" strings and times as "yyyy-MM-dd HH:mm:ss" like LibStar's other lists, the typed fields beside them.

const stamp = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : null)

export const messageToWire = (m: InboxMessage) => ({
  id: m.id, msgId: m.id, title: m.title, content: m.body, category: m.category, source: m.source, link: m.link,
  readFlag: m.read ? '1' : '0', readTime: stamp(m.readAt), createTime: stamp(m.createdAt),
})

export const inboxPageToWire = (page: InboxPage) => ({
  list: page.messages.map(messageToWire), total: page.total, numFound: page.total, unreadNum: page.unread, page: page.page, rows: page.rows,
})

export const inboxChangeToWire = (change: InboxChange) => ({ count: change.changed, unreadNum: change.unread })
