import type { TenantData } from '../../data/tenant-data.ts'
import type { SearchIndexer } from '../../ports/search.port.ts'
import { parseCsv } from './csv.ts'
import { detectFlavour, mapMarc21, mapUnimarc, nonBibliographicReason, type MarcFlavour } from './marc-mapper.ts'
import { readAll, readCsv, readIso2709, readJson, readJsonLines, readMarcInJson, readMarcXml, readMrk, sniff, type ImportSource } from './readers.ts'
import type { HoldingInput, ImportFailure, ImportFileSummary, ImportProgress, ImportSkip, ImportSummary, NormalisedRecord, ReaderEvent } from './types.ts'
import { loadPlaces, writeBatch, writeClassificationTree, type ClcNode } from './writer.ts'

// Catalogue import (issue 3 item 1): reads every file, maps each record to the normalised shape, and
// upserts batches idempotently by (tenantId, sourceFormat, sourceId). Broken records are reported with
// file, position and reason and never stop the run. docs/import.md is the user-facing description.

export type ImportFormat = 'marc21' | 'unimarc' | 'auto'
/** `data`: bound to the tenant imported into (bindTenant, or a staff call's ctx.data). */
export type ImportCatalogueDeps = { data: TenantData; indexer: SearchIndexer }
export type ImportCatalogueInput = {
  /** The tenant `data` is bound to (checked): the writer's raw SQL and the indexer name it. */
  tenantId: number
  files: ImportSource[]
  /** MARC flavour of ISO 2709 / MARCXML files; "auto" (default) decides per record. */
  format?: ImportFormat
  /** Mapping profile for CSV / JSON / JSONL files (douban, goodbooks, lc-mds, cbeta, kanripo, generic); detected when absent. */
  profile?: string
  /** Items CSV: recordSourceId, barcode, libCode, locationCode, callNo, status. */
  items?: ImportSource
  batchSize?: number
}
export type { ImportSource, ImportSummary, ImportProgress }

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))
/** Repairs of one record spelled out in its warning; the rest are counted. */
const MAX_REPAIRS_SHOWN = 3

async function readItemsCsv(source: ImportSource): Promise<Map<string, HoldingInput[]>> {
  const byRecord = new Map<string, HoldingInput[]>()
  const text = (await readAll(source.data)).toString('utf8')
  let header: string[] | null = null
  async function* one() {
    yield text
  }
  for await (const cells of parseCsv(one())) {
    if (!header) {
      header = cells.map((c) => c.trim())
      for (const required of ['recordSourceId', 'barcode']) if (!header.includes(required)) throw new Error(`items CSV needs a "${required}" column`)
      continue
    }
    const get = (key: string) => (cells[header!.indexOf(key)] ?? '').trim()
    const recordSourceId = get('recordSourceId')
    if (!recordSourceId || !get('barcode')) continue
    const list = byRecord.get(recordSourceId) ?? []
    list.push({ barcode: get('barcode'), libCode: get('libCode'), locationCode: get('locationCode'), callNo: get('callNo'), status: get('status').toUpperCase() || 'ON_SHELF' })
    byRecord.set(recordSourceId, list)
  }
  return byRecord
}

/** The writer's raw SQL is not reached by the binding of `data`, so the id it names must be the bound tenant's. */
async function checkBoundTenant(data: TenantData, tenantId: number): Promise<void> {
  const bound = await data.tenant.findFirst({ select: { id: true } })
  if (bound?.id !== tenantId) throw new Error(`the import's data is bound to another tenant than ${tenantId}`)
}

