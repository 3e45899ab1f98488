import type { PersonalOverview } from '@portal/contracts'
import type { PatronContext } from '../../data/request-scope.ts'
import { circulationBlockersOf } from '../circulation/index.ts'

// My library at a glance (user-menu key 0, issue 16 item 9): the counts each section of the personal centre
// would show, read through the patron-bound client only, and the loans due first. Unpaid fines are counted as
// leaving school counts them (circulation's blockers), so the two pages never disagree about what is owed.

/** How many loans the "due soon" list shows. */
const DUE_SOON = 5

/** `GET /find/userInfo/getPersonalOverview`: the signed-in patron's counts and the loans due first. */
export async function personalOverview(ctx: Pick<PatronContext, 'mine'>, now = new Date()): Promise<PersonalOverview> {
  const me = await ctx.mine.patron.findFirstOrThrow({ select: { status: true } })
  const [currentLoans, overdueLoans, requestsReady, requestsOpen, favourites, subscriptions, unreadMessages, blockers, dueSoon] = await Promise.all([
    ctx.mine.loan.count({ where: { status: 'ACTIVE' } }),
    ctx.mine.loan.count({ where: { status: 'ACTIVE', dueDate: { lt: now } } }),
    // Ready to pick up: accepted, with its copy kept at the desk for the patron (told or not: a notice can fail).
    ctx.mine.circulationRequest.count({ where: { status: 'ACCEPT', item: { status: 'ON_HOLD' } } }),
    ctx.mine.circulationRequest.count({ where: { status: { in: ['START', 'ACCEPT'] } } }),
    ctx.mine.favourite.count(),
    ctx.mine.subscription.count(),
    ctx.mine.message.count({ where: { readAt: null, deletedAt: null } }),
    circulationBlockersOf(ctx.mine, me.status),
    ctx.mine.loan.findMany({ where: { status: 'ACTIVE' }, orderBy: [{ dueDate: 'asc' }, { id: 'asc' }], take: DUE_SOON, select: { id: true, title: true, author: true, dueDate: true } }),
  ])
  const fines = blockers.find((b) => b.reason === 'UNPAID_FINES')
  return {
    currentLoans, overdueLoans, requestsReady, requestsOpen, favourites, subscriptions, unreadMessages,
    unpaidFines: fines?.count ?? 0, unpaidFinesCents: fines?.amountCents ?? 0,
    dueSoon: dueSoon.map((l) => ({ id: l.id, title: l.title, author: l.author, dueDate: l.dueDate.toISOString(), overdue: l.dueDate < now })),
  }
}
