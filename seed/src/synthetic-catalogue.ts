import type { PrismaClient } from '@portal/db'
import type { DemoRecord } from './seed-catalogue.ts'

// A large, plausible catalogue for benchmarks: titles, authors, subjects and classes recombined from the
// demo catalogue, so the text has the real mix of Simplified, Traditional and Latin script. Deterministic:
// the same N gives the same records.

export type SyntheticOptions = { records: number; batchSize?: number; onProgress?: (done: number) => void }

/** Small, fast, seedable generator (mulberry32), so generated catalogues are repeatable. */
export function seededRandom(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!

/** Splits titles into pieces that recombine into new, readable titles. */
function titleParts(source: DemoRecord[]) {
  const cjk = source.filter((r) => r.script !== 'latin').map((r) => r.title.replace(/[：:（(].*$/, ''))
  const latin = source.filter((r) => r.script === 'latin').map((r) => r.title.split(/[:;]/)[0]!.trim())
  return { cjk, latin }
}

export async function generateSyntheticCatalogue(db: PrismaClient, tenantId: number, source: DemoRecord[], options: SyntheticOptions) {
  const { records, batchSize = 2000, onProgress } = options
  const rnd = seededRandom(20261122)
  const parts = titleParts(source)
  const locations = await db.location.findMany({ where: { tenantId, active: true } })
  if (!locations.length) throw new Error('the tenant has no locations to hold copies')
  const already = await db.bibRecord.count({ where: { tenantId, sourceFormat: 'MANUAL', sourceId: { startsWith: 'synthetic-' } } })
  let done = already
  while (done < records) {
    const count = Math.min(batchSize, records - done)
    const batch = Array.from({ length: count }, (_, i) => {
      const n = done + i
      const base = pick(rnd, source)
      const latin = base.script === 'latin'
      const title = latin
        ? `${pick(rnd, parts.latin)}: ${pick(rnd, ['A Study', 'Essays', 'An Introduction', 'Collected Papers', 'Notes'])} ${n % 97}`
        : `${pick(rnd, parts.cjk)}${pick(rnd, ['研究', '导论', '论集', '新编', '简史', '概论'])}（第${(n % 9) + 1}辑）`
      const year = 1950 + Math.floor(rnd() * 76)
      return {
        tenantId, sourceId: `synthetic-${n}`, sourceFormat: 'MANUAL' as const, docCode: base.docType === 'journal' ? 2 : base.docType === 'thesis' ? 4 : 1,
        docType: base.docType, title, authors: [pick(rnd, source).authors[0] ?? '佚名'], responsibility: pick(rnd, source).responsibility ?? '',
        publisher: pick(rnd, source).publisher ?? '', publishPlace: base.publishPlace ?? '', publishYear: String(year), publishYearNum: year,
        langCode: base.langCode, countryCode: base.countryCode, clcClasses: base.clc, subjects: [...base.subjects, ...pick(rnd, source).subjects].slice(0, 4),
        abstract: base.summary ?? '', script: latin ? ('LATIN' as const) : base.script === 'zh-Hant' ? ('ZH_HANT' as const) : ('ZH_HANS' as const),
        firstInDate: new Date(Date.UTC(2015 + (n % 11), n % 12, 1 + (n % 28))), physicalCount: 1, onShelfCount: 1,
      }
    })
    await db.$transaction(async (tx) => {
      const created = await tx.bibRecord.createManyAndReturn({ data: batch, select: { id: true, firstInDate: true, clcClasses: true } })
      await tx.item.createMany({
        data: created.map((row) => {
          const location = locations[row.id % locations.length]!
          return {
            tenantId, recordId: row.id, libraryId: location.libraryId, locationId: location.id, campusId: location.campusId,
            barcode: `SY${String(row.id).padStart(9, '0')}`, propNo: `SY${String(row.id).padStart(9, '0')}`,
            callNo: `${row.clcClasses[0] ?? 'Z'}/${row.id % 997}`, status: 'ON_SHELF' as const, inDate: row.firstInDate,
          }
        }),
      })
    }, { timeout: 120_000 })
    done += count
    onProgress?.(done)
  }
  return { created: done - already, total: done }
}
