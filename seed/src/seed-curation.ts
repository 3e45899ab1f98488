import { BOOK_LISTS, TOPICS, inScope } from './seed-curation-data.ts'
import { ANONYMOUS, DONATED_RECORDS, NOTICES, ORGANISATIONS, OTHER_DONATIONS } from './seed-donation-data.ts'
import { followersOf } from './seed-engagement.ts'
import { DAY_MS, intBetween, pick, recordsOf, shuffled, type ActivityContext } from './seed-activity-context.ts'

// What the library's staff put on the home page: book topics and book lists (with readers following them),
// and the donation pages (donations received, the notice and the news).

const ago = (ctx: ActivityContext, days: number) => new Date(ctx.now.getTime() - days * DAY_MS)

export async function seedTopics(ctx: ActivityContext) {
  const rnd = ctx.random(9)
  const specs = TOPICS.filter((t) => inScope(t.scope, ctx.demo.kind)).map((t) => ({ ...t, records: recordsOf(ctx, t.sources).slice(0, 12) })).filter((t) => t.records.length >= 6)
  const topics = await ctx.tx.bookTopic.createManyAndReturn({
    data: specs.map((t, i) => {
      const publishedAt = ago(ctx, intBetween(rnd, 10, 200))
      return {
        tenantId: ctx.tenantId, name: t.names[0], complexName: t.names[1], englishName: t.names[2], description: t.description,
        subjectClass: t.subjectClass, isHot: t.hot, sortOrder: i, publishedAt, createdAt: new Date(publishedAt.getTime() - 3 * DAY_MS),
      }
    }),
    select: { id: true, name: true },
  })
  const topicId = new Map(topics.map((t) => [t.name, t.id]))
  await ctx.tx.bookTopicEntry.createMany({
    data: specs.flatMap((t) => t.records.map((r, k) => ({ tenantId: ctx.tenantId, topicId: topicId.get(t.names[0])!, recordId: r.id, sortOrder: k }))),
  })
}

export async function seedBookLists(ctx: ActivityContext) {
  const rnd = ctx.random(10)
  const specs = BOOK_LISTS.filter((l) => inScope(l.scope, ctx.demo.kind))
    .map((l) => ({ ...l, entries: l.entries.flatMap(([source, note]) => (ctx.bySource.has(source) ? [{ record: ctx.bySource.get(source)!, note }] : [])) }))
    .filter((l) => l.entries.length >= 6)
  const published = specs.map(() => ago(ctx, intBetween(rnd, 15, 300)))
  const lists = await ctx.tx.bookList.createManyAndReturn({
    data: specs.map((l, i) => ({
      tenantId: ctx.tenantId, name: l.name, introduction: l.introduction, category: l.category, isHot: l.hot, viewCount: l.viewCount,
      sortOrder: i, publishedAt: published[i]!, createdById: ctx.adminId, createdAt: new Date(published[i]!.getTime() - 2 * DAY_MS),
    })),
    select: { id: true, name: true },
  })
  const listId = new Map(lists.map((l) => [l.name, l.id]))
  await ctx.tx.bookListEntry.createMany({
    data: specs.flatMap((l) => l.entries.map((e, k) => ({ tenantId: ctx.tenantId, bookListId: listId.get(l.name)!, recordId: e.record.id, note: e.note, sortOrder: k }))),
  })
  // Followers roughly in step with how often a list is viewed.
  await ctx.tx.bookListFollow.createMany({
    data: specs.flatMap((l, i) => followersOf(rnd, ctx.patrons, null, Math.max(1, Math.round(l.viewCount / 90))).map((p) => ({
      tenantId: ctx.tenantId, patronId: p.id, bookListId: listId.get(l.name)!,
      createdAt: new Date(published[i]!.getTime() + rnd() * (ctx.now.getTime() - published[i]!.getTime())),
    }))),
  })
}

export async function seedDonations(ctx: ActivityContext) {
  const rnd = ctx.random(8)
  const kind = ctx.demo.kind
  const readers = shuffled(rnd, ctx.patrons.filter((p) => p.demo))
  const organisations = ORGANISATIONS[kind]
  let nextReader = 0
  // Readers give a book or two (only once they hold a card), organisations boxes of them; a few donors prefer
  // not to be named.
  const donor = (donatedAt: Date) => {
    const x = rnd()
    const reader = [...readers.slice(nextReader), ...readers.slice(0, nextReader)].find((r) => !r.validFrom || r.validFrom <= donatedAt)
    if (x < 0.5 && reader) {
      nextReader = (readers.indexOf(reader) + 1) % readers.length
      return { donatedAt, donorName: reader.name, patronId: reader.id as number | null, copies: intBetween(rnd, 1, 3) }
    }
    if (x < 0.8) return { donatedAt, donorName: pick(rnd, organisations), patronId: null, copies: intBetween(rnd, 5, 20) }
    return { donatedAt, donorName: ANONYMOUS, patronId: null, copies: intBetween(rnd, 1, 4) }
  }
  const accepted = recordsOf(ctx, DONATED_RECORDS[kind]).map((record) => ({
    ...donor(ago(ctx, 40 + rnd() * 320)), title: record.title, author: record.author, publisher: record.publisher, isbn: record.isbn,
    recordId: record.id as number | null, status: 'ACCEPTED' as const, remark: '',
  }))
  const others = OTHER_DONATIONS.filter((d) => inScope(d.scope, kind)).map((d) => ({
    // Announced gifts are recent; received ones wait a few weeks for cataloguing; declined ones are older.
    ...donor(ago(ctx, d.status === 'REGISTERED' ? rnd() * 20 : d.status === 'RECEIVED' ? 5 + rnd() * 55 : 60 + rnd() * 250)),
    title: d.title, author: d.author, publisher: d.publisher, recordId: null, status: d.status, remark: d.remark ?? '',
  }))
  await ctx.tx.donation.createMany({
    data: [...accepted, ...others].map((d) => ({ tenantId: ctx.tenantId, ...d, createdAt: d.donatedAt, updatedAt: d.donatedAt })),
  })
  const { notice, news } = NOTICES[kind]
  await ctx.tx.donationNotice.createMany({
    data: [{ ...notice, kind: 'NOTICE' as const }, ...news.map((n) => ({ ...n, kind: 'NEWS' as const }))].map(({ daysAgo, ...n }) => ({
      tenantId: ctx.tenantId, ...n, publishedAt: ago(ctx, daysAgo), createdById: ctx.adminId, createdAt: ago(ctx, daysAgo + 1),
    })),
  })
}
