import { parseStoredFindConfig } from '@portal/contracts'
import type { Prisma } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import { localizedName } from '../../kernel/localized-name.ts'
import { daysAgo } from './windows.ts'

/** Databases listed within this many days are "new" (the home page's new collections and the new-e flag). */
const NEW_COLLECTION_DAYS = 90

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '')

/** A database in the e-collection shape: `recordId`/`collectionName` as the `collections` dictionary has them. */
// `Database` of @portal/db names the connection, not this model.
type DatabaseRow = Prisma.DatabaseGetPayload<object>

function presentCollection(db: DatabaseRow, ctx: Pick<TenantContext, 'locale'>) {
  return {
    recordId: db.id,
    collectionName: localizedName(db, ctx.locale),
    name: db.name,
    englishName: db.englishName,
    status: db.status,
    langCode: db.langCode,
    dataTypes: db.dataTypes,
    manufacturer: db.manufacturer,
    description: db.description,
    url: db.url,
    coverUrl: db.coverUrl,
    visitCount: db.visitCount,
    listedAt: day(db.listedAt),
    trialStart: day(db.trialStart),
    trialEnd: day(db.trialEnd),
  }
}

/** `POST /find/index/getHotCollection`: the databases visited most. */
export async function hotCollections(ctx: Pick<TenantContext, 'data' | 'locale'>, input: { rows: number }) {
  const rows = await ctx.data.database.findMany({
    where: { active: true },
    orderBy: [{ visitCount: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }],
    take: input.rows,
  })
  return rows.map((db) => presentCollection(db, ctx))
}

/** `POST /find/index/getNewCollection` (and newEle/eCollection): databases listed in the last three months, newest first. */
export async function newCollections(ctx: Pick<TenantContext, 'data' | 'locale'>, input: { rows: number }) {
  const rows = await ctx.data.database.findMany({
    where: { active: true, listedAt: { gte: daysAgo(NEW_COLLECTION_DAYS) } },
    orderBy: [{ listedAt: 'desc' }, { id: 'asc' }],
    take: input.rows,
  })
  return rows.map((db) => presentCollection(db, ctx))
}

/** `POST /find/index/getTryCollection` (and newEle/eCollection): databases on trial today, the trial ending soonest first. */
export async function trialCollections(ctx: Pick<TenantContext, 'data' | 'locale'>, input: { rows: number }) {
  const today = new Date(new Date().toISOString().slice(0, 10))
  const rows = await ctx.data.database.findMany({
    where: {
      active: true, status: 'TRIAL',
      OR: [{ trialStart: null }, { trialStart: { lte: today } }],
      AND: [{ OR: [{ trialEnd: null }, { trialEnd: { gte: today } }] }],
    },
    orderBy: [{ trialEnd: 'asc' }, { id: 'asc' }],
    take: input.rows,
  })
  return rows.map((db) => presentCollection(db, ctx))
}

/** `GET /find/ePortfolio/getNewEleFlag`: whether there are new e-resources to point at (a "new" badge). */
export async function hasNewElectronicResources(ctx: Pick<TenantContext, 'data'>): Promise<boolean> {
  return (await ctx.data.database.count({ where: { active: true, listedAt: { gte: daysAgo(NEW_COLLECTION_DAYS) } } })) > 0
}

const STATUS_CODES = { '1': 'TRIAL', '2': 'PURCHASED', '3': 'FORMAL', '4': 'FREE_OR_OPEN' } as const

/**
 * `POST /find/eCollection/navigation`: the e-collection navigation, paged: every active database by
 * name (any of its names), language and status (1 trial, 2 purchased, 3 formal, 4 free or open).
 */
export async function eCollectionNavigation(
  ctx: Pick<TenantContext, 'data' | 'locale'>,
  input: { page: number; rows: number; searchContent?: string; langCode?: string; status?: string },
) {
  const term = input.searchContent?.trim()
  const status = input.status ? STATUS_CODES[input.status as keyof typeof STATUS_CODES] : undefined
  const where: Prisma.DatabaseWhereInput = {
    active: true,
    ...(input.langCode ? { langCode: input.langCode } : {}),
    ...(status ? { status } : {}),
    ...(term ? { OR: (['name', 'englishName', 'complexName', 'commonName', 'formerName'] as const).map((f) => ({ [f]: { contains: term, mode: 'insensitive' as const } })) } : {}),
  }
  const [total, rows] = await Promise.all([
    ctx.data.database.count({ where }),
    ctx.data.database.findMany({ where, orderBy: [{ sortOrder: 'asc' }, { visitCount: 'desc' }, { id: 'asc' }], skip: (input.page - 1) * input.rows, take: input.rows }),
  ])
  return { total, list: rows.map((db) => presentCollection(db, ctx)) }
}

/** `GET /find/homePage/showChaoXingFind`: whether the home page offers the library's external discovery service, and where. */
export async function externalFind(ctx: Pick<TenantContext, 'tenant'>) {
  const { chaoXingFindUrl } = parseStoredFindConfig((await ctx.tenant()).config)
  return { show: chaoXingFindUrl ? '1' : '0', url: chaoXingFindUrl }
}
