import fs from 'node:fs'
import path from 'node:path'
import { applyMigrations, silentLogger, startEmbeddedPostgres, createPrismaClient, type PrismaClient, type EmbeddedPostgres } from '@portal/db'
import { seedDemo } from '@portal/seed'
import { createPostgresSearch } from '../adapters/search-postgres/index.ts'
import { TOKENIZER_VERSION } from '../kernel/search-text/tokenizer.ts'
import { generateRecord, type GeneratedRecord } from './generate.ts'

// Builds or reuses the benchmark catalogue of one size: its own embedded PostgreSQL cluster in
// <dataDir>/<size>, migrated, with the demo tenants (seedDemo) and a dedicated benchmark tenant that holds
// the generated records. BibRecord and Item rows go in with multi-row INSERT … SELECT FROM unnest(…);
// RecordSearch is filled by the real indexer (indexer.reindex in batches). Resumable: an interrupted
// build continues where it stopped. Reused while bench-meta.json says the same size and data version.

/** Bump when the generator, the vocabulary or the build changes what is stored. */
export const DATA_VERSION = `gen-1.tok-${TOKENIZER_VERSION}`
export const BENCH_GROUP_CODE = '900099'

/** Server settings of the measurements in search-notes.md ("pg.conf"), for comparable numbers. */
export const BENCH_PG_SETTINGS: Record<string, string> = {
  shared_buffers: '1GB',
  work_mem: '64MB',
  maintenance_work_mem: '1GB',
  jit: 'off',
  random_page_cost: '1.1',
  max_parallel_workers_per_gather: '2',
  // The cluster is a throwaway benchmark: no durability needed while loading.
  synchronous_commit: 'off',
  max_wal_size: '4GB',
}

export type BuildStats = {
  size: number
  dataVersion: string
  tenantId: number
  records: number
  items: number
  /** Seconds spent inserting BibRecord + Item rows, and the rate (0 when reused and nothing was inserted). */
  insertSeconds: number
  insertRate: number
  /** Seconds spent in the indexer (RecordSearch), and the rate. */
  indexSeconds: number
  indexRate: number
  /** Import = insert + index, records per second over both. */
  importRate: number
  reused: boolean
  recordSearchMb: number
  databaseMb: number
}

type Meta = BuildStats & { complete: boolean }

export type Catalogue = { server: EmbeddedPostgres; prisma: PrismaClient; stats: BuildStats; close(): Promise<void> }

const INSERT_BATCH = 5_000
const INDEX_BATCH = 500
const INDEX_CONCURRENCY = 2

function log(message: string) {
  process.stdout.write(`${message}\n`)
}

function progress(label: string, done: number, total: number, started: number) {
  const rate = Math.round(done / Math.max(0.001, (performance.now() - started) / 1000))
  if (process.stdout.isTTY) process.stdout.write(`\r  ${label}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${rate.toLocaleString('en-US')}/s)   `)
  else if (done === total || done % 50_000 < INSERT_BATCH) log(`  ${label}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${rate.toLocaleString('en-US')}/s)`)
}

