import { Prisma } from '@portal/db'
import type { SearchIndexer } from '../../ports/search.port.ts'
import { toSearchDocument, type SearchDocument, type SearchSource } from '../../kernel/search-text/search-document.ts'
import { TOKENIZER_VERSION } from '../../kernel/search-text/tokenizer.ts'
import type { SqlClient } from './sql-client.ts'
import { facetValuesOf } from './facet-values.ts'
import { sampleBucket } from './sample-bucket.ts'
import { tsvectorLiteral } from './tsvector.ts'

// Fills RecordSearch from BibRecord + Item rows: one read of a batch (holdings aggregated in SQL), the
// tokenizing in the application, one multi-row INSERT … ON CONFLICT per batch.

/** Rows per statement: ~33 parameters a row stays far below PostgreSQL's 65,535 bind parameters. */
const BATCH = 500

type SourceRow = Omit<SearchSource, 'resourceType'> & { resourceType: string; suppressed: boolean }
export type LoadedSource = SearchSource & { suppressed: boolean }

const RESOURCE_TYPE: Record<string, number> = { PHYSICAL: 1, ELECTRONIC: 2, DIGITAL: 3 }

/** Records of a tenant with their holdings, as the search mapper needs them (other tenants' ids are ignored). */
export async function readSearchSources(db: SqlClient, tenantId: number, recordIds: number[]): Promise<LoadedSource[]> {
  const rows = await readSources(db, tenantId, recordIds)
  return rows.map((row) => ({ ...row, resourceType: RESOURCE_TYPE[row.resourceType] ?? 1 }))
}

async function readSources(db: SqlClient, tenantId: number, recordIds: number[]): Promise<SourceRow[]> {
  return db.$queryRaw<SourceRow[]>`
    SELECT b.id AS "recordId", b."tenantId", b."docCode", b."resourceType"::text AS "resourceType",
           b.title, b.subtitle, b."parallelTitle", b."otherTitles", b.authors, b.responsibility, b.institution,
           b.publisher, b."publishYearNum", b.isbn, b.isbns, b.issn, b."langCode", b."countryCode",
           b."clcClasses", b.discode1, b.subjects, b."coreIncludes", b.abstract, b.series, b."firstInDate",
           b.suppressed,
           coalesce(h.lib_codes, '{}') AS "libCodes", coalesce(h.location_ids, '{}') AS "locationIds",
           coalesce(h.cur_location_ids, '{}') AS "curLocationIds", coalesce(h.campus_ids, '{}') AS "campusIds",
           coalesce(h.on_shelf, false) AS "onShelf", coalesce(e.ids, '{}') AS "eCollectionIds"
    FROM "BibRecord" b
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT l."libCode") AS lib_codes,
             array_agg(DISTINCT i."locationId") AS location_ids,
             array_agg(DISTINCT coalesce(i."currentLocationId", i."locationId")) AS cur_location_ids,
             array_agg(DISTINCT i."campusId") FILTER (WHERE i."campusId" IS NOT NULL) AS campus_ids,
             bool_or(i.status = 'ON_SHELF') AS on_shelf
      FROM "Item" i JOIN "Library" l ON l.id = i."libraryId"
      WHERE i."tenantId" = b."tenantId" AND i."recordId" = b.id
    ) h ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT x."databaseId") FILTER (WHERE x."databaseId" IS NOT NULL) AS ids
      FROM "ElectronicItem" x WHERE x."tenantId" = b."tenantId" AND x."recordId" = b.id
    ) e ON true
    WHERE b."tenantId" = ${tenantId} AND b.id = ANY(${recordIds}::int[])`
}

/** A RecordSearch row as JSON (keys = column names), read by json_populate_recordset. */
function rowOf(doc: SearchDocument): Record<string, unknown> {
  const f = doc.facets
  const ints = (values: string[]) => values.map(Number)
  return {
    recordId: doc.recordId, tenantId: doc.tenantId, tokenizerVersion: doc.tokenizerVersion,
    docCode: Number(f.docCode), resourceType: Number(f.resourceType), langCode: f.langCode, countryCode: f.countryCode,
    year: doc.year, inDate: doc.inDate ? doc.inDate.toISOString().slice(0, 10) : null, onShelf: doc.onShelf,
    libCodes: f.libCode, locationIds: ints(f.locationId), curLocationIds: ints(f.curLocationId), campusIds: ints(f.campusId),
    discode1: f.discode1, clcTops: f.kindNo, subjects: f.subject, authors: f.author, publisher: f.publisher,
    coreIncludes: f.coreIncludes, eCollectionIds: ints(f.neweCollectionIds), isbns: doc.isbns, issn: doc.issn, classes: doc.classes,
    titleKeys: doc.keys.title, authorKeys: doc.keys.author, subjectKeys: doc.keys.subject, publisherKeys: doc.keys.publisher,
    institutionKeys: doc.keys.institution, titleSort: doc.titleSort,
    tsv: tsvectorLiteral(doc.weighted), titleTsv: tsvectorLiteral({ A: doc.weighted.A }), authorTsv: tsvectorLiteral({ B: doc.weighted.B }),
    sampleBucket: sampleBucket(doc.recordId), facetValues: facetValuesOf(doc), titleLength: Math.min(doc.titleLength, 32_767),
  }
}

