import type { Prisma } from '@portal/db'
import { COMMENTS } from './seed-activity-data.ts'
import { FOLDERS, inScope } from './seed-curation-data.ts'
import type { Circulation } from './seed-loans.ts'
import {
  DAY_MS, insertRows, intBetween, pick, recordsOf, shuffled,
  type ActivityContext, type ActivityPatron,
} from './seed-activity-context.ts'

// What readers say about the books they read: star ratings, reviewed comments, and the folders they share
// with the followers those folders gathered.

const RATINGS = { academic: 600, public: 560 }
/** Ratings lean positive, as on any library site; a few records are disliked so the "worst rated" list is not empty. */
const STARS_LIKED = [0.02, 0.05, 0.17, 0.38, 0.38]
const STARS_DISLIKED = [0.18, 0.27, 0.3, 0.17, 0.08]
/** Followers per shared folder, so the shared-folder ranking has a clear order. */
const FOLLOWERS = [26, 19, 15, 12, 10, 8, 7, 5, 4, 3, 2, 1]

const DEFAULT_FOLDER = '默认收藏夹'

const before = (ctx: ActivityContext, at: number) => new Date(Math.min(at, ctx.now.getTime() - 60_000))

function stars(rnd: () => number, table: number[]) {
  let x = rnd()
  for (const [i, p] of table.entries()) if ((x -= p) < 0) return i + 1
  return 5
}

/** Readers rate what they borrowed, after returning it. */
export async function seedRatings(ctx: ActivityContext, circulation: Circulation) {
  const rnd = ctx.random(3)
  const seen = new Map<string, { patronId: number; recordId: number; at: number }>()
  for (const loan of circulation.loans) {
    if (loan.returnDate) seen.set(`${loan.patronId}:${loan.recordId}`, { patronId: loan.patronId, recordId: loan.recordId, at: loan.returnDate.getTime() })
  }
  const disliked = new Set(shuffled(rnd, circulation.ranking.slice(8)).slice(0, Math.ceil(circulation.ranking.length / 12)).map((r) => r.id))
  const chosen = shuffled(rnd, [...seen.values()]).slice(0, RATINGS[ctx.demo.kind])
  const rows = chosen.map((r): Prisma.RatingCreateManyInput => {
    const createdAt = before(ctx, r.at + rnd() * 5 * DAY_MS)
    return { tenantId: ctx.tenantId, recordId: r.recordId, patronId: r.patronId, stars: stars(rnd, disliked.has(r.recordId) ? STARS_DISLIKED : STARS_LIKED), createdAt, updatedAt: createdAt }
  })
  await insertRows(ctx.tx, 'Rating', { tenantId: 'int', recordId: 'int', patronId: 'int', stars: 'int', createdAt: 'timestamptz', updatedAt: 'timestamptz' }, rows)
}

export async function seedComments(ctx: ActivityContext, circulation: Circulation) {
  const rnd = ctx.random(4)
  const readersOf = new Map<number, { patronId: number; at: number }[]>()
  for (const loan of circulation.loans) {
    if (loan.returnDate) readersOf.set(loan.recordId, [...(readersOf.get(loan.recordId) ?? []), { patronId: loan.patronId, at: loan.returnDate.getTime() }])
  }
  const demoReaders = ctx.patrons.filter((p) => p.demo)
  const now = ctx.now.getTime()
  const rows = COMMENTS.filter((c) => !c.scope || c.scope === ctx.demo.kind).flatMap((comment): Prisma.CommentCreateManyInput[] => {
    const record = ctx.bySource.get(comment.source)
    if (!record) return []
    // Written by someone who borrowed the book when there is one, soon after returning it.
    const reader = readersOf.get(record.id)?.length ? pick(rnd, readersOf.get(record.id)!) : { patronId: pick(rnd, demoReaders).id, at: now - intBetween(rnd, 20, 300) * DAY_MS }
    if (comment.pending) {
      const createdAt = new Date(now - rnd() * 4 * DAY_MS)
      return [{ tenantId: ctx.tenantId, recordId: record.id, patronId: reader.patronId, content: comment.text, status: 'PENDING', createdAt, updatedAt: createdAt }]
    }
    const createdAt = before(ctx, reader.at + rnd() * 3 * DAY_MS)
    const reviewedAt = before(ctx, createdAt.getTime() + (4 + rnd() * 44) * 3_600_000)
    return [{
      tenantId: ctx.tenantId, recordId: record.id, patronId: reader.patronId, content: comment.text, status: 'APPROVED',
      reviewerId: ctx.adminId, reviewedAt, createdAt, updatedAt: reviewedAt,
    }]
  })
  await ctx.tx.comment.createMany({ data: rows })
}

