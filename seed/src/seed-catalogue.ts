import fs from 'node:fs'
import path from 'node:path'
import type { PrismaClient } from '@portal/db'
import { disciplinesOfClcClasses } from '@portal/server/seeding'

// Loads the project's demo catalogue (seed/data/catalogue/*.json: real books, journals and theses
// described by public facts) into a tenant, with copies spread over its libraries and locations.

/** One record of seed/data/catalogue/*.json (shape documented in its README). */
export type DemoRecord = {
  sourceId: string
  docType: 'book' | 'journal' | 'thesis'
  langCode: string
  script: 'zh-Hans' | 'zh-Hant' | 'latin'
  countryCode: string
  title: string
  subtitle: string | null
  parallelTitle: string | null
  authors: string[]
  responsibility: string | null
  translators: string[]
  publisher: string | null
  publishPlace: string | null
  publishYear: string
  edition: string | null
  isbn: string | null
  issn: string | null
  cn: string | null
  clc: string[]
  subjects: string[]
  pages: string | null
  series: string | null
  summary: string | null
  degree: 'bachelor' | 'master' | 'doctor' | null
  institution: string | null
  supervisor: string | null
  frequency: string | null
}

const DATA_DIR = path.resolve(import.meta.dirname, '../data/catalogue')
export const CATALOGUE_FILES = ['books-zh-hans.json', 'books-zh-hant.json', 'books-en.json', 'journals.json', 'theses.json'] as const
const DOC_CODE = { book: 1, journal: 2, thesis: 4 } as const
const SCRIPT = { 'zh-Hans': 'ZH_HANS', 'zh-Hant': 'ZH_HANT', latin: 'LATIN' } as const

export function loadDemoCatalogue(files: readonly string[] = CATALOGUE_FILES): DemoRecord[] {
  return files.flatMap((file) => JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8')) as DemoRecord[])
}

/** A small stable number from a text, so copies and call numbers are the same on every run. */
function stableNumber(text: string, modulo: number): number {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619)
  return (hash >>> 0) % modulo
}

function callNumber(record: DemoRecord): string {
  const cls = record.clc[0] ?? 'Z'
  return `${cls}/${stableNumber(record.authors[0] ?? record.title, 900) + 10}`
}

type Place = { libraryId: number; locationId: number; campusId: number | null; type: string }

function choosePlaces(record: DemoRecord, places: Place[]): Place[] {
  const wanted = record.docType === 'thesis' ? ['reserve'] : record.docType === 'journal' ? ['reading', 'stack'] : ['stack', 'reserve']
  const fitting = places.filter((p) => wanted.includes(p.type))
  const pool = fitting.length ? fitting : places
  const copies = record.docType === 'journal' ? 1 : 1 + stableNumber(record.sourceId, 3)
  return Array.from({ length: copies }, (_, i) => pool[(stableNumber(record.sourceId + i, 997) + i) % pool.length]!)
}

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0]

/** Adds the demo records, each with its copies, to a tenant being created (inside its transaction). */
export async function seedCatalogue(tx: Tx, tenantId: number, records: DemoRecord[], barcodePrefix: string): Promise<number> {
  const locations = await tx.location.findMany({ where: { tenantId, active: true }, orderBy: { id: 'asc' } })
  const places: Place[] = locations.map((l) => ({ libraryId: l.libraryId, locationId: l.id, campusId: l.campusId, type: l.locationTypeCode }))
  const bySource = new Map(records.map((r) => [r.sourceId, r]))
  const seededOn = new Date()
  for (let start = 0; start < records.length; start += 500) {
    const chunk = records.slice(start, start + 500)
    const created = await tx.bibRecord.createManyAndReturn({
      data: chunk.map((record) => ({ ...recordData(record, seededOn), tenantId })),
      select: { id: true, sourceId: true, firstInDate: true },
    })
    await tx.item.createMany({
      data: created.flatMap((row) => {
        const record = bySource.get(row.sourceId)!
        return choosePlaces(record, places).map((place, i) => itemData(tenantId, barcodePrefix, row, record, place, i))
      }),
    })
  }
  // Counts follow from the copies just made (all on the shelf).
  await tx.$executeRaw`UPDATE "BibRecord" r SET "physicalCount" = c.n, "onShelfCount" = c.n
    FROM (SELECT "recordId", count(*)::int AS n FROM "Item" WHERE "tenantId" = ${tenantId} GROUP BY "recordId") c
    WHERE r.id = c."recordId" AND r."tenantId" = ${tenantId}`
  return records.length
}

function recordData(record: DemoRecord, seededOn: Date) {
  const year = record.publishYear?.match(/\d{4}/)?.[0]
  return {
    sourceId: record.sourceId, sourceFormat: 'DEMO' as const, docCode: DOC_CODE[record.docType], docType: record.docType,
    title: record.title, subtitle: record.subtitle ?? '', parallelTitle: record.parallelTitle ?? '',
    authors: [...record.authors, ...record.translators], responsibility: record.responsibility ?? record.authors.join(', '),
    institution: record.institution ?? '', publisher: record.publisher ?? '', publishPlace: record.publishPlace ?? '',
    publishYear: record.publishYear ?? '', publishYearNum: year ? Number(year) : null, edition: record.edition ?? '',
    isbn: record.isbn ?? '', isbns: record.isbn ? [record.isbn] : [], issn: record.issn ?? '', langCode: record.langCode,
    countryCode: record.countryCode, clcClasses: record.clc, subjects: record.subjects, abstract: record.summary ?? '',
    series: record.series ?? '', pages: record.pages ?? '', physicalDescription: record.pages ?? '', script: SCRIPT[record.script],
    discode1: disciplinesOfClcClasses(record.clc),
    // Spread over the two years before the seed ran, so every new-book window (a week … two years) lists some.
    firstInDate: new Date(Date.UTC(seededOn.getUTCFullYear(), seededOn.getUTCMonth(), seededOn.getUTCDate() - stableNumber(record.sourceId, 730))),
  }
}

function itemData(tenantId: number, prefix: string, row: { id: number; firstInDate: Date | null }, record: DemoRecord, place: Place, index: number) {
  const barcode = `${prefix}${String(row.id).padStart(6, '0')}${index + 1}`
  const thesis = record.docType === 'thesis'
  return {
    tenantId, recordId: row.id, libraryId: place.libraryId, locationId: place.locationId, campusId: place.campusId,
    barcode, propNo: barcode, callNo: callNumber(record), status: 'ON_SHELF' as const, circAttr: thesis ? '1' : '0',
    itemPolicyCode: thesis ? '3' : '1', itemPolicyName: thesis ? '阅览' : '一般图书', inDate: row.firstInDate,
    year: record.publishYear?.match(/\d{4}/)?.[0] ?? '',
  }
}