async function ensureTenant(db: PrismaClient): Promise<{ tenantId: number; locations: { id: number; libraryId: number; campusId: number | null }[] }> {
  let tenant = await db.tenant.findUnique({ where: { groupCode: BENCH_GROUP_CODE } })
  if (!tenant) {
    tenant = await db.$transaction(async (tx) => {
      const created = await tx.tenant.create({
        data: { groupCode: BENCH_GROUP_CODE, mappingPath: 'bench', hosts: [], name: '基准测试大学图书馆', englishName: 'Benchmark University Library', complexName: '基準測試大學圖書館', label: 'Bench' },
      })
      const campuses = await Promise.all(['N', 'S'].map((code, i) =>
        tx.campus.create({ data: { tenantId: created.id, campusCode: `BN-${code}`, campusName: code === 'N' ? '北校区' : '南校区', englishName: code === 'N' ? 'North Campus' : 'South Campus', complexName: code === 'N' ? '北校區' : '南校區', sortOrder: i } })))
      const libraries = []
      for (let i = 0; i < 4; i++) {
        libraries.push(await tx.library.create({
          data: {
            tenantId: created.id, libCode: `9000990000${i + 1}`, libName: ['总馆', '理工分馆', '人文分馆', '医学分馆'][i]!, englishName: ['Main', 'Science', 'Humanities', 'Medicine'][i]!,
            complexName: ['總館', '理工分館', '人文分館', '醫學分館'][i]!, isMain: i === 0, campusId: campuses[i % 2]!.id, sortOrder: i,
          },
        }))
      }
      await tx.location.createMany({
        data: libraries.flatMap((library, i) => ['借阅区', '阅览室'].map((name, j) => ({
          tenantId: created.id, locationCode: `BN-${i}-${j}`, locationName: `${library.libName}${name}`, englishName: `${library.englishName} ${j ? 'Reading Room' : 'Lending'}`,
          complexName: `${library.complexName}${j ? '閱覽室' : '借閱區'}`, libraryId: library.id, campusId: library.campusId, locationTypeCode: j ? 'reading' : 'stack', isPickup: j === 0, sortOrder: i * 2 + j,
        }))),
      })
      return created
    })
  }
  const locations = await db.location.findMany({ where: { tenantId: tenant.id }, orderBy: { id: 'asc' }, select: { id: true, libraryId: true, campusId: true } })
  return { tenantId: tenant.id, locations }
}

const SEP = '\u001f'

async function insertBatch(db: PrismaClient, tenantId: number, records: GeneratedRecord[], locations: { id: number; libraryId: number; campusId: number | null }[]) {
  const col = <T>(f: (r: GeneratedRecord) => T) => records.map(f)
  await db.$transaction(async (tx) => {
    const created = await tx.$queryRawUnsafe<{ id: number; sourceId: string }[]>(
      `INSERT INTO "BibRecord" ("tenantId", "sourceId", "sourceFormat", "docCode", "docType", "resourceType", title, subtitle, authors,
         responsibility, publisher, "publishPlace", "publishYear", "publishYearNum", edition, isbn, isbns, "langCode", "countryCode",
         "clcClasses", subjects, abstract, script, "firstInDate", "physicalCount", "onShelfCount", "updatedAt")
       SELECT $1, u.sid, 'MANUAL'::"RecordSourceFormat", u.doc, u.dtype, u.rtype::"ResourceType", u.title, u.sub, string_to_array(u.authors, E'\\x1f'),
         u.resp, u.pub, u.place, u.year::text, u.year, u.edition, u.isbn, string_to_array(u.isbns, E'\\x1f'), u.lang, u.country,
         string_to_array(u.clc, E'\\x1f'), string_to_array(u.subjects, E'\\x1f'), u.abstract, u.script::"Script", u.indate, u.pc, u.oc, now()
       FROM unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
         $12::int[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[], $21::text[], $22::date[],
         $23::int[], $24::int[])
         AS u(sid, doc, dtype, rtype, title, sub, authors, resp, pub, place, year, edition, isbn, isbns, lang, country, clc, subjects, abstract, script, indate, pc, oc)
       RETURNING id, "sourceId"`,
      tenantId, col((r) => `bench-${r.n}`), col((r) => r.docCode), col((r) => r.docType), col((r) => r.resourceType), col((r) => r.title),
      col((r) => r.subtitle), col((r) => r.authors.join(SEP)), col((r) => r.responsibility), col((r) => r.publisher), col((r) => r.publishPlace),
      col((r) => r.year), col((r) => r.edition), col((r) => r.isbn), col((r) => r.isbns.join(SEP)), col((r) => r.langCode), col((r) => r.countryCode),
      col((r) => r.clcClasses.join(SEP)), col((r) => r.subjects.join(SEP)), col((r) => r.abstract), col((r) => r.script),
      col((r) => r.firstInDate.toISOString().slice(0, 10)), col((r) => r.copies.length), col((r) => r.copies.filter((c) => c.status === 'ON_SHELF').length),
    )
    const ids = new Map(created.map((row) => [row.sourceId, row.id]))
    const items = records.flatMap((r) => r.copies.map((c, i) => ({ r, c, i })))
    if (!items.length) return
    const location = (index: number) => locations[index % locations.length]!
    await tx.$executeRawUnsafe(
      `INSERT INTO "Item" ("tenantId", "recordId", "libraryId", "locationId", "campusId", barcode, "propNo", "callNo", status, "inDate", "updatedAt")
       SELECT $1, u.rid, u.lib, u.loc, u.campus, u.barcode, u.barcode, u.callno, u.status::"ItemStatus", u.indate, now()
       FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::text[], $9::date[])
         AS u(rid, lib, loc, campus, barcode, callno, status, indate)`,
      tenantId, items.map((x) => ids.get(`bench-${x.r.n}`)!), items.map((x) => location(x.c.location).libraryId), items.map((x) => location(x.c.location).id),
      items.map((x) => location(x.c.location).campusId), items.map((x) => `BN${String(x.r.n).padStart(8, '0')}${x.i}`),
      items.map((x) => `${x.r.clcClasses[0] ?? 'Z'}/${x.r.n % 997}`), items.map((x) => x.c.status), items.map((x) => x.r.firstInDate.toISOString().slice(0, 10)),
    )
  }, { timeout: 300_000 })
}

