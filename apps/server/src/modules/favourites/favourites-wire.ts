import type { FavouriteRecordPage, FavouriteRecordView, FolderView, ListSummary } from '@portal/contracts'

// The LibStar wire of favourites and book lists. The contract passes these answers through without naming their
// keys (§3.8), so the keys follow LibStar's own vocabulary elsewhere: `favoritesId` is a folder, `recordId` a
// record, `numFound` a total, times as `createTime`; the typed names sit beside them for newer clients.

export const folderToWire = (f: FolderView) => ({
  favoritesId: f.folderId, favoritesName: f.name, name: f.name, introduction: f.introduction, coverUrl: f.coverUrl, pic: f.coverUrl,
  isPublic: f.isPublic ? 1 : 0, isDefault: f.isDefault ? 1 : 0, shareTime: f.sharedAt, recordNum: f.recordCount, followNum: f.followCount,
  createTime: f.createdAt,
})

const recordToWire = (r: FavouriteRecordView) => ({
  id: r.favouriteId, favoritesId: r.folderId, favoritesName: r.folderName, recordId: r.recordId, title: r.title, author: r.author,
  publisher: r.publisher, publishYear: r.publishYear, docName: r.docType, pic: r.coverUrl, createTime: r.addedAt,
})

export const recordPageToWire = (page: FavouriteRecordPage) => ({ numFound: page.total, total: page.total, list: page.records.map(recordToWire) })

export const listToWire = (l: ListSummary) => ({
  // type 0: a reader's published folder, 1: the library's public book list (getMyFavBookListPage's `type`).
  type: l.kind === 'folder' ? 0 : 1, id: l.id, ...(l.kind === 'folder' ? { favoritesId: l.id } : { bookListId: l.id }),
  name: l.name, introduction: l.introduction, coverUrl: l.coverUrl, userName: l.ownerName,
  recordNum: l.recordCount, followNum: l.followCount, createTime: l.followedAt,
})

export const listPageToWire = (page: { total: number; lists: ListSummary[] }) => ({ numFound: page.total, total: page.total, list: page.lists.map(listToWire) })
