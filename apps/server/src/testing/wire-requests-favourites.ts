import { CITY, EN, get, post, UNKNOWN_ID, type WireContext, type WireRequest } from './wire-requests-kit.ts'

// The recorded wire of favourites and book lists (contract §3.8, issue 16): reader's folders and their records in
// the contract's recordList body, book lists followed by type, then reader creating, editing, sharing and deleting
// a folder, adding, moving and removing a record, scholar following reader's shared folder; bad input and other
// patrons' ids throughout.

// They run after the sessions of the table were ended (accountClosing): each call brings a session of its own.
const reader = { patron: 'reader', fresh: true } as const
const scholar = { patron: 'scholar', fresh: true } as const
const citizen = { patron: 'citizen', fresh: true } as const

type WireFolder = { favoritesId: number; name: string; isDefault: number; isPublic: number }
const foldersOf = (ctx: WireContext, name: string) => ((ctx.answer(name).body as { data?: WireFolder[] }).data ?? [])
/** reader's folder made by `favourites.folder-add`. */
const newFolder = (ctx: WireContext) => (ctx.answer('favourites.folder-add').body as { data?: { favoritesId?: number } }).data?.favoritesId ?? UNKNOWN_ID
/** reader's seeded default folder and shared folder. */
const defaultFolder = (ctx: WireContext) => foldersOf(ctx, 'favourites.folders').find((f) => f.isDefault === 1)?.favoritesId ?? UNKNOWN_ID
const sharedFolder = (ctx: WireContext) => foldersOf(ctx, 'favourites.folders').find((f) => f.isPublic === 1)?.favoritesId ?? UNKNOWN_ID
/** citizen's (city library) folder: another tenant's id. */
const cityFolder = (ctx: WireContext) => foldersOf(ctx, 'favourites.folders-city')[0]?.favoritesId ?? UNKNOWN_ID
const record = (ctx: WireContext) => ctx.ids.record('demo-zh-0001')

export const favouritesReads: WireRequest[] = [
  get('favourites.folders', '/find/favorites/list', undefined, { as: reader }),
  get('favourites.folders-city', '/find/favorites/list', undefined, { as: citizen, group: CITY }),
  post('favourites.folders-error-anonymous', '/find/favorites/list', () => ({})),
  post('favourites.records-all', '/find/favorites/recordList', () => ({ favoritesId: '', page: 1, rows: 10, searchField: 'title', searchFieldContent: '' }), { as: reader }),
  post('favourites.records-shared', '/find/favorites/recordList', (ctx) => ({ favoritesId: String(sharedFolder(ctx)), page: '1', rows: '5', searchField: 'title', searchFieldContent: '' }), { as: reader }),
  post('favourites.records-search', '/find/favorites/recordList', () => ({ favoritesId: '', page: 1, rows: 10, searchField: 'title', searchFieldContent: '操作系统' }), { as: reader }),
  post('favourites.records-error-other-tenant', '/find/favorites/recordList', (ctx) => ({ favoritesId: cityFolder(ctx), page: 1, rows: 10 }), { as: reader, headers: EN }),
  post('favourites.records-error-rows', '/find/favorites/recordList', () => ({ favoritesId: '', page: 1, rows: 'many' }), { as: reader, headers: EN }),
  post('favourites.status', '/find/user/searchFavList', (ctx) => ({ recordIds: [record(ctx), UNKNOWN_ID] }), { as: reader }),
  get('favourites.status-get', '/find/user/searchFavList', (ctx) => ({ recordId: record(ctx) }), { as: reader }),
  get('favourites.followed', '/find/bookList/getMyFavBookList', undefined, { as: reader }),
  post('favourites.followed-post', '/find/bookList/getMyFavBookList', () => ({ page: 1, rows: 5 }), { as: reader }),
  post('favourites.followed-readers', '/find/bookList/getMyFavBookListPage', () => ({ page: 1, rows: 10, type: 0 }), { as: reader }),
  post('favourites.followed-library', '/find/bookList/getMyFavBookListPage', () => ({ page: '1', rows: '10', type: '1' }), { as: reader }),
  post('favourites.followed-error-type', '/find/bookList/getMyFavBookListPage', () => ({ page: 1, rows: 10, type: 5 }), { as: reader, headers: EN }),
]

