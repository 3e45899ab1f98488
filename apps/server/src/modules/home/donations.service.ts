import type { Prisma } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'

const day = (d: Date) => d.toISOString().slice(0, 10)

/** Donations the public sees: everything but the declined ones. */
const PUBLIC_STATUSES = ['REGISTERED', 'RECEIVED', 'ACCEPTED'] as const

type DonationRow = Prisma.DonationGetPayload<object>
function presentDonation(d: DonationRow) {
  return {
    donateId: d.id,
    donorName: d.donorName,
    title: d.title,
    author: d.author,
    isbn: d.isbn,
    publisher: d.publisher,
    copies: d.copies,
    remark: d.remark,
    donateDate: day(d.donatedAt),
    status: d.status,
    recordId: d.recordId,
  }
}

/** `GET /find/donate/getRecentDonation`: the latest donations, for the home page's thank-you list. */
export async function recentDonations(ctx: Pick<TenantContext, 'data'>, input: { rows: number }) {
  const rows = await ctx.data.donation.findMany({
    where: { status: { in: [...PUBLIC_STATUSES] } },
    orderBy: [{ donatedAt: 'desc' }, { id: 'desc' }],
    take: input.rows,
  })
  return rows.map(presentDonation)
}

/** `POST /find/donate/searchDonation`: donations by title, author or donor, newest first, paged. */
export async function searchDonations(ctx: Pick<TenantContext, 'data'>, input: { page: number; rows: number; searchContent?: string }) {
  const term = input.searchContent?.trim()
  const where: Prisma.DonationWhereInput = {
    status: { in: [...PUBLIC_STATUSES] },
    ...(term
      ? { OR: (['title', 'author', 'donorName', 'isbn'] as const).map((field) => ({ [field]: { contains: term, mode: 'insensitive' as const } })) }
      : {}),
  }
  const [total, rows] = await Promise.all([
    ctx.data.donation.count({ where }),
    ctx.data.donation.findMany({ where, orderBy: [{ donatedAt: 'desc' }, { id: 'desc' }], skip: (input.page - 1) * input.rows, take: input.rows }),
  ])
  const copies = await ctx.data.donation.aggregate({ where, _sum: { copies: true } })
  return { total, copies: copies._sum.copies ?? 0, page: input.page, rows: input.rows, donateList: rows.map(presentDonation) }
}

/** `POST /find/donate/searchDonateNews`: published donation news, newest first, paged. */
export async function donationNews(ctx: Pick<TenantContext, 'data'>, input: { page: number; rows: number }) {
  const where = { kind: 'NEWS' as const, publishedAt: { not: null, lte: new Date() } }
  const [total, rows] = await Promise.all([
    ctx.data.donationNotice.count({ where }),
    ctx.data.donationNotice.findMany({ where, orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], skip: (input.page - 1) * input.rows, take: input.rows }),
  ])
  return {
    total,
    list: rows.map((n) => ({ newsId: n.id, title: n.title, content: n.content, coverUrl: n.coverUrl, publishDate: day(n.publishedAt!) })),
  }
}