export async function importCatalogue(
  deps: ImportCatalogueDeps,
  input: ImportCatalogueInput,
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportSummary> {
  const { data, indexer } = deps
  const { tenantId } = input
  await checkBoundTenant(data, tenantId)
  const batchSize = input.batchSize ?? 500
  const started = performance.now()
  const summary: ImportSummary = {
    files: 0, read: 0, imported: 0, updated: 0, unchanged: 0, duplicates: 0, failed: 0, skipped: 0, failures: [], skips: [], repaired: 0, warnings: [],
    items: { created: 0, updated: 0, unchanged: 0, skipped: 0 }, classificationNodes: 0, perFile: [], seconds: 0, recordsPerSecond: 0,
  }
  const places = await loadPlaces(data)
  const extraItems = input.items ? await readItemsCsv(input.items) : new Map<string, HoldingInput[]>()
  const rate = () => Math.round((summary.read / Math.max(0.001, (performance.now() - started) / 1000)) * 10) / 10

  for (const original of input.files) {
    summary.files++
    const { kind, reason, source } = await sniff(original)
    const file: ImportFileSummary = { name: original.name, reader: kind, read: 0, imported: 0, updated: 0, unchanged: 0, duplicates: 0, failed: 0, skipped: 0, repaired: 0 }
    summary.perFile.push(file)
    if (kind === 'unsupported') {
      summary.skips.push({ file: original.name, position: null, reason: reason ?? 'unsupported file' })
      continue
    }
    if (kind === 'clc-tree') {
      try {
        const roots = JSON.parse((await readAll(source.data)).toString('utf8')) as ClcNode[]
        const { nodes, distinct } = await writeClassificationTree(data, tenantId, roots)
        summary.classificationNodes += nodes
        summary.skips.push({ file: original.name, position: null, reason: `CLC classification tree (not bibliographic records): ${nodes} nodes, ${distinct} distinct class codes upserted into ClassificationNode` })
      } catch (error) {
        summary.failures.push({ file: original.name, position: 1, reason: `classification tree: ${errorText(error)}` })
        summary.failed++
        file.failed++
      }
      continue
    }

    const forcedUnimarc = input.format === 'unimarc'
    const events: AsyncIterable<ReaderEvent> =
      kind === 'iso2709' ? readIso2709(source, forcedUnimarc || /unimarc|rusmarc|cnmarc/i.test(original.name))
        : kind === 'marcxml' ? readMarcXml(source)
          : kind === 'marc-in-json' ? readMarcInJson(source)
            : kind === 'mrk' ? readMrk(source)
              : kind === 'csv' ? readCsv(source, input.profile)
                : kind === 'jsonl' ? readJsonLines(source, input.profile)
                  : readJson(source, input.profile)

    let batch = new Map<string, NormalisedRecord>()
    const positions = new Map<NormalisedRecord, number>()
    let duplicatesInBatch = 0
    const flush = async () => {
      if (!batch.size) return
      const records = [...batch.values()]
      const dupes = duplicatesInBatch
      batch = new Map()
      duplicatesInBatch = 0
      let result: Awaited<ReturnType<typeof writeBatch>>
      try {
        result = await writeBatch(data, tenantId, records, places, extraItems)
      } catch {
        // The database refused the batch (nothing of it was written): write record by record and report the bad ones.
        result = { inserted: 0, updated: 0, unchanged: 0, changedIds: [], items: { created: 0, updated: 0, unchanged: 0, skipped: 0 } }
        for (const record of records) {
          try {
            const one = await writeBatch(data, tenantId, [record], places, extraItems)
            result.inserted += one.inserted
            result.updated += one.updated
            result.unchanged += one.unchanged
            result.changedIds.push(...one.changedIds)
            for (const key of Object.keys(one.items) as (keyof typeof one.items)[]) result.items[key] += one.items[key]
          } catch (error) {
            fail({ file: original.name, position: positions.get(record) ?? 0, reason: `database refused the record: ${errorText(error).split('\n')[0]}` })
          }
        }
      }
      positions.clear()
      file.imported += result.inserted
      file.updated += result.updated
      file.duplicates += dupes
      summary.duplicates += dupes
      file.unchanged += result.unchanged
      summary.imported += result.inserted
      summary.updated += result.updated
      summary.unchanged += result.unchanged
      for (const key of Object.keys(result.items) as (keyof typeof result.items)[]) summary.items[key] += result.items[key]
      if (result.changedIds.length) await indexer.reindex(tenantId, result.changedIds)
      onProgress?.({ file: original.name, read: summary.read, written: summary.imported + summary.updated + summary.unchanged, failed: summary.failed, recordsPerSecond: rate() })
    }
    const fail = (failure: ImportFailure) => {
      file.failed++
      summary.failed++
      summary.failures.push(failure)
    }
    const warn = (position: number, repairs: string[]) => {
      file.repaired++
      summary.repaired++
      const shown = repairs.slice(0, MAX_REPAIRS_SHOWN).join('; ')
      const more = repairs.length > MAX_REPAIRS_SHOWN ? `; and ${repairs.length - MAX_REPAIRS_SHOWN} more` : ''
      summary.warnings.push({ file: original.name, position, reason: `stored with repairs: ${shown}${more}` })
    }
    const skip = (item: ImportSkip) => {
      file.skipped++
      summary.skipped++
      summary.skips.push(item)
    }

    try {
      for await (const event of events) {
        file.read++
        summary.read++
        let record: NormalisedRecord | null = null
        if (event.kind === 'failure') fail({ file: original.name, position: event.position, reason: event.reason })
        else if (event.kind === 'skip') skip({ file: original.name, position: event.position, reason: event.reason })
        else if (event.kind === 'record') record = event.record
        else {
          const flavour: MarcFlavour = input.format === 'marc21' || input.format === 'unimarc' ? input.format : detectFlavour(event.record)
          const notBib = nonBibliographicReason(event.record, flavour)
          if (notBib) skip({ file: original.name, position: event.position, reason: notBib })
          else {
            try {
              record = flavour === 'unimarc' ? mapUnimarc(event.record) : mapMarc21(event.record)
              if (event.record.repairs) warn(event.position, event.record.repairs)
            } catch (error) {
              fail({ file: original.name, position: event.position, reason: `mapping failed: ${errorText(error)}` })
            }
          }
        }
        if (record) {
          const key = `${record.sourceFormat}|${record.sourceId}`
          if (batch.has(key)) duplicatesInBatch++
          batch.set(key, record)
          positions.set(record, event.position)
          if (batch.size >= batchSize) await flush()
        }
      }
      await flush()
    } catch (error) {
      // A file that cannot be read further (I/O error, unknown profile): report it and go on with the next file.
      fail({ file: original.name, position: file.read + 1, reason: `file aborted: ${errorText(error)}` })
    }
  }
  summary.seconds = Math.round((performance.now() - started) / 10) / 100
  summary.recordsPerSecond = rate()
  return summary
}