/**
 * Readers' shared folders with their favourites and followers. Every owner also has the private default
 * folder the portal creates for a reader's first favourite (exactly one per reader).
 */
export async function seedFolders(ctx: ActivityContext, circulation: Circulation) {
  const rnd = ctx.random(5)
  const now = ctx.now.getTime()
  const specs = FOLDERS.filter((f) => inScope(f.scope, ctx.demo.kind)).map((f) => ({ ...f, records: recordsOf(ctx, f.sources).slice(0, 15) })).filter((f) => f.records.length >= 5)
  const readers = shuffled(rnd, ctx.patrons.filter((p) => p.demo))
  const owners = specs.map((f, i) => (f.owner ? ctx.byUsername.get(f.owner) : undefined) ?? readers[(i * 3) % readers.length]!)
  const ownerSet = [...new Map(owners.map((o) => [o.id, o])).values()]

  const borrowed = new Map<number, number[]>()
  for (const loan of circulation.loans) borrowed.set(loan.patronId, [...(borrowed.get(loan.patronId) ?? []), loan.recordId])
  const defaults = ownerSet.map((owner) => ({ owner, createdAt: new Date(now - intBetween(rnd, 150, 400) * DAY_MS) }))
  const shared = specs.map((spec, i) => {
    const sharedAt = new Date(now - (i < 3 ? rnd() * 25 : 20 + rnd() * 100) * DAY_MS)
    return { spec, owner: owners[i]!, sharedAt, createdAt: new Date(sharedAt.getTime() - intBetween(rnd, 3, 60) * DAY_MS) }
  })
  const folders = await ctx.tx.favouriteFolder.createManyAndReturn({
    data: [
      ...defaults.map((d) => ({ tenantId: ctx.tenantId, patronId: d.owner.id, name: DEFAULT_FOLDER, isDefault: true, sortOrder: 0, createdAt: d.createdAt })),
      ...shared.map((s, i) => ({
        tenantId: ctx.tenantId, patronId: s.owner.id, name: s.spec.name, introduction: s.spec.intro, isPublic: true, sharedAt: s.sharedAt,
        sortOrder: i + 1, createdAt: s.createdAt, updatedAt: s.sharedAt,
      })),
    ],
    select: { id: true, patronId: true, name: true },
  })
  // Matched by owner and name rather than by position: RETURNING promises no order.
  const folderId = new Map(folders.map((f) => [`${f.patronId}:${f.name}`, f.id]))
  const idOf = (patronId: number, name: string) => folderId.get(`${patronId}:${name}`)!
  const favourites = [
    ...defaults.flatMap((d) => {
      const mine = [...new Set(borrowed.get(d.owner.id) ?? [])].slice(0, intBetween(rnd, 2, 5))
      return mine.map((recordId) => ({ tenantId: ctx.tenantId, patronId: d.owner.id, folderId: idOf(d.owner.id, DEFAULT_FOLDER), recordId, createdAt: new Date(d.createdAt.getTime() + rnd() * 100 * DAY_MS) }))
    }),
    ...shared.flatMap((s) => s.spec.records.map((record, k) => ({
      tenantId: ctx.tenantId, patronId: s.owner.id, folderId: idOf(s.owner.id, s.spec.name), recordId: record.id,
      createdAt: new Date(s.createdAt.getTime() + ((s.sharedAt.getTime() - s.createdAt.getTime()) * k) / s.spec.records.length),
    }))),
  ]
  await ctx.tx.favourite.createMany({ data: favourites })

  const counts = shuffled(rnd, FOLLOWERS.slice(0, shared.length))
  const follows = shared.flatMap((s, i) => followersOf(rnd, ctx.patrons, s.owner, counts[i] ?? 1).map((patron) => ({
    tenantId: ctx.tenantId, patronId: patron.id, folderId: idOf(s.owner.id, s.spec.name),
    createdAt: new Date(s.sharedAt.getTime() + rnd() * (now - s.sharedAt.getTime())),
  })))
  await ctx.tx.bookListFollow.createMany({ data: follows })
}

export function followersOf(rnd: () => number, patrons: ActivityPatron[], owner: ActivityPatron | null, count: number) {
  return shuffled(rnd, patrons.filter((p) => p.id !== owner?.id && p.username !== 'newcomer')).slice(0, count)
}
