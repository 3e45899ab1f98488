import { Prisma } from '@portal/db'
import type { TenantData } from '../../data/tenant-data.ts'
import type { HoldingInput, NormalisedRecord } from './types.ts'

// Writes batches of normalised records: one INSERT … ON CONFLICT per batch for the records and one for
// their items, inside one transaction, so a batch is stored whole or not at all. Rows whose content did
// not change are not touched (the ON CONFLICT … WHERE … IS DISTINCT FROM clause), which is what makes a
// second import of the same file report "unchanged" and leave updatedAt alone.
// The writer works on the tenant-bound data; its raw SQL, which that binding does not reach, names the tenant
// itself: every row is written with the tenant's id (never one read from the file) and every read filters by it.

type Tx = Parameters<Parameters<TenantData['$transaction']>[0]>[0]

const BIB_COLUMNS = [
  'docCode', 'docType', 'resourceType', 'title', 'subtitle', 'parallelTitle', 'otherTitles', 'authors', 'responsibility', 'institution',
  'publisher', 'publishPlace', 'publishYear', 'publishYearNum', 'edition', 'isbn', 'isbns', 'issn', 'langCode', 'countryCode',
  'clcClasses', 'discode1', 'subjects', 'abstract', 'series', 'pages', 'dimensions', 'physicalDescription', 'priceText', 'coverUrl', 'marc', 'script',
] as const

const q = (column: string) => `"${column}"`
/** The pieces of the upserts that only list columns (no values): written into the SQL as they are. */
function columnSql(table: string, columns: readonly string[]) {
  return {
    list: Prisma.raw(columns.map(q).join(', ')),
    set: Prisma.raw(columns.map((c) => `${q(c)} = EXCLUDED.${q(c)}`).join(', ')),
    changed: Prisma.raw(`(${columns.map((c) => `"${table}".${q(c)}`).join(', ')}) IS DISTINCT FROM (${columns.map((c) => `EXCLUDED.${q(c)}`).join(', ')})`),
  }
}
const BIB = columnSql('BibRecord', BIB_COLUMNS)

const ITEM_COLUMNS = ['recordId', 'libraryId', 'locationId', 'campusId', 'propNo', 'callNo', 'status'] as const
const ITEM = columnSql('Item', ITEM_COLUMNS)

/** Where items go: the tenant's libraries and locations by code, with the main library's first location as fallback. */
export type Places = {
  resolve(holding: HoldingInput): { libraryId: number; locationId: number; campusId: number | null } | null
}

export async function loadPlaces(data: TenantData | Tx): Promise<Places> {
  const libraries = await data.library.findMany({ orderBy: [{ isMain: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }] })
  const locations = await data.location.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] })
  const libraryByCode = new Map(libraries.map((l) => [l.libCode.toLowerCase(), l]))
  return {
    resolve(holding) {
      const library = libraryByCode.get(holding.libCode.toLowerCase()) ?? libraries[0]
      if (!library) return null
      const own = locations.filter((l) => l.libraryId === library.id)
      const code = holding.locationCode.toLowerCase()
      const location = (code && (own.find((l) => l.locationCode.toLowerCase() === code) ?? locations.find((l) => l.locationCode.toLowerCase() === code))) || own[0] || locations[0]
      if (!location) return null
      return { libraryId: location.libraryId, locationId: location.id, campusId: location.campusId }
    },
  }
}

export type BatchResult = {
  inserted: number
  updated: number
  unchanged: number
  changedIds: number[]
  items: { created: number; updated: number; unchanged: number; skipped: number }
}

const ITEM_STATUSES = new Set(['ON_SHELF', 'ON_LOAN', 'RESHELVING', 'IN_PROCESS', 'IN_TRANSIT', 'ON_HOLD', 'IN_BINDING', 'DAMAGED', 'MISSING', 'LOST', 'WITHDRAWN'])

/** PostgreSQL text and jsonb cannot hold NUL; drop it everywhere. */
const NUL = String.fromCharCode(0)
const toJson = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' && v.includes(NUL) ? v.split(NUL).join('') : v))

/** ElectronicItem rows the import owns (from 856 links); rows staff add have another provider and stay. */
export const LINK_PROVIDER = 'marc856'
const MAX_LINK_NAME = 500
const MAX_URL = 2_000

/** Only web and FTP addresses become links: a `javascript:` or `data:` URL in 856 $u must never reach a page. */
export function safeLinkUrl(url: string): string | null {
  const trimmed = url.trim()
  if (trimmed.length > MAX_URL) return null
  try {
    const parsed = new URL(trimmed)
    return ['http:', 'https:', 'ftp:'].includes(parsed.protocol) ? parsed.href : null
  } catch {
    return null
  }
}

