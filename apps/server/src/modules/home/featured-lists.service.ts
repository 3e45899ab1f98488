import type { TenantContext } from '../../data/request-scope.ts'
import { recordCover } from '../catalogue/index.ts'
import { localizedName } from '../../kernel/localized-name.ts'
import { maskName } from '../../kernel/mask-name.ts'

/** What the featured lists read: the tenant's rows, its group code (for drawn covers), the cover port and the language. */
type FeaturedCall = Pick<TenantContext, 'data' | 'locale' | 'ports' | 'tenant'>

/** How many covers a list's tile shows. */
const COVERS_PER_LIST = 4
const COVER_RECORD = { select: { id: true, isbn: true, title: true, authors: true, coverUrl: true } } as const

type CoverRecord = { id: number; isbn: string; title: string; authors: string[]; coverUrl: string }
const covers = (ctx: Pick<TenantContext, 'ports'>, groupCode: string, entries: { record: CoverRecord }[]) =>
  entries.map((e) => ({ recordId: e.record.id, title: e.record.title, imgUrl: recordCover(ctx, groupCode, e.record) }))

/** `/find/bookTopic/indexHotTopic`: the published topics staff marked for the home page, with a few covers each. */
export async function hotTopics(ctx: FeaturedCall, input: { rows: number }) {
  const tenant = await ctx.tenant()
  const topics = await ctx.data.bookTopic.findMany({
    where: { isHot: true, publishedAt: { not: null } },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    take: input.rows,
    include: {
      _count: { select: { entries: true } },
      entries: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }], take: COVERS_PER_LIST, include: { record: COVER_RECORD } },
    },
  })
  return topics.map((t) => ({
    topicId: t.id,
    topicName: localizedName(t, ctx.locale),
    description: t.description,
    coverUrl: t.coverUrl,
    subjectClass: t.subjectClass,
    recordCount: t._count.entries,
    books: covers(ctx, tenant.groupCode, t.entries),
  }))
}

/** `/find/bookList/indexHotBookList`: the published book lists staff marked for the home page, most viewed first. */
export async function hotBookLists(ctx: FeaturedCall, input: { rows: number }) {
  const tenant = await ctx.tenant()
  const lists = await ctx.data.bookList.findMany({
    where: { isHot: true, publishedAt: { not: null } },
    orderBy: [{ sortOrder: 'asc' }, { viewCount: 'desc' }, { id: 'asc' }],
    take: input.rows,
    include: {
      _count: { select: { entries: true, followers: true } },
      entries: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }], take: COVERS_PER_LIST, include: { record: COVER_RECORD } },
    },
  })
  return lists.map((l) => ({
    bookListId: l.id,
    name: l.name,
    introduction: l.introduction,
    coverUrl: l.coverUrl,
    category: l.category,
    viewCount: l.viewCount,
    followCount: l._count.followers,
    recordCount: l._count.entries,
    books: covers(ctx, tenant.groupCode, l.entries),
  }))
}

/** `POST /find/favorites/topShare`: readers' shared public folders, most followed first. */
export async function topSharedFolders(ctx: FeaturedCall, input: { rows: number }) {
  const tenant = await ctx.tenant()
  const folders = await ctx.data.favouriteFolder.findMany({
    where: { isPublic: true, sharedAt: { not: null }, patron: { deletedAt: null }, favourites: { some: {} } },
    orderBy: [{ followers: { _count: 'desc' } }, { favourites: { _count: 'desc' } }, { id: 'asc' }],
    take: input.rows,
    include: {
      patron: { select: { name: true } },
      _count: { select: { favourites: true, followers: true } },
      favourites: { orderBy: { createdAt: 'desc' }, take: COVERS_PER_LIST, include: { record: COVER_RECORD } },
    },
  })
  return folders.map((f) => ({
    folderId: f.id,
    name: f.name,
    introduction: f.introduction,
    ownerName: maskName(f.patron.name),
    recordCount: f._count.favourites,
    followCount: f._count.followers,
    sharedAt: f.sharedAt!.toISOString().slice(0, 10),
    books: covers(ctx, tenant.groupCode, f.favourites),
  }))
}