async function count(db: PrismaClient, query: string, ...params: unknown[]): Promise<number> {
  const [row] = await db.$queryRawUnsafe<{ n: number }[]>(query, ...params)
  return Number(row?.n ?? 0)
}

async function sizes(db: PrismaClient) {
  const [row] = await db.$queryRawUnsafe<{ rs: number; db: number }[]>(
    `SELECT pg_total_relation_size('"RecordSearch"')::float8 / 1048576 AS rs, pg_database_size(current_database())::float8 / 1048576 AS db`)
  return { recordSearchMb: Math.round(row!.rs), databaseMb: Math.round(row!.db) }
}

/** Opens (building or completing when needed) the catalogue of `size` records under dataDir/size. */
export async function openCatalogue(dataRoot: string, size: number): Promise<Catalogue> {
  const dataDir = path.resolve(dataRoot, String(size))
  const metaFile = path.join(dataDir, 'bench-meta.json')
  const meta: Meta | null = fs.existsSync(metaFile) ? (JSON.parse(fs.readFileSync(metaFile, 'utf8')) as Meta) : null
  if (meta && meta.dataVersion !== DATA_VERSION) {
    log(`catalogue ${size}: data version ${meta.dataVersion} ≠ ${DATA_VERSION}, rebuilding from scratch`)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const server = await startEmbeddedPostgres({ dataDir, database: 'portal', settings: BENCH_PG_SETTINGS, log: silentLogger, startTimeoutMs: 120_000 })
  const prisma = createPrismaClient(server.url)
  const close = async () => {
    await prisma.$disconnect().catch(() => {})
    await server.stop()
  }
  try {
    const applied = await applyMigrations(server.url)
    if (meta?.complete && meta.dataVersion === DATA_VERSION) {
      log(`catalogue ${size}: reusing ${dataDir} (data version ${DATA_VERSION}, built at ${meta.importRate.toLocaleString('en-US')} records/s)`)
      if (applied.length) {
        // A new migration may change how RecordSearch rows are stored: rewrite them as a fresh load would.
        const started = performance.now()
        await prisma.$executeRawUnsafe(`VACUUM FULL ANALYZE "RecordSearch"`)
        // Write the rewritten table out now rather than in a checkpoint during the timed passes.
        await prisma.$executeRawUnsafe('CHECKPOINT')
        log(`catalogue ${size}: migrations ${applied.join(', ')} applied; RecordSearch rewritten in ${Math.round((performance.now() - started) / 1000)} s`)
      }
      return { server, prisma, stats: { ...meta, reused: true, ...(await sizes(prisma)) }, close }
    }
    await seedDemo(prisma)
    const { tenantId, locations } = await ensureTenant(prisma)
    fs.writeFileSync(metaFile, JSON.stringify({ dataVersion: DATA_VERSION, size, complete: false }, null, 2))

    // 1. BibRecord + Item, multi-row INSERT … SELECT FROM unnest, 5,000 records a statement.
    const existing = await count(prisma, `SELECT count(*)::int AS n FROM "BibRecord" WHERE "tenantId" = $1`, tenantId)
    log(`catalogue ${size}: ${existing.toLocaleString('en-US')} records present, inserting ${(size - existing).toLocaleString('en-US')}`)
    let started = performance.now()
    for (let n = existing; n < size; n += INSERT_BATCH) {
      const batch = Array.from({ length: Math.min(INSERT_BATCH, size - n) }, (_, i) => generateRecord(n + i, locations.length))
      await insertBatch(prisma, tenantId, batch, locations)
      progress('records', n + batch.length, size, started)
    }
    if (process.stdout.isTTY) process.stdout.write('\n')
    const insertSeconds = (performance.now() - started) / 1000
    const inserted = size - existing
    await prisma.$executeRawUnsafe(`ANALYZE "BibRecord"`)
    await prisma.$executeRawUnsafe(`ANALYZE "Item"`)

    // 2. RecordSearch through the real indexer, in batches of its own size, two batches in flight.
    const { indexer } = createPostgresSearch(prisma)
    const missing = await prisma.$queryRawUnsafe<{ id: number }[]>(
      `SELECT b.id FROM "BibRecord" b WHERE b."tenantId" = $1 AND NOT EXISTS (SELECT 1 FROM "RecordSearch" s WHERE s."recordId" = b.id) ORDER BY b.id`, tenantId)
    const ids = missing.map((r) => r.id)
    log(`catalogue ${size}: indexing ${ids.length.toLocaleString('en-US')} records`)
    started = performance.now()
    let next = 0
    let done = 0
    await Promise.all(Array.from({ length: INDEX_CONCURRENCY }, async () => {
      for (;;) {
        const start = next
        next += INDEX_BATCH
        if (start >= ids.length) return
        await indexer.reindex(tenantId, ids.slice(start, start + INDEX_BATCH))
        done += Math.min(INDEX_BATCH, ids.length - start)
        progress('indexed', done, ids.length, started)
      }
    }))
    if (process.stdout.isTTY) process.stdout.write('\n')
    const indexSeconds = (performance.now() - started) / 1000
    await prisma.$executeRawUnsafe(`VACUUM ANALYZE "RecordSearch"`)
    await prisma.$executeRawUnsafe('CHECKPOINT')
    const indexed = ids.length
    const records = await count(prisma, `SELECT count(*)::int AS n FROM "BibRecord" WHERE "tenantId" = $1`, tenantId)
    const items = await count(prisma, `SELECT count(*)::int AS n FROM "Item" WHERE "tenantId" = $1`, tenantId)
    const insertRate = inserted ? Math.round(inserted / insertSeconds) : 0
    const indexRate = indexed ? Math.round(indexed / indexSeconds) : 0
    const both = inserted && indexed ? Math.round(Math.min(inserted, indexed) / (insertSeconds + indexSeconds)) : 0
    const stats: BuildStats = {
      size, dataVersion: DATA_VERSION, tenantId, records, items, insertSeconds: Math.round(insertSeconds * 10) / 10, insertRate,
      indexSeconds: Math.round(indexSeconds * 10) / 10, indexRate, importRate: both, reused: false, ...(await sizes(prisma)),
    }
    fs.writeFileSync(metaFile, JSON.stringify({ ...stats, complete: true }, null, 2))
    log(`catalogue ${size}: ${records.toLocaleString('en-US')} records, ${items.toLocaleString('en-US')} copies; insert ${insertRate.toLocaleString('en-US')}/s, index ${indexRate.toLocaleString('en-US')}/s, import ${both.toLocaleString('en-US')}/s`)
    return { server, prisma, stats, close }
  } catch (error) {
    await close()
    throw error
  }
}
