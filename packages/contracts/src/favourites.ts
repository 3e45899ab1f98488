import { z } from 'zod'

// A patron's favourites (issue 16 item 1): folders of records (name, introduction, cover, public or private, one
// default), the records in them, sharing a public folder by link, and following other readers' shared folders or
// the library's book lists. The REST door renders the LibStar wire of /find/favorites/*, /find/bookList/* and
// /find/record/addmyfav from these; the tRPC procedures (favourites.*) return them as they are.

export const FOLDER_NAME_MAX = 50
export const FOLDER_INTRODUCTION_MAX = 500
/** Folders one patron may keep: a folder list is shown whole, so it stays short. */
export const MAX_FOLDERS = 100
export const MAX_FAVOURITE_ROWS = 100
/** Records one move or removal names at most. */
export const MAX_RECORDS_PER_CHANGE = 100

const id = z.number().int().min(1).max(2_147_483_647)

export const FolderSchema = z.object({
  folderId: z.number().int(),
  name: z.string(),
  introduction: z.string(),
  coverUrl: z.string(),
  isPublic: z.boolean(),
  isDefault: z.boolean(),
  /** When the owner shared it (null: not shared). A folder made private stays unshared until shared again. */
  sharedAt: z.string().nullable(),
  recordCount: z.number().int(),
  followCount: z.number().int(),
  createdAt: z.string(),
})
export type FolderView = z.infer<typeof FolderSchema>

export const FolderCreateSchema = z.object({
  name: z.string().max(10_000),
  introduction: z.string().max(10_000).default(''),
  coverUrl: z.string().max(2_000).default(''),
  isPublic: z.boolean().default(false),
  isDefault: z.boolean().default(false),
})
export type FolderCreate = z.output<typeof FolderCreateSchema>

export const FolderEditSchema = z.object({
  folderId: id,
  name: z.string().max(10_000).optional(),
  introduction: z.string().max(10_000).optional(),
  coverUrl: z.string().max(2_000).optional(),
  isPublic: z.boolean().optional(),
  /** Only `true` is meaningful: a folder stops being the default when another becomes it. */
  isDefault: z.boolean().optional(),
})
export type FolderEdit = z.output<typeof FolderEditSchema>

export const FolderIdSchema = z.object({ folderId: id })

export const AddFavouriteSchema = z.object({
  recordId: id,
  /** The folder; absent: the patron's default folder, created on first need. */
  folderId: id.nullable().default(null),
})

export const MoveFavouritesSchema = z.object({
  recordIds: z.array(id).min(1).max(MAX_RECORDS_PER_CHANGE),
  /** The folder they are in now; absent: wherever they are. */
  fromFolderId: id.nullable().default(null),
  toFolderId: id,
})

export const RemoveFavouritesSchema = z.object({
  recordIds: z.array(id).min(1).max(MAX_RECORDS_PER_CHANGE),
  /** Remove from this folder only; absent: from every folder of the patron. */
  folderId: id.nullable().default(null),
})

export const FavouriteRecordsQuerySchema = z.object({
  /** null: the records of every folder. */
  folderId: id.nullable().default(null),
  page: z.number().int().min(1).max(10_000).default(1),
  rows: z.number().int().min(1).max(MAX_FAVOURITE_ROWS).default(10),
  /** Part of the title to look for ("" none). */
  title: z.string().max(200).default(''),
})
export type FavouriteRecordsQuery = z.output<typeof FavouriteRecordsQuerySchema>

export const FavouriteRecordSchema = z.object({
  favouriteId: z.number().int(),
  folderId: z.number().int(),
  folderName: z.string(),
  recordId: z.number().int(),
  title: z.string(),
  author: z.string(),
  publisher: z.string(),
  publishYear: z.string(),
  docType: z.string(),
  coverUrl: z.string(),
  addedAt: z.string(),
})
export type FavouriteRecordView = z.infer<typeof FavouriteRecordSchema>

export const FavouriteRecordPageSchema = z.object({ total: z.number().int(), records: z.array(FavouriteRecordSchema) })
export type FavouriteRecordPage = z.infer<typeof FavouriteRecordPageSchema>

export const FavouriteStatusQuerySchema = z.object({ recordIds: z.array(id).max(MAX_FAVOURITE_ROWS) })
/** Which of the asked records the patron keeps, and in which folders. */
export const FavouriteStatusSchema = z.array(z.object({ recordId: z.number().int(), folderIds: z.array(z.number().int()) }))

export const ShareResultSchema = z.object({ folderId: z.number().int(), sharedAt: z.string(), path: z.string() })

/** A followed or followable list: a reader's shared folder (`folder`) or a library book list (`bookList`). */
export const LIST_KINDS = ['folder', 'bookList'] as const
export type ListKind = (typeof LIST_KINDS)[number]
export const ListRefSchema = z.object({ kind: z.enum(LIST_KINDS), id })

export const FollowedListsQuerySchema = z.object({
  /** null: both kinds. */
  kind: z.enum(LIST_KINDS).nullable().default(null),
  page: z.number().int().min(1).max(10_000).default(1),
  rows: z.number().int().min(1).max(MAX_FAVOURITE_ROWS).default(10),
})

export const ListSummarySchema = z.object({
  kind: z.enum(LIST_KINDS),
  id: z.number().int(),
  name: z.string(),
  introduction: z.string(),
  coverUrl: z.string(),
  /** The reader who published a folder, masked as public pages show readers; "" for the library's lists. */
  ownerName: z.string(),
  recordCount: z.number().int(),
  followCount: z.number().int(),
  /** When the patron followed it; null where the patron does not follow it. */
  followedAt: z.string().nullable(),
})
export type ListSummary = z.infer<typeof ListSummarySchema>
export const ListSummaryPageSchema = z.object({ total: z.number().int(), lists: z.array(ListSummarySchema) })

export const ListDetailQuerySchema = ListRefSchema.extend({
  page: z.number().int().min(1).max(10_000).default(1),
  rows: z.number().int().min(1).max(MAX_FAVOURITE_ROWS).default(10),
})

export const ListDetailSchema = ListSummarySchema.extend({
  isOwner: z.boolean(),
  isPublic: z.boolean(),
  sharedAt: z.string().nullable(),
  total: z.number().int(),
  records: z.array(FavouriteRecordSchema.omit({ favouriteId: true, folderId: true, folderName: true })),
})
export type ListDetail = z.infer<typeof ListDetailSchema>

/** The address of a folder's or a book list's page, which a share link names. */
export const listPath = (kind: ListKind, listId: number) =>
  kind === 'folder' ? `/personalCenter/bookListDetails?folderId=${listId}` : `/personalCenter/bookListDetails?id=${listId}`
