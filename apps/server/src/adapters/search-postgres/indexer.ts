import { Prisma } from '@portal/db'
import type { SearchIndexer } from '../../ports/search.port.ts'
import { toSearchDocument, type SearchDocument, type SearchSource } from '../../modules/search/search-document.ts'
import type { SqlClient } from './sql-client.ts'
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

function rowValues(doc: SearchDocument): Prisma.Sql {
  const f = doc.facets
  const ints = (values: string[]) => values.map(Number)
  return Prisma.sql`(${doc.recordId}, ${doc.tenantId}, ${doc.tokenizerVersion}, ${Number(f.docCode)}, ${Number(f.resourceType)},
    ${f.langCode}, ${f.countryCode}, ${doc.year}, ${doc.inDate}::date, ${doc.onShelf},
    ${f.libCode}::text[], ${ints(f.locationId)}::int[], ${ints(f.curLocationId)}::int[], ${ints(f.campusId)}::int[],
    ${f.discode1}::text[], ${f.kindNo}::text[], ${f.subject}::text[], ${f.author}::text[], ${f.publisher},
    ${f.coreIncludes}::text[], ${ints(f.neweCollectionIds)}::int[], ${doc.isbns}::text[], ${doc.issn}, ${doc.classes}::text[],
    ${doc.keys.title}::text[], ${doc.keys.author}::text[], ${doc.keys.subject}::text[], ${doc.keys.publisher}::text[],
    ${doc.keys.institution}::text[], ${doc.titleSort},
    ${tsvectorLiteral(doc.weighted)}::tsvector, ${tsvectorLiteral({ A: doc.weighted.A })}::tsvector, now())`
}

async function writeDocuments(db: SqlClient, docs: SearchDocument[]): Promise<void> {
  if (!docs.length) return
  await db.$executeRaw`
    INSERT INTO "RecordSearch" ("recordId", "tenantId", "tokenizerVersion", "docCode", "resourceType", "langCode",
      "countryCode", "year", "inDate", "onShelf", "libCodes", "locationIds", "curLocationIds", "campusIds", "discode1",
      "clcTops", "subjects", "authors", "publisher", "coreIncludes", "eCollectionIds", "isbns", "issn", "classes",
      "titleKeys", "authorKeys", "subjectKeys", "publisherKeys", "institutionKeys", "titleSort", "tsv", "titleTsv",
      "updatedAt")
    VALUES ${Prisma.join(docs.map(rowValues))}
    ON CONFLICT ("recordId") DO UPDATE SET
      "tokenizerVersion" = EXCLUDED."tokenizerVersion", "docCode" = EXCLUDED."docCode",
      "resourceType" = EXCLUDED."resourceType", "langCode" = EXCLUDED."langCode",
      "countryCode" = EXCLUDED."countryCode", "year" = EXCLUDED."year", "inDate" = EXCLUDED."inDate",
      "onShelf" = EXCLUDED."onShelf", "libCodes" = EXCLUDED."libCodes", "locationIds" = EXCLUDED."locationIds",
      "curLocationIds" = EXCLUDED."curLocationIds", "campusIds" = EXCLUDED."campusIds",
      "discode1" = EXCLUDED."discode1", "clcTops" = EXCLUDED."clcTops", "subjects" = EXCLUDED."subjects",
      "authors" = EXCLUDED."authors", "publisher" = EXCLUDED."publisher", "coreIncludes" = EXCLUDED."coreIncludes",
      "eCollectionIds" = EXCLUDED."eCollectionIds", "isbns" = EXCLUDED."isbns", "issn" = EXCLUDED."issn",
      "classes" = EXCLUDED."classes", "titleKeys" = EXCLUDED."titleKeys", "authorKeys" = EXCLUDED."authorKeys",
      "subjectKeys" = EXCLUDED."subjectKeys", "publisherKeys" = EXCLUDED."publisherKeys",
      "institutionKeys" = EXCLUDED."institutionKeys", "titleSort" = EXCLUDED."titleSort",
      "tsv" = EXCLUDED."tsv", "titleTsv" = EXCLUDED."titleTsv", "updatedAt" = EXCLUDED."updatedAt"`
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
