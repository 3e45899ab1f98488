import type { LibraryMessage, LibraryMessageSent, SentMessagesPage, SentMessagesQuery } from '@portal/contracts'
import type { StaffContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { postMessage } from './post-message.ts'

// The library's own messages (/admin/messages, issue 16): staff write to one patron (by account or card number)
// or to every patron of a patron type (Patron.userType). Each recipient gets one message row, written in one
// transaction, so a message to a type reaches all of them or none.

type StaffCall = Pick<StaffContext, 'data' | 'tenant' | 'staffId'>

/** Patrons who still read their inbox: not deleted, not gone (left school). */
const reachable = { deletedAt: null, status: { not: 'LEFT' as const } }

async function recipientsOf(ctx: StaffCall, to: LibraryMessage['to']): Promise<number[]> {
  const where = 'patron' in to ? { OR: [{ username: to.patron }, { userBarcode: to.patron }] } : { userType: to.patronType }
  const rows = await ctx.data.patron.findMany({ where: { ...reachable, ...where }, select: { id: true }, orderBy: { id: 'asc' } })
  // An account of one patron and the card of another: the account wins, so one message names one patron.
  const ids = 'patron' in to ? rows.slice(0, 1).map((r) => r.id) : rows.map((r) => r.id)
  if (ids.length === 0) throw new AppError('MESSAGE_NO_RECIPIENT')
  return ids
}

/** `POST /admin/messages`: writes the message to each recipient once; answers how many and the message ids. */
export async function sendLibraryMessage(ctx: StaffCall, input: LibraryMessage): Promise<LibraryMessageSent> {
  const [tenant, patronIds] = await Promise.all([ctx.tenant(), recipientsOf(ctx, input.to)])
  const messageIds = await ctx.data.$transaction(
    async (tx) => {
      const ids: number[] = []
      for (const patronId of patronIds)
        ids.push(await postMessage(tx, tenant.id, { patronId, category: 'LIBRARY', title: input.title, body: input.body, link: input.link ?? '', sentById: ctx.staffId }))
      return ids
    },
    { timeout: 120_000 },
  )
  return { sent: messageIds.length, messageIds }
}

/** `GET /admin/messages`: the library's messages, newest first, each with its recipient and whether it was read. */
export async function listSentMessages(ctx: Pick<StaffContext, 'data'>, query: SentMessagesQuery): Promise<SentMessagesPage> {
  const where = { source: 'LIBRARY' as const }
  const [total, rows] = await Promise.all([
    ctx.data.message.count({ where }),
    ctx.data.message.findMany({
      where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.rows, take: query.rows,
      select: {
        id: true, title: true, body: true, createdAt: true, readAt: true, deletedAt: true,
        patron: { select: { id: true, username: true, name: true, userType: true } }, sentBy: { select: { displayName: true, username: true } },
      },
    }),
  ])
  return {
    page: query.page, rows: query.rows, total,
    messages: rows.map((r) => ({
      id: r.id, title: r.title, body: r.body, createdAt: r.createdAt.toISOString(), readAt: r.readAt?.toISOString() ?? null, deleted: r.deletedAt !== null,
      recipient: { patronId: r.patron.id, username: r.patron.username, name: r.patron.name, userType: r.patron.userType },
      sentBy: r.sentBy?.displayName || r.sentBy?.username || '',
    })),
  }
}
