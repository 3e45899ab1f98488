import {
  FOLDER_INTRODUCTION_MAX, FOLDER_NAME_MAX, MAX_FOLDERS, listPath,
  type FolderCreate, type FolderEdit, type FolderView,
} from '@portal/contracts'
import { Prisma, type FavouriteFolder } from '@portal/db'
import type { PatronContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { checkedText } from '../../kernel/checked-text.ts'
import { isOwnPatronImage } from '../patron-images/index.ts'

// A patron's favourites folders (favorites/list, add, edit, del, share). Every change of a patron's folders runs
// in one transaction that first locks the patron's own row (SELECT … FOR UPDATE): so
// "set default", "create the default on first need" and the name check cannot interleave, and the partial unique
// index (one isDefault per patron) is the database's last word should anything slip past — its violation answers
// FAVOURITE_BUSY rather than leaving zero or two defaults.

export type FolderCall = Pick<PatronContext, 'mine' | 'patronId' | 'tenant'>
type Tx = Parameters<Parameters<PatronContext['mine']['$transaction']>[0]>[0]

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

/** Runs `work` holding the lock of the patron's folders; a unique violation (a default raced in) answers FAVOURITE_BUSY. */
export async function withFolderLock<T>(ctx: FolderCall, work: (tx: Tx) => Promise<T>): Promise<T> {
  const tenant = await ctx.tenant()
  try {
    return await ctx.mine.$transaction(async (tx) => {
      // The patron's own row is the lock of their folders (as addresses do): one writer of defaults at a time.
      await tx.$queryRaw`SELECT id FROM "Patron" WHERE id = ${ctx.patronId} AND "tenantId" = ${tenant.id} FOR UPDATE`
      return work(tx)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('FAVOURITE_BUSY', {}, { cause: error })
    throw error
  }
}

type FolderRow = FavouriteFolder & { _count: { favourites: number; followers: number } }
const COUNTS = { _count: { select: { favourites: true, followers: true } } } as const

export function presentFolder(folder: FolderRow): FolderView {
  return {
    folderId: folder.id, name: folder.name, introduction: folder.introduction, coverUrl: folder.coverUrl,
    isPublic: folder.isPublic, isDefault: folder.isDefault, sharedAt: folder.sharedAt?.toISOString() ?? null,
    recordCount: folder._count.favourites, followCount: folder._count.followers, createdAt: folder.createdAt.toISOString(),
  }
}

/** One of the patron's folders inside a locked transaction; another patron's id is NOT_FOUND. */
export async function ownFolder(tx: Tx, folderId: number): Promise<FavouriteFolder> {
  const folder = await tx.favouriteFolder.findFirst({ where: { id: folderId } })
  if (!folder) throw new AppError('NOT_FOUND', { field: 'folderId' })
  return folder
}

/** The patron's default folder, created (named after `defaultName`) when they have none yet. */
export async function defaultFolder(tx: Tx, owner: { tenantId: number; patronId: number }, defaultName: string): Promise<FavouriteFolder> {
  const existing = await tx.favouriteFolder.findFirst({ where: { isDefault: true } })
  if (existing) return existing
  return tx.favouriteFolder.create({ data: { ...owner, name: defaultName, isDefault: true, sortOrder: -1 } })
}

/** Makes `folderId` the only default: the old default is cleared in the same transaction, before the new one is set. */
async function makeDefault(tx: Tx, folderId: number) {
  await tx.favouriteFolder.updateMany({ where: { isDefault: true, id: { not: folderId } }, data: { isDefault: false } })
  await tx.favouriteFolder.update({ where: { id: folderId }, data: { isDefault: true } })
}

const folderName = (value: string) => checkedText(value, 'name', { max: FOLDER_NAME_MAX, required: true })
const folderIntroduction = (value: string) => checkedText(value, 'introduction', { max: FOLDER_INTRODUCTION_MAX, required: false })

async function checkedCover(ctx: FolderCall, url: string) {
  const cover = url.trim()
  if (!(await isOwnPatronImage(ctx, 'cover', cover))) throw new AppError('FAVOURITE_COVER_NOT_UPLOADED', { field: 'coverUrl' })
  return cover
}

async function nameFree(tx: Tx, name: string, except: number | null) {
  const clash = await tx.favouriteFolder.findFirst({ where: { name, ...(except ? { id: { not: except } } : {}) }, select: { id: true } })
  if (clash) throw new AppError('FAVOURITE_FOLDER_NAME_TAKEN', { field: 'name' })
}

/** `GET /find/favorites/list`: the patron's folders, the default first, each with its record and follower counts. */
export async function listFolders(ctx: Pick<PatronContext, 'mine'>): Promise<FolderView[]> {
  const folders = await ctx.mine.favouriteFolder.findMany({ orderBy: [{ isDefault: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }], include: COUNTS })
  return folders.map(presentFolder)
}

/** `POST /find/favorites/add`: a new folder; the patron's first folder becomes the default. */
export async function createFolder(ctx: FolderCall, input: FolderCreate): Promise<FolderView> {
  const name = folderName(input.name)
  const introduction = folderIntroduction(input.introduction)
  const coverUrl = await checkedCover(ctx, input.coverUrl)
  const tenant = await ctx.tenant()
  const id = await withFolderLock(ctx, async (tx) => {
    const count = await tx.favouriteFolder.count()
    if (count >= MAX_FOLDERS) throw new AppError('FAVOURITE_FOLDER_LIMIT', { params: { max: MAX_FOLDERS } })
    await nameFree(tx, name, null)
    const folder = await tx.favouriteFolder.create({ data: { tenantId: tenant.id, patronId: ctx.patronId, name, introduction, coverUrl, isPublic: input.isPublic, sortOrder: count } })
    if (input.isDefault || count === 0) await makeDefault(tx, folder.id)
    return folder.id
  })
  return presentFolder(await ctx.mine.favouriteFolder.findFirstOrThrow({ where: { id }, include: COUNTS }))
}

/** `POST /find/favorites/edit`: changes the fields given; `isDefault: true` makes it the one default. */
export async function editFolder(ctx: FolderCall, input: FolderEdit): Promise<FolderView> {
  const name = input.name === undefined ? undefined : folderName(input.name)
  const introduction = input.introduction === undefined ? undefined : folderIntroduction(input.introduction)
  const coverUrl = input.coverUrl === undefined ? undefined : await checkedCover(ctx, input.coverUrl)
  await withFolderLock(ctx, async (tx) => {
    const folder = await ownFolder(tx, input.folderId)
    if (input.isDefault === false && folder.isDefault) throw new AppError('FAVOURITE_DEFAULT_FOLDER_KEPT')
    if (name !== undefined && name !== folder.name) await nameFree(tx, name, folder.id)
    // A folder made private is no longer shared: its old link stops working and a later share is a new decision.
    const unshare = input.isPublic === false && folder.sharedAt !== null
    await tx.favouriteFolder.update({
      where: { id: folder.id },
      data: { name, introduction, coverUrl, isPublic: input.isPublic, ...(unshare ? { sharedAt: null } : {}) },
    })
    if (input.isDefault === true && !folder.isDefault) await makeDefault(tx, folder.id)
  })
  return presentFolder(await ctx.mine.favouriteFolder.findFirstOrThrow({ where: { id: input.folderId }, include: COUNTS }))
}

/** `POST /find/favorites/del`: deletes a folder with its records; the default folder stays until another is the default. */
export async function deleteFolder(ctx: FolderCall, input: { folderId: number }): Promise<{ folderId: number; removedRecords: number }> {
  return withFolderLock(ctx, async (tx) => {
    const folder = await ownFolder(tx, input.folderId)
    if (folder.isDefault) throw new AppError('FAVOURITE_DEFAULT_FOLDER_KEPT')
    const removed = await tx.favourite.deleteMany({ where: { folderId: folder.id } })
    await tx.favouriteFolder.delete({ where: { id: folder.id } })
    return { folderId: folder.id, removedRecords: removed.count }
  })
}

/** `POST /find/favorites/share`: marks a public folder shared and answers the page address its link names. */
export async function shareFolder(ctx: FolderCall, input: { folderId: number }): Promise<{ folderId: number; sharedAt: string; path: string }> {
  return withFolderLock(ctx, async (tx) => {
    const folder = await ownFolder(tx, input.folderId)
    if (!folder.isPublic) throw new AppError('FAVOURITE_FOLDER_PRIVATE')
    // Sharing again keeps the first date: topShare and followers see the list as it was first offered.
    const sharedAt = folder.sharedAt ?? (await tx.favouriteFolder.update({ where: { id: folder.id }, data: { sharedAt: new Date() } })).sharedAt!
    return { folderId: folder.id, sharedAt: sharedAt.toISOString(), path: listPath('folder', folder.id) }
  })
}
