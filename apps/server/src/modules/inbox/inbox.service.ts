import type { DeleteMessages, InboxChange, InboxMessage, InboxPage, InboxQuery, MarkRead } from '@portal/contracts'
import type { PatronContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'

// The signed-in patron's inbox (/find/lspNotice/*): their messages through `ctx.mine`, so another patron's or
// tenant's message id is simply not there: NOT_FOUND, and nothing changes. Deleting hides a message (deletedAt);
// the row stays for the library's list of what it sent.

type InboxCall = Pick<PatronContext, 'mine'>

const visible = { deletedAt: null }
const FILTERS = { all: {}, unread: { readAt: null }, read: { readAt: { not: null } } } as const

type MessageRow = { id: number; category: string; source: 'SYSTEM' | 'LIBRARY'; title: string; body: string; link: string; readAt: Date | null; createdAt: Date }

const toMessage = (row: MessageRow): InboxMessage => ({
  id: row.id, category: row.category, source: row.source, title: row.title, body: row.body, link: row.link,
  read: row.readAt !== null, readAt: row.readAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString(),
})

/** How many of the patron's messages are not read yet (the header's badge). */
export async function unreadCount(ctx: InboxCall): Promise<{ unread: number }> {
  return { unread: await ctx.mine.message.count({ where: { ...visible, readAt: null } }) }
}

/** `/find/lspNotice/getMsg`: one page of the patron's messages of a tab, newest first, and how many are unread. */
export async function listMessages(ctx: InboxCall, query: InboxQuery): Promise<InboxPage> {
  const where = { ...visible, ...FILTERS[query.filter] }
  const [total, rows, { unread }] = await Promise.all([
    ctx.mine.message.count({ where }),
    ctx.mine.message.findMany({
      where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.rows, take: query.rows,
      select: { id: true, category: true, source: true, title: true, body: true, link: true, readAt: true, createdAt: true },
    }),
    unreadCount(ctx),
  ])
  return { page: query.page, rows: query.rows, total, unread, messages: rows.map(toMessage) }
}

/**
 * The ids that are all the patron's own visible messages, else NOT_FOUND: a list naming one message of someone
 * else changes nothing at all, so a client cannot learn which of the ids exist by what changed.
 */
async function ownIds(tx: Pick<PatronContext['mine'], 'message'>, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)]
  const found = await tx.message.count({ where: { ...visible, id: { in: unique } } })
  if (found !== unique.length) throw new AppError('NOT_FOUND')
  return unique
}

/** `/find/lspNotice/updateReadFlag`: marks one, several or all of the patron's messages read (those read stay as they were). */
export async function markRead(ctx: InboxCall, input: MarkRead): Promise<InboxChange> {
  const now = new Date()
  const changed = await ctx.mine.$transaction(async (tx) => {
    const scope = 'all' in input ? {} : { id: { in: await ownIds(tx, input.ids) } }
    return (await tx.message.updateMany({ where: { ...visible, ...scope, readAt: null }, data: { readAt: now } })).count
  })
  return { changed, ...(await unreadCount(ctx)) }
}

/** `/find/lspNotice/deleteMsg`: hides the patron's messages named; they no longer show nor count as unread. */
export async function deleteMessages(ctx: InboxCall, input: DeleteMessages): Promise<InboxChange> {
  const now = new Date()
  const changed = await ctx.mine.$transaction(async (tx) => {
    const ids = await ownIds(tx, input.ids)
    return (await tx.message.updateMany({ where: { ...visible, id: { in: ids } }, data: { deletedAt: now } })).count
  })
  return { changed, ...(await unreadCount(ctx)) }
}
