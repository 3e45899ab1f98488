import { MAX_FAVOURITE_ROWS, MAX_RECORDS_PER_CHANGE, type ListKind } from '@portal/contracts'
import { z } from 'zod'
import { addFavourite, favouriteRecords, favouriteStatus, moveFavourites, removeFavourites } from '../../../modules/favourites/favourite-records.service.ts'
import { folderToWire, listPageToWire, recordPageToWire } from '../../../modules/favourites/favourites-wire.ts'
import { followedLists, followList, unfollowList } from '../../../modules/favourites/followed-lists.service.ts'
import { createFolder, deleteFolder, editFolder, listFolders, shareFolder } from '../../../modules/favourites/folders.service.ts'
import { lenientBool, lenientInt, lenientObject, lenientString, paging } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

// The LibStar doors of favourites and book lists (contract §3.8; spec §5 "Favourites"). `favoritesId` is a folder
// (FavouriteFolder.id). Text lengths are checked by the service (name ≤ 50, introduction ≤ 500, after trimming) so
// a too-long name answers the same message on both doors.

const tag = 'Favourites'
const id = lenientInt().pipe(z.number().int().min(1).max(2_147_483_647))
const optionalId = id.optional().transform((v) => v ?? null)
/** One record id, a list of them, or a comma-separated string of them. */
const recordIds = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : typeof v === 'number' ? [v] : v),
  z.array(id).min(1).max(MAX_RECORDS_PER_CHANGE),
)
const text = lenientString(20_000)

const folderFields = {
  introduction: text.optional(),
  /** The cover's address as POST /find/upload/image?purpose=cover answered it (`pic` in older clients). */
  coverUrl: lenientString(2_000).optional(),
  pic: lenientString(2_000).optional(),
  isPublic: lenientBool().optional(),
  isDefault: lenientBool().optional(),
}

/** Records named as `recordIds` (list or comma string) or `recordId`. */
const withRecords = <T extends { recordIds?: number[]; recordId?: number[] }>({ recordIds: many, recordId: one, ...rest }: T) => ({ ...rest, recordIds: many ?? one ?? [] })
const recordsGiven = (input: { recordIds: number[] }) => input.recordIds.length > 0

/**
 * The list a follow names: `bookListId` (the library's list), `favoritesId` or `folderId` (a reader's folder), or
 * `id` with `type` (0 a reader's folder, 1 the library's list, getMyFavBookListPage's codes).
 */
const listRef = lenientObject({ bookListId: id.optional(), favoritesId: id.optional(), folderId: id.optional(), id: id.optional(), type: lenientInt().pipe(z.union([z.literal(0), z.literal(1)])).optional() })
  .transform((v) => {
    if (v.bookListId) return { kind: 'bookList' as ListKind, id: v.bookListId }
    const folder = v.favoritesId ?? v.folderId
    if (folder) return { kind: 'folder' as ListKind, id: folder }
    return v.id ? { kind: (v.type === 1 ? 'bookList' : 'folder') as ListKind, id: v.id } : null
  })
  .pipe(z.object({ kind: z.enum(['folder', 'bookList']), id: z.number() }, { message: 'bookListId or favoritesId is required' }))