export const favouritesWrites: WireRequest[] = [
  post('favourites.folder-add', '/find/favorites/add', () => ({ name: '  Wire folder  ', introduction: 'Made by the wire test', isPublic: '1' }), { as: reader }),
  post('favourites.folder-add-error-name-taken', '/find/favorites/add', () => ({ name: 'Wire folder' }), { as: reader, headers: EN }),
  post('favourites.folder-add-error-empty', '/find/favorites/add', () => ({ name: '   ' }), { as: reader }),
  post('favourites.folder-add-error-long', '/find/favorites/add', () => ({ name: 'x'.repeat(10_240) }), { as: reader, headers: EN }),
  post('favourites.folder-add-error-cover', '/find/favorites/add', () => ({ name: 'Cover elsewhere', coverUrl: 'https://example.org/cover.jpg' }), { as: reader, headers: EN }),
  post('favourites.folder-edit', '/find/favorites/edit', (ctx) => ({ favoritesId: newFolder(ctx), introduction: '<b>bold</b> and \'; DROP TABLE "FavouriteFolder"; --' }), { as: reader }),
  post('favourites.folder-edit-error-other-tenant', '/find/favorites/edit', (ctx) => ({ favoritesId: cityFolder(ctx), name: 'taken over' }), { as: reader }),
  post('favourites.folder-edit-error-negative', '/find/favorites/edit', () => ({ favoritesId: -5, name: 'x' }), { as: reader, headers: EN }),
  post('favourites.addmyfav-default', '/find/record/addmyfav', (ctx) => ({ recordId: String(record(ctx)) }), { as: reader }),
  post('favourites.addmyfav-again', '/find/record/addmyfav', (ctx) => ({ recordId: record(ctx), favoritesId: defaultFolder(ctx) }), { as: reader, headers: EN }),
  post('favourites.addmyfav-error-unknown', '/find/record/addmyfav', () => ({ recordId: UNKNOWN_ID }), { as: reader }),
  post('favourites.change', '/find/favorites/change', (ctx) => ({ recordId: record(ctx), favoritesId: newFolder(ctx), oldFavoritesId: defaultFolder(ctx) }), { as: reader }),
  post('favourites.change-error-same', '/find/favorites/change', (ctx) => ({ recordIds: [record(ctx)], favoritesId: newFolder(ctx) }), { as: reader, headers: EN }),
  post('favourites.share', '/find/favorites/share', (ctx) => ({ favoritesId: newFolder(ctx) }), { as: reader }),
  post('favourites.follow', '/find/bookList/addFav', (ctx) => ({ favoritesId: newFolder(ctx) }), { as: scholar }),
  post('favourites.follow-error-again', '/find/bookList/addFav', (ctx) => ({ favoritesId: newFolder(ctx) }), { as: scholar, headers: EN }),
  post('favourites.follow-error-own', '/find/bookList/addFav', (ctx) => ({ favoritesId: newFolder(ctx) }), { as: reader, headers: EN }),
  post('favourites.unfollow', '/find/bookList/unFavorite', (ctx) => ({ id: newFolder(ctx), type: 0 }), { as: scholar }),
  post('favourites.cancel', '/find/favorites/cancel', (ctx) => ({ recordIds: String(record(ctx)), favoritesId: newFolder(ctx) }), { as: reader }),
  post('favourites.cancel-error-gone', '/find/favorites/cancel', (ctx) => ({ recordIds: [record(ctx)] }), { as: reader }),
  post('favourites.folder-del-error-default', '/find/favorites/del', (ctx) => ({ favoritesId: defaultFolder(ctx) }), { as: reader, headers: EN }),
  post('favourites.folder-del', '/find/favorites/del', (ctx) => ({ favoritesId: newFolder(ctx) }), { as: reader }),
]