/** Replaces the import-owned LINK items of the records written in this batch by their current 856 links. */
async function syncLinks(tx: Tx, tenantId: number, written: { id: number; record: NormalisedRecord }[]): Promise<void> {
  if (!written.length) return
  const recordIds = written.map((w) => w.id)
  await tx.$executeRaw`DELETE FROM "ElectronicItem" WHERE "tenantId" = ${tenantId} AND "recordId" = ANY(${recordIds}::int[]) AND provider = ${LINK_PROVIDER}`
  const links = written.flatMap(({ id, record }) =>
    record.links.flatMap((link, order) => {
      const url = safeLinkUrl(link.url)
      return url ? [{ id, url, name: link.name.slice(0, MAX_LINK_NAME), order }] : []
    }))
  if (!links.length) return
  const [ids, urls, names, orders] = [links.map((l) => l.id), links.map((l) => l.url), links.map((l) => l.name), links.map((l) => l.order)]
  await tx.$executeRaw`
    INSERT INTO "ElectronicItem" ("tenantId", "recordId", kind, name, url, provider, "sortOrder", "updatedAt")
    SELECT ${tenantId}::int, l.id, 'LINK', l.name, l.url, ${LINK_PROVIDER}, l.ord, now() FROM unnest(${ids}::int[], ${urls}::text[], ${names}::text[], ${orders}::int[]) AS l(id, url, name, ord)`
}

/**
 * Upserts one batch (records already de-duplicated by key) with its holdings, in one transaction.
 * `extraItems` are items from an --items CSV, keyed by record source id.
 */
export async function writeBatch(
  data: TenantData,
  tenantId: number,
  records: NormalisedRecord[],
  places: Places,
  extraItems: Map<string, HoldingInput[]>,
): Promise<BatchResult> {
  return data.$transaction(
    async (tx) => {
      const rows = records.map((r) => {
        const row: Record<string, unknown> = { sourceId: r.sourceId, sourceFormat: r.sourceFormat }
        for (const column of BIB_COLUMNS) row[column] = r[column]
        return row
      })
      const returned = await tx.$queryRaw<{ id: number; sourceId: string; inserted: boolean }[]>`
        INSERT INTO "BibRecord" ("tenantId", "sourceId", "sourceFormat", ${BIB.list}, "updatedAt")
        SELECT ${tenantId}::int, "sourceId", "sourceFormat", ${BIB.list}, now()
        FROM json_populate_recordset(NULL::"BibRecord", ${toJson(rows)}::json)
        ON CONFLICT ("tenantId", "sourceFormat", "sourceId") DO UPDATE SET ${BIB.set}, "updatedAt" = now()
        WHERE ${BIB.changed}
        RETURNING id, "sourceId", (xmax = 0) AS inserted`
      const inserted = returned.filter((r) => r.inserted).length
      const changedIds = new Set(returned.map((r) => r.id))
      const bySourceId = new Map(records.map((r) => [r.sourceId, r]))
      await syncLinks(tx, tenantId, returned.flatMap((r) => (bySourceId.has(r.sourceId) ? [{ id: r.id, record: bySourceId.get(r.sourceId)! }] : [])))
      const result: BatchResult = { inserted, updated: returned.length - inserted, unchanged: records.length - returned.length, changedIds: [], items: { created: 0, updated: 0, unchanged: 0, skipped: 0 } }

      const withHoldings = records.filter((r) => r.holdings.length || extraItems.has(r.sourceId))
      if (withHoldings.length) {
        const sourceIds = withHoldings.map((r) => r.sourceId)
        const idRows = await tx.$queryRaw<{ id: number; sourceId: string; sourceFormat: string }[]>`
          SELECT id, "sourceId", "sourceFormat"::text FROM "BibRecord" WHERE "tenantId" = ${tenantId} AND "sourceId" = ANY(${sourceIds}::text[])`
        const idOf = new Map(idRows.map((r) => [`${r.sourceFormat}|${r.sourceId}`, r.id]))
        const items = new Map<string, Record<string, unknown>>()
        for (const record of withHoldings) {
          const recordId = idOf.get(`${record.sourceFormat}|${record.sourceId}`)!
          for (const holding of [...record.holdings, ...(extraItems.get(record.sourceId) ?? [])]) {
            const place = places.resolve(holding)
            if (!place || !holding.barcode) {
              result.items.skipped++
              continue
            }
            const status = ITEM_STATUSES.has(holding.status) ? holding.status : 'ON_SHELF'
            items.set(holding.barcode, { barcode: holding.barcode, recordId, ...place, propNo: holding.barcode, callNo: holding.callNo, status })
          }
        }
        if (items.size) {
          const itemRows = await tx.$queryRaw<{ id: number; inserted: boolean }[]>`
            INSERT INTO "Item" ("tenantId", barcode, ${ITEM.list}, "updatedAt")
            SELECT ${tenantId}::int, barcode, ${ITEM.list}, now()
            FROM json_populate_recordset(NULL::"Item", ${toJson([...items.values()])}::json)
            ON CONFLICT ("tenantId", barcode) DO UPDATE SET ${ITEM.set}, "updatedAt" = now()
            WHERE ${ITEM.changed}
            RETURNING id, (xmax = 0) AS inserted`
          result.items.created += itemRows.filter((r) => r.inserted).length
          result.items.updated += itemRows.filter((r) => !r.inserted).length
          result.items.unchanged += items.size - itemRows.length
        }
        const recountIds = [...new Set(idRows.map((r) => r.id))]
        const recounted = await tx.$queryRaw<{ id: number }[]>`
          UPDATE "BibRecord" r SET "physicalCount" = c.total, "onShelfCount" = c.shelf, "updatedAt" = now()
          FROM (
            SELECT ids.id, count(i.id)::int AS total, (count(i.id) FILTER (WHERE i.status = 'ON_SHELF'))::int AS shelf
            FROM unnest(${recountIds}::int[]) AS ids(id) LEFT JOIN "Item" i ON i."recordId" = ids.id AND i."tenantId" = ${tenantId}
            GROUP BY ids.id
          ) c
          WHERE r.id = c.id AND r."tenantId" = ${tenantId} AND (r."physicalCount", r."onShelfCount") IS DISTINCT FROM (c.total, c.shelf)
          RETURNING r.id`
        for (const row of recounted) changedIds.add(row.id)
      }
      result.changedIds = [...changedIds]
      return result
    },
    { timeout: 120_000, maxWait: 30_000 },
  )
}

