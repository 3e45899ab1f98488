import type { ListDetail, ListKind, ListSummary } from '@portal/contracts'
import { Prisma } from '@portal/db'
import type { PatronContext, TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { currentPatronId } from '../../kernel/guards.ts'
import { maskName } from '../../kernel/mask-name.ts'
import { presentListedRecord, RECORD_FIELDS } from './favourite-records.service.ts'

// Lists a patron follows (bookList/addFav, unFavorite, getMyFavBookList, getMyFavBookListPage) and the page of one
// list (/personalCenter/bookListDetails): another reader's folder once they made it public and shared it, or a
// book list the library published. A private or unshared folder is NOT_FOUND to everybody but its owner.

type ListRef = { kind: ListKind; id: number }

/** Folders others may see: public, shared, of a patron whose account still exists. */
const SHARED_FOLDER = { isPublic: true, sharedAt: { not: null }, patron: { deletedAt: null } } satisfies Prisma.FavouriteFolderWhereInput
const PUBLISHED_LIST = { publishedAt: { not: null } } satisfies Prisma.BookListWhereInput
const FOLDER_SUMMARY = {
  include: { patron: { select: { name: true } }, _count: { select: { favourites: true, followers: true } } },
} as const
const LIST_SUMMARY = { include: { _count: { select: { entries: true, followers: true } } } } as const

type FolderSummaryRow = Prisma.FavouriteFolderGetPayload<typeof FOLDER_SUMMARY>
type ListSummaryRow = Prisma.BookListGetPayload<typeof LIST_SUMMARY>

const folderSummary = (f: FolderSummaryRow, followedAt: Date | null): ListSummary => ({
  kind: 'folder', id: f.id, name: f.name, introduction: f.introduction, coverUrl: f.coverUrl, ownerName: maskName(f.patron.name),
  recordCount: f._count.favourites, followCount: f._count.followers, followedAt: followedAt?.toISOString() ?? null,
})
const bookListSummary = (l: ListSummaryRow, followedAt: Date | null): ListSummary => ({
  kind: 'bookList', id: l.id, name: l.name, introduction: l.introduction, coverUrl: l.coverUrl, ownerName: '',
  recordCount: l._count.entries, followCount: l._count.followers, followedAt: followedAt?.toISOString() ?? null,
})

const followWhere = (ref: ListRef) => (ref.kind === 'folder' ? { folderId: ref.id } : { bookListId: ref.id })

/** `POST /find/bookList/addFav`: follows another reader's shared folder or a published book list. */
export async function followList(ctx: Pick<PatronContext, 'data' | 'mine' | 'patronId' | 'tenant'>, ref: ListRef): Promise<ListRef> {
  if (ref.kind === 'folder') {
    const folder = await ctx.data.favouriteFolder.findFirst({ where: { id: ref.id, OR: [SHARED_FOLDER, { patronId: ctx.patronId }] }, select: { patronId: true, tenantId: true } })
    if (!folder) throw new AppError('NOT_FOUND', { field: 'folderId' })
    if (folder.patronId === ctx.patronId) throw new AppError('FAVOURITE_FOLLOW_OWN')
  } else if (!(await ctx.data.bookList.findFirst({ where: { id: ref.id, ...PUBLISHED_LIST }, select: { id: true } }))) {
    throw new AppError('NOT_FOUND', { field: 'bookListId' })
  }
  if (await ctx.mine.bookListFollow.findFirst({ where: followWhere(ref), select: { id: true } })) throw new AppError('FAVOURITE_ALREADY_FOLLOWED')
  const tenant = await ctx.tenant()
  try {
    await ctx.mine.bookListFollow.create({ data: { tenantId: tenant.id, patronId: ctx.patronId, ...followWhere(ref) } })
  } catch (error) {
    // Two follows of the same list at once: the unique index keeps one, the other says so.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError('FAVOURITE_ALREADY_FOLLOWED', {}, { cause: error })
    throw error
  }
  return ref
}

/** `POST /find/bookList/unFavorite`: stops following a list; NOT_FOUND when the patron does not follow it. */
export async function unfollowList(ctx: Pick<PatronContext, 'mine'>, ref: ListRef): Promise<ListRef> {
  const removed = await ctx.mine.bookListFollow.deleteMany({ where: followWhere(ref) })
  if (removed.count === 0) throw new AppError('NOT_FOUND', { field: ref.kind === 'folder' ? 'folderId' : 'bookListId' })
  return ref
}

/**
 * `POST /find/bookList/getMyFavBookListPage` (type 0 readers' lists, 1 the library's) and getMyFavBookList (both):
 * the lists the patron follows that are still visible, most recently followed first.
 */
export async function followedLists(ctx: Pick<PatronContext, 'mine'>, input: { kind: ListKind | null; page: number; rows: number }) {
  const visible: Prisma.BookListFollowWhereInput[] = [
    ...(input.kind !== 'bookList' ? [{ folder: SHARED_FOLDER }] : []),
    ...(input.kind !== 'folder' ? [{ bookList: PUBLISHED_LIST }] : []),
  ]
  const where: Prisma.BookListFollowWhereInput = { OR: visible }
  const [total, rows] = await Promise.all([
    ctx.mine.bookListFollow.count({ where }),
    ctx.mine.bookListFollow.findMany({
      where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (input.page - 1) * input.rows, take: input.rows,
      include: { folder: FOLDER_SUMMARY, bookList: LIST_SUMMARY },
    }),
  ])
  const lists = rows.map((row) => (row.folder ? folderSummary(row.folder, row.createdAt) : bookListSummary(row.bookList!, row.createdAt)))
  return { total, lists }
}

/** The page of one list, its records paged; the owner sees their own folder whatever its state. */
export async function listDetail(ctx: Pick<TenantContext, 'data' | 'actor' | 'ports' | 'tenant'>, input: ListRef & { page: number; rows: number }): Promise<ListDetail> {
  const me = await currentPatronId(ctx)
  const tenant = await ctx.tenant()
  const skip = (input.page - 1) * input.rows
  const following = me ? await ctx.data.bookListFollow.findFirst({ where: { patronId: me, ...followWhere(input) }, select: { createdAt: true } }) : null
  if (input.kind === 'folder') {
    const folder = await ctx.data.favouriteFolder.findFirst({ where: { id: input.id, OR: [SHARED_FOLDER, ...(me ? [{ patronId: me }] : [])] }, ...FOLDER_SUMMARY })
    if (!folder) throw new AppError('NOT_FOUND', { field: 'folderId' })
    const rows = await ctx.data.favourite.findMany({ where: { folderId: folder.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take: input.rows, include: { record: RECORD_FIELDS } })
    return {
      ...folderSummary(folder, following?.createdAt ?? null), isOwner: folder.patronId === me, isPublic: folder.isPublic,
      sharedAt: folder.sharedAt?.toISOString() ?? null, total: folder._count.favourites,
      records: rows.map((r) => ({ ...presentListedRecord(ctx, tenant.groupCode, r.record), addedAt: r.createdAt.toISOString() })),
    }
  }
  const list = await ctx.data.bookList.findFirst({ where: { id: input.id, ...PUBLISHED_LIST }, ...LIST_SUMMARY })
  if (!list) throw new AppError('NOT_FOUND', { field: 'bookListId' })
  const rows = await ctx.data.bookListEntry.findMany({ where: { bookListId: list.id }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }], skip, take: input.rows, include: { record: RECORD_FIELDS } })
  return {
    ...bookListSummary(list, following?.createdAt ?? null), isOwner: false, isPublic: true, sharedAt: list.publishedAt?.toISOString() ?? null,
    total: list._count.entries, records: rows.map((r) => ({ ...presentListedRecord(ctx, tenant.groupCode, r.record), addedAt: r.createdAt.toISOString() })),
  }
}
