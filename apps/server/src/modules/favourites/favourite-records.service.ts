import type { FavouriteRecordPage, FavouriteRecordsQuery, FavouriteRecordView } from '@portal/contracts'
import type { BibRecord, Prisma } from '@portal/db'
import { translate } from '@portal/i18n'
import type { PatronContext, TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { recordCover, visibleRecord } from '../catalogue/index.ts'
import { defaultFolder, ownFolder, withFolderLock, type FolderCall } from './folders.service.ts'

// The records in a patron's folders: add (favorites/… record/addmyfav), move (favorites/change), remove
// (favorites/cancel), list a folder's records (favorites/recordList) and "which of these records do I keep"
// (user/searchFavList, the filled favourite button of results and record pages).

type RecordsCall = FolderCall & Pick<PatronContext, 'data' | 'ports' | 'locale'>

export const RECORD_FIELDS = {
  select: { id: true, title: true, authors: true, responsibility: true, publisher: true, publishYear: true, docType: true, isbn: true, coverUrl: true },
} as const
type ListedRecord = Pick<BibRecord, 'id' | 'title' | 'authors' | 'responsibility' | 'publisher' | 'publishYear' | 'docType' | 'isbn' | 'coverUrl'>

/** A record as favourites lists show it (without its folder). */
export function presentListedRecord(ctx: Pick<TenantContext, 'ports'>, groupCode: string, record: ListedRecord) {
  return {
    recordId: record.id, title: record.title, author: record.authors.join('; ') || record.responsibility,
    publisher: record.publisher, publishYear: record.publishYear, docType: record.docType,
    coverUrl: recordCover(ctx, groupCode, record), addedAt: '',
  }
}

/** Adds a record to a folder of the patron (to the default one, created on first need, when none is named). */
export async function addFavourite(ctx: RecordsCall, input: { recordId: number; folderId: number | null }): Promise<{ recordId: number; folderId: number }> {
  const record = await visibleRecord(ctx, input.recordId)
  const defaultName = translate(ctx.locale, 'favourites', 'defaultFolderName')
  return withFolderLock(ctx, async (tx) => {
    const folder = input.folderId === null ? await defaultFolder(tx, { tenantId: record.tenantId, patronId: ctx.patronId }, defaultName) : await ownFolder(tx, input.folderId)
    const present = await tx.favourite.findFirst({ where: { folderId: folder.id, recordId: record.id }, select: { id: true } })
    if (present) throw new AppError('FAVOURITE_ALREADY_ADDED')
    await tx.favourite.create({ data: { tenantId: record.tenantId, patronId: ctx.patronId, folderId: folder.id, recordId: record.id } })
    return { recordId: record.id, folderId: folder.id }
  })
}

/**
 * `POST /find/favorites/change`: moves records into another folder of the patron. A record already in the target
 * folder just leaves the source; records the patron does not keep are NOT_FOUND, and nothing moves then.
 */
export async function moveFavourites(ctx: FolderCall, input: { recordIds: number[]; fromFolderId: number | null; toFolderId: number }): Promise<{ moved: number }> {
  return withFolderLock(ctx, async (tx) => {
    const target = await ownFolder(tx, input.toFolderId)
    if (input.fromFolderId !== null) await ownFolder(tx, input.fromFolderId)
    if (input.fromFolderId === target.id) throw new AppError('FAVOURITE_SAME_FOLDER')
    const recordIds = [...new Set(input.recordIds)]
    const sources = await tx.favourite.findMany({
      where: { recordId: { in: recordIds }, folderId: input.fromFolderId ?? { not: target.id } },
      select: { id: true, recordId: true },
    })
    const inTarget = new Set((await tx.favourite.findMany({ where: { folderId: target.id, recordId: { in: recordIds } }, select: { recordId: true } })).map((f) => f.recordId))
    const found = new Set(sources.map((s) => s.recordId))
    if (recordIds.some((id) => !found.has(id))) {
      if (recordIds.every((id) => inTarget.has(id))) throw new AppError('FAVOURITE_SAME_FOLDER')
      throw new AppError('NOT_FOUND', { field: 'recordIds' })
    }
    await tx.favourite.deleteMany({ where: { id: { in: sources.map((s) => s.id) } } })
    const tenant = await ctx.tenant()
    await tx.favourite.createMany({ data: recordIds.filter((id) => !inTarget.has(id)).map((recordId) => ({ tenantId: tenant.id, patronId: ctx.patronId, folderId: target.id, recordId })) })
    return { moved: recordIds.length }
  })
}

/** `POST /find/favorites/cancel`: removes records from one folder of the patron, or from all of them. */
export async function removeFavourites(ctx: FolderCall, input: { recordIds: number[]; folderId: number | null }): Promise<{ removed: number }> {
  return withFolderLock(ctx, async (tx) => {
    if (input.folderId !== null) await ownFolder(tx, input.folderId)
    const where: Prisma.FavouriteWhereInput = { recordId: { in: input.recordIds }, ...(input.folderId !== null ? { folderId: input.folderId } : {}) }
    const removed = await tx.favourite.deleteMany({ where })
    if (removed.count === 0) throw new AppError('NOT_FOUND', { field: 'recordIds' })
    return { removed: removed.count }
  })
}

/** `POST /find/favorites/recordList`: the records of one folder (or of all), newest first, searched by title. */
export async function favouriteRecords(ctx: RecordsCall, input: FavouriteRecordsQuery): Promise<FavouriteRecordPage> {
  if (input.folderId !== null && !(await ctx.mine.favouriteFolder.findFirst({ where: { id: input.folderId }, select: { id: true } })))
    throw new AppError('NOT_FOUND', { field: 'favoritesId' })
  const title = input.title.trim()
  const where: Prisma.FavouriteWhereInput = {
    ...(input.folderId !== null ? { folderId: input.folderId } : {}),
    ...(title ? { record: { title: { contains: title, mode: 'insensitive' } } } : {}),
  }
  const [total, rows, tenant] = await Promise.all([
    ctx.mine.favourite.count({ where }),
    ctx.mine.favourite.findMany({
      where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (input.page - 1) * input.rows, take: input.rows,
      include: { record: RECORD_FIELDS, folder: { select: { name: true } } },
    }),
    ctx.tenant(),
  ])
  const records: FavouriteRecordView[] = rows.map((row) => ({
    ...presentListedRecord(ctx, tenant.groupCode, row.record),
    favouriteId: row.id, folderId: row.folderId, folderName: row.folder.name, addedAt: row.createdAt.toISOString(),
  }))
  return { total, records }
}

/** `/find/user/searchFavList`: which of the records the patron keeps, and in which folders. */
export async function favouriteStatus(ctx: Pick<PatronContext, 'mine'>, input: { recordIds: number[] }) {
  if (!input.recordIds.length) return []
  const rows = await ctx.mine.favourite.findMany({ where: { recordId: { in: input.recordIds } }, select: { recordId: true, folderId: true }, orderBy: { id: 'asc' } })
  const byRecord = new Map<number, number[]>()
  for (const row of rows) byRecord.set(row.recordId, [...(byRecord.get(row.recordId) ?? []), row.folderId])
  return [...byRecord].map(([recordId, folderIds]) => ({ recordId, folderIds }))
}