export type ClcNode = { code: string; name: string; children?: ClcNode[] }

/** Upserts a CLC tree (code, name, children) into ClassificationNode for the tenant; returns the node count. */
export async function writeClassificationTree(data: TenantData, tenantId: number, roots: ClcNode[]): Promise<{ nodes: number; distinct: number; changed: number }> {
  const rows: { scheme: string; code: string; name: string; parentCode: string | null; level: number; sortOrder: number }[] = []
  const seen = new Set<string>()
  let total = 0
  const walk = (nodes: ClcNode[], parentCode: string | null, level: number) => {
    nodes.forEach((node, index) => {
      total++
      const code = String(node.code ?? '').trim()
      if (code && !seen.has(code)) {
        seen.add(code)
        rows.push({ scheme: 'CLC', code, name: String(node.name ?? ''), parentCode, level, sortOrder: index })
      }
      if (Array.isArray(node.children)) walk(node.children, code || parentCode, level + 1)
    })
  }
  walk(roots, null, 1)
  return data.$transaction(
    async (tx) => {
      const json = JSON.stringify(rows)
      const upserted = await tx.$executeRaw`
        INSERT INTO "ClassificationNode" ("tenantId", scheme, code, name, level, "sortOrder", "updatedAt")
        SELECT ${tenantId}::int, scheme, code, name, level, "sortOrder", now()
        FROM json_to_recordset(${json}::json) AS x(scheme text, code text, name text, level int, "sortOrder" int)
        ON CONFLICT ("tenantId", scheme, code) DO UPDATE SET name = EXCLUDED.name, level = EXCLUDED.level, "sortOrder" = EXCLUDED."sortOrder", "updatedAt" = now()
        WHERE ("ClassificationNode".name, "ClassificationNode".level, "ClassificationNode"."sortOrder") IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.level, EXCLUDED."sortOrder")`
      const linked = await tx.$executeRaw`
        UPDATE "ClassificationNode" c SET "parentId" = p.id, "updatedAt" = now()
        FROM json_to_recordset(${json}::json) AS x(code text, "parentCode" text)
        LEFT JOIN "ClassificationNode" p ON p."tenantId" = ${tenantId} AND p.scheme = 'CLC' AND p.code = x."parentCode"
        WHERE c."tenantId" = ${tenantId} AND c.scheme = 'CLC' AND c.code = x.code AND c."parentId" IS DISTINCT FROM p.id`
      return { nodes: total, distinct: rows.length, changed: upserted + linked }
    },
    { timeout: 120_000 },
  )
}