const COLUMNS = [
  'recordId', 'tenantId', 'tokenizerVersion', 'docCode', 'resourceType', 'langCode', 'countryCode', 'year', 'inDate', 'onShelf',
  'libCodes', 'locationIds', 'curLocationIds', 'campusIds', 'discode1', 'clcTops', 'subjects', 'authors', 'publisher',
  'coreIncludes', 'eCollectionIds', 'isbns', 'issn', 'classes', 'titleKeys', 'authorKeys', 'subjectKeys', 'publisherKeys',
  'institutionKeys', 'titleSort', 'tsv', 'titleTsv', 'authorTsv', 'sampleBucket', 'facetValues', 'titleLength',
] as const
const quoted = (column: string) => `"${column}"`

// One JSON parameter per batch instead of ~35 bind parameters per row: the statement text is fixed, and
// building 17,000 parameters was most of the indexer's time in Node (the writer of BibRecord does the same).
const UPSERT_HEAD = Prisma.raw(`
INSERT INTO "RecordSearch" (${COLUMNS.map(quoted).join(', ')}, "updatedAt")
SELECT ${COLUMNS.map(quoted).join(', ')}, now() FROM json_populate_recordset(NULL::"RecordSearch", `)
const UPSERT_TAIL = Prisma.raw(`::json)
ON CONFLICT ("recordId") DO UPDATE SET
  ${COLUMNS.filter((c) => c !== 'recordId').map((c) => `${quoted(c)} = EXCLUDED.${quoted(c)}`).join(', ')}, "updatedAt" = now()`)

async function writeDocuments(db: SqlClient, docs: SearchDocument[]): Promise<void> {
  if (!docs.length) return
  await db.$executeRaw`${UPSERT_HEAD}${JSON.stringify(docs.map(rowOf))}${UPSERT_TAIL}`
}

export function createPostgresIndexer(db: SqlClient): SearchIndexer {
  const remove = async (tenantId: number, recordIds: number[]) => {
    if (!recordIds.length) return
    await db.$executeRaw`DELETE FROM "RecordSearch" WHERE "tenantId" = ${tenantId} AND "recordId" = ANY(${recordIds}::int[])`
  }

  const reindex = async (tenantId: number, recordIds: number[]) => {
    for (let start = 0; start < recordIds.length; start += BATCH) {
      const ids = [...new Set(recordIds.slice(start, start + BATCH))]
      const rows = await readSearchSources(db, tenantId, ids)
      const docs = rows.filter((row) => !row.suppressed).map(toSearchDocument)
      await writeDocuments(db, docs)
      // Records gone, suppressed or of another tenant lose their row (another tenant's never had one here).
      const kept = new Set(docs.map((d) => d.recordId))
      await remove(tenantId, ids.filter((id) => !kept.has(id)))
    }
  }

  return {
    reindex,
    remove,
    async indexedCount(tenantId) {
      const [{ n } = { n: 0 }] = await db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM "RecordSearch" WHERE "tenantId" = ${tenantId} AND "tokenizerVersion" = ${TOKENIZER_VERSION}`
      return n
    },
    async reindexAll(tenantId, onProgress) {
      const [{ total } = { total: 0 }] = await db.$queryRaw<{ total: number }[]>`
        SELECT count(*)::int AS total FROM "BibRecord" WHERE "tenantId" = ${tenantId}`
      let done = 0
      let after = 0
      for (;;) {
        const page = await db.$queryRaw<{ id: number }[]>`
          SELECT id FROM "BibRecord" WHERE "tenantId" = ${tenantId} AND id > ${after} ORDER BY id LIMIT ${BATCH}`
        if (!page.length) break
        await reindex(tenantId, page.map((r) => r.id))
        done += page.length
        after = page.at(-1)!.id
        onProgress?.(done, total)
      }
      return done
    },
  }
}