export const favouritesRoutes = [
  defineRoute({
    method: ['GET', 'POST'], path: '/find/favorites/list', tag, access: 'patron',
    summary: 'The signed-in patron’s favourites folders, the default first, with their record and follower counts',
    input: lenientObject({}), operation: (ctx) => listFolders(ctx), present: (folders) => folders.map(folderToWire),
  }),
  defineRoute({
    method: 'POST', path: '/find/favorites/add', tag, access: 'patron',
    summary: 'Creates a folder (name ≤ 50, introduction ≤ 500, cover from upload/image?purpose=cover, public or private); the first folder is the default',
    input: lenientObject({ name: text.optional(), favoritesName: text.optional(), ...folderFields }).transform((v) => ({
      name: v.name ?? v.favoritesName ?? '', introduction: v.introduction ?? '', coverUrl: v.coverUrl ?? v.pic ?? '',
      isPublic: v.isPublic ?? false, isDefault: v.isDefault ?? false,
    })),
    operation: (ctx, input) => createFolder(ctx, input), present: folderToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/favorites/edit', tag, access: 'patron',
    summary: 'Changes a folder’s name, introduction, cover or visibility; isDefault 1 makes it the one default (the old default is cleared at once)',
    input: lenientObject({ favoritesId: id, name: text.optional(), favoritesName: text.optional(), ...folderFields }).transform((v) => ({
      folderId: v.favoritesId, name: v.name ?? v.favoritesName, introduction: v.introduction, coverUrl: v.coverUrl ?? v.pic,
      isPublic: v.isPublic, isDefault: v.isDefault,
    })),
    operation: (ctx, input) => editFolder(ctx, input), present: folderToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/favorites/del', tag, access: 'patron',
    summary: 'Deletes a folder and the records in it; the default folder is kept until another folder is the default',
    input: lenientObject({ favoritesId: id }).transform((v) => ({ folderId: v.favoritesId })),
    operation: (ctx, input) => deleteFolder(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/favorites/change', tag, access: 'patron',
    summary: 'Moves records (recordIds or recordId) into the folder favoritesId, from oldFavoritesId or from wherever they are',
    input: lenientObject({ recordIds: recordIds.optional(), recordId: recordIds.optional(), favoritesId: id, oldFavoritesId: optionalId })
      .transform((v) => ({ ...withRecords(v), toFolderId: v.favoritesId, fromFolderId: v.oldFavoritesId }))
      .refine(recordsGiven, { message: 'recordIds is required', path: ['recordIds'] }),
    operation: (ctx, input) => moveFavourites(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/favorites/cancel', tag, access: 'patron',
    summary: 'Removes records (recordIds or recordId) from the folder favoritesId, or from every folder when it is absent',
    input: lenientObject({ recordIds: recordIds.optional(), recordId: recordIds.optional(), favoritesId: optionalId })
      .transform((v) => ({ ...withRecords(v), folderId: v.favoritesId }))
      .refine(recordsGiven, { message: 'recordIds is required', path: ['recordIds'] }),
    operation: (ctx, input) => removeFavourites(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/favorites/recordList', tag, access: 'patron',
    summary: 'The records of a folder (favoritesId "" for every folder), newest first, searched by title (searchFieldContent)',
    input: lenientObject({ ...paging(MAX_FAVOURITE_ROWS), favoritesId: optionalId, searchField: lenientString(50).optional(), searchFieldContent: lenientString(200).optional() })
      .transform((v) => ({ folderId: v.favoritesId, page: v.page, rows: v.rows, title: v.searchFieldContent ?? '' })),
    operation: (ctx, input) => favouriteRecords(ctx, input), present: recordPageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/favorites/share', tag, access: 'patron',
    summary: 'Shares a public folder: anyone with its link (shareUrl) sees it, other readers can follow it, topShare lists it',
    input: lenientObject({ favoritesId: id }).transform((v) => ({ folderId: v.favoritesId })),
    operation: (ctx, input) => shareFolder(ctx, input),
    present: (r) => ({ favoritesId: r.folderId, shareTime: r.sharedAt, shareUrl: `#${r.path}` }),
  }),
  defineRoute({
    method: 'POST', path: '/find/record/addmyfav', tag, access: 'patron',
    summary: 'Adds a record to a folder (favoritesId) or to the default folder, created on first need',
    input: lenientObject({ recordId: id, favoritesId: optionalId }).transform((v) => ({ recordId: v.recordId, folderId: v.favoritesId })),
    operation: (ctx, input) => addFavourite(ctx, input), present: (r) => ({ recordId: r.recordId, favoritesId: r.folderId }),
  }),
  defineRoute({
    method: ['GET', 'POST'], path: '/find/user/searchFavList', tag, access: 'patron',
    summary: 'Which of the records (recordIds or recordId) the patron keeps, with their folders (favoritesIds)',
    input: lenientObject({ recordIds: recordIds.optional(), recordId: recordIds.optional() }).transform((v) => withRecords(v)),
    operation: (ctx, input) => favouriteStatus(ctx, input),
    present: (rows) => rows.map((r) => ({ recordId: r.recordId, favoritesIds: r.folderIds, myFav: true })),
  }),
  defineRoute({
    method: ['GET', 'POST'], path: '/find/bookList/getMyFavBookList', tag, access: 'patron',
    summary: 'The book lists the patron follows (readers’ shared folders and the library’s lists), most recently followed first',
    input: lenientObject({ ...paging(MAX_FAVOURITE_ROWS) }),
    operation: (ctx, input) => followedLists(ctx, { ...input, kind: null }), present: (page) => listPageToWire(page).list,
  }),
  defineRoute({
    method: 'POST', path: '/find/bookList/getMyFavBookListPage', tag, access: 'patron',
    summary: 'The book lists the patron follows, paged; type 0 readers’ published folders, 1 the library’s public lists, absent both',
    input: lenientObject({ ...paging(MAX_FAVOURITE_ROWS), type: lenientInt().pipe(z.union([z.literal(0), z.literal(1)])).optional() })
      .transform((v) => ({ page: v.page, rows: v.rows, kind: v.type === undefined ? null : v.type === 0 ? ('folder' as const) : ('bookList' as const) })),
    operation: (ctx, input) => followedLists(ctx, input), present: listPageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/bookList/addFav', tag, access: 'patron',
    summary: 'Follows a book list: the library’s (bookListId) or another reader’s shared folder (favoritesId)',
    input: listRef, operation: (ctx, input) => followList(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/bookList/unFavorite', tag, access: 'patron',
    summary: 'Stops following a book list (bookListId) or a reader’s folder (favoritesId)',
    input: listRef, operation: (ctx, input) => unfollowList(ctx, input),
  }),
]
