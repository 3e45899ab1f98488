import { SaxesParser } from 'saxes'
import { parseCsv } from './csv.ts'
import { FLAT_PROFILES, profileForHeader, profileForObject, type FlatProfile, type Row } from './flat-profiles.ts'
import { decodeIso2709, splitIso2709 } from './iso2709.ts'
import type { MarcDataField, MarcField, MarcRecord, ReaderEvent } from './types.ts'

// Readers: one per file format. Each yields ReaderEvents — MARC records (mapped later, once the MARC
// flavour is known), already-normalised flat records, failures (position + reason) and skips.
// A reader never throws for a bad record; only an unreadable file ends that file (as failures).

export type ImportSource = { name: string; data: Buffer | Uint8Array | AsyncIterable<Uint8Array | string> }
export type FileKind = 'iso2709' | 'marcxml' | 'marc-in-json' | 'mrk' | 'csv' | 'json' | 'jsonl' | 'clc-tree' | 'unsupported'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function* chunksOf(data: ImportSource['data']): AsyncGenerator<Uint8Array> {
  if (data instanceof Uint8Array) {
    yield data
    return
  }
  for await (const chunk of data) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk
}

export async function readAll(data: ImportSource['data']): Promise<Buffer> {
  const parts: Uint8Array[] = []
  for await (const chunk of chunksOf(data)) parts.push(chunk)
  return Buffer.concat(parts)
}

/** Peeks at the first bytes and returns the kind together with a re-playable source. */
export async function sniff(source: ImportSource): Promise<{ kind: FileKind; reason?: string; source: ImportSource }> {
  const iterator = chunksOf(source.data)[Symbol.asyncIterator]()
  const head: Uint8Array[] = []
  let size = 0
  while (size < 4096) {
    const next = await iterator.next()
    if (next.done) break
    head.push(next.value)
    size += next.value.length
  }
  const headBuffer = Buffer.concat(head)
  async function* replay(): AsyncGenerator<Uint8Array> {
    yield headBuffer
    for (;;) {
      const next = await iterator.next()
      if (next.done) return
      yield next.value
    }
  }
  const replayed: ImportSource = { name: source.name, data: replay() }
  const lower = source.name.toLowerCase()
  const text = headBuffer.toString('utf8').replace(/^\uFEFF/, '').trimStart()
  const ext = lower.split('.').pop() ?? ''
  if (ext === 'csv') return { kind: 'csv', source: replayed }
  if (ext === 'jsonl' || ext === 'ndjson') return { kind: 'jsonl', source: replayed }
  if (ext === 'mrk' || text.startsWith('=LDR')) return { kind: 'mrk', source: replayed }
  if (text.startsWith('<')) return { kind: 'marcxml', source: replayed }
  if (/^\d{5}/.test(text)) return { kind: 'iso2709', source: replayed }
  if (text.startsWith('{') || text.startsWith('[')) {
    if (/"leader"\s*:/.test(text) && /"fields"\s*:/.test(text)) return { kind: 'marc-in-json', source: replayed }
    if (/^\[\s*\{\s*"code"\s*:/.test(text) && /"children"\s*:/.test(text)) return { kind: 'clc-tree', source: replayed }
    return { kind: 'json', source: replayed }
  }
  if (ext === 'txt' && /^#\+|^\*+ /m.test(text)) return { kind: 'unsupported', reason: 'Org-mode text (the Kanripo source); import its JSON Lines form (kanripo_catalog_10k.jsonl) instead', source: replayed }
  return { kind: 'unsupported', reason: `not a catalogue file format the import reads (${ext || 'no extension'})`, source: replayed }
}

export async function* readIso2709(source: ImportSource, unimarc: boolean): AsyncGenerator<ReaderEvent> {
  let position = 0
  for await (const raw of splitIso2709(chunksOf(source.data))) {
    position++
    try {
      yield { kind: 'marc', position, record: decodeIso2709(raw.bytes, { unimarc }) }
    } catch (error) {
      yield { kind: 'failure', position, reason: `${errorText(error)} (byte offset ${raw.offset})` }
    }
  }
}

/**
 * MARCXML (with or without namespace prefix, collection or single record, OAI-PMH wrappers). A document
 * that is not well-formed XML is rejected whole, each of its <record> elements reported as a failure:
 * a parser cannot know which parts of a broken document are intact.
 */
export async function* readMarcXml(source: ImportSource): AsyncGenerator<ReaderEvent> {
  const text = (await readAll(source.data)).toString('utf8')
  const records: MarcRecord[] = []
  const parser = new SaxesParser({ xmlns: true, position: true })
  let record: MarcRecord | null = null
  let field: MarcField | null = null
  let subfieldCode: string | null = null
  let buffer = ''
  let inLeader = false
  let leaderSeen = false
  parser.on('opentag', (node) => {
    const name = node.local
    const attr = (key: string) => {
      const value = node.attributes[key]
      return typeof value === 'string' ? value : (value?.value ?? '')
    }
    if (name === 'record') {
      // Wrappers such as OAI-PMH also have <record>: the innermost one that closes with MARC content wins.
      record = { leader: '', fields: [] }
      leaderSeen = false
    } else if (!record) return
    else if (name === 'leader') {
      inLeader = true
      buffer = ''
    } else if (name === 'controlfield') {
      field = { tag: attr('tag'), value: '' }
      buffer = ''
    } else if (name === 'datafield') {
      field = { tag: attr('tag'), ind1: attr('ind1') || ' ', ind2: attr('ind2') || ' ', subfields: [] }
    } else if (name === 'subfield') {
      subfieldCode = attr('code')
      buffer = ''
    }
  })
  parser.on('text', (value) => {
    buffer += value
  })
  parser.on('closetag', (node) => {
    const name = node.local
    if (!record) return
    if (name === 'leader' && inLeader) {
      record.leader = buffer
      inLeader = false
      leaderSeen = true
    } else if (name === 'controlfield' && field && !('subfields' in field)) {
      field.value = buffer
      record.fields.push(field)
      field = null
    } else if (name === 'subfield' && field && 'subfields' in field && subfieldCode !== null) {
      ;(field as MarcDataField).subfields.push({ code: subfieldCode, value: buffer })
      subfieldCode = null
    } else if (name === 'datafield' && field) {
      record.fields.push(field)
      field = null
    } else if (name === 'record') {
      if (leaderSeen || record.fields.length) records.push(record)
      else records.push({ leader: '', fields: [] })
      record = null
    }
  })
  try {
    parser.write(text).close()
  } catch (error) {
    const count = Math.max(1, (text.match(/<([\w-]+:)?record[\s>]/g) ?? []).length)
    for (let position = 1; position <= count; position++) {
      yield { kind: 'failure', position, reason: `XML not well-formed, document rejected: ${errorText(error)}` }
    }
    return
  }
  let position = 0
  for (const r of records) {
    position++
    if (!r.leader && !r.fields.length) yield { kind: 'skip', position, reason: '<record> element without MARC content' }
    else if (!r.leader) yield { kind: 'marc', position, record: { ...r, leader: '     nam  22        4500' } } // no <leader>: MARC 21 book defaults
    else if (r.leader.length !== 24) yield { kind: 'failure', position, reason: `leader is ${r.leader.length} characters long, not 24` }
    else yield { kind: 'marc', position, record: r }
  }
}

/** MARC-in-JSON: one record object or an array of them. */
export async function* readMarcInJson(source: ImportSource): AsyncGenerator<ReaderEvent> {
  let parsed: unknown
  try {
    parsed = JSON.parse((await readAll(source.data)).toString('utf8'))
  } catch (error) {
    yield { kind: 'failure', position: 1, reason: `JSON not well-formed: ${errorText(error)}` }
    return
  }
  const list = Array.isArray(parsed) ? parsed : [parsed]
  let position = 0
  for (const item of list as Row[]) {
    position++
    try {
      const fields: MarcField[] = []
      for (const entry of item.fields as Record<string, unknown>[]) {
        const [tag, value] = Object.entries(entry)[0] as [string, unknown]
        if (typeof value === 'string') fields.push({ tag, value })
        else {
          const df = value as { ind1?: string; ind2?: string; subfields: Record<string, string>[] }
          fields.push({ tag, ind1: df.ind1 ?? ' ', ind2: df.ind2 ?? ' ', subfields: df.subfields.map((s) => { const [code, v] = Object.entries(s)[0]!; return { code, value: String(v) } }) })
        }
      }
      yield { kind: 'marc', position, record: { leader: String(item.leader ?? '').padEnd(24, ' '), fields } }
    } catch (error) {
      yield { kind: 'failure', position, reason: `not a MARC-in-JSON record: ${errorText(error)}` }
    }
  }
}

/** MarcEdit mnemonic (.mrk): "=TAG  II$aValue" lines, records separated by blank lines; "\" is a blank indicator. */
export async function* readMrk(source: ImportSource): AsyncGenerator<ReaderEvent> {
  const text = (await readAll(source.data)).toString('utf8')
  const unescape = (v: string) => v.replace(/\{dollar\}/g, '$').replace(/\{(?:esc|lcub)\}/g, (m) => (m === '{lcub}' ? '{' : '')).replace(/\{rcub\}/g, '}')
  let position = 0
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const lines = block.split(/\r?\n/).filter((l) => l.startsWith('='))
    if (!lines.length) continue
    position++
    const record: MarcRecord = { leader: '', fields: [] }
    for (const line of lines) {
      const tag = line.slice(1, 4)
      const body = line.slice(6)
      if (tag === 'LDR') record.leader = body.replace(/\\/g, ' ').padEnd(24, ' ')
      else if (/^00\d$/.test(tag)) record.fields.push({ tag, value: unescape(body.replace(/\\/g, ' ')) })
      else {
        const ind = body.slice(0, 2).replace(/\\/g, ' ')
        const subfields = body.slice(2).split('$').slice(1).map((s) => ({ code: s[0] ?? '', value: unescape(s.slice(1)) }))
        record.fields.push({ tag, ind1: ind[0] ?? ' ', ind2: ind[1] ?? ' ', subfields })
      }
    }
    if (!record.leader) yield { kind: 'failure', position, reason: 'record without =LDR line' }
    else yield { kind: 'marc', position, record }
  }
}

function* mapRows(rows: Iterable<[number, Row]>, profile: FlatProfile): Generator<ReaderEvent> {
  for (const [position, row] of rows) {
    try {
      yield { kind: 'record', position, record: profile.map(row, position) }
    } catch (error) {
      yield { kind: 'failure', position, reason: errorText(error) }
    }
  }
}

export async function* readCsv(source: ImportSource, profileName?: string): AsyncGenerator<ReaderEvent> {
  const decoder = new TextDecoder('utf-8')
  async function* strings() {
    for await (const chunk of chunksOf(source.data)) yield decoder.decode(chunk, { stream: true })
    yield decoder.decode()
  }
  let header: string[] | null = null
  let profile: FlatProfile | undefined
  let position = 0
  for await (const cells of parseCsv(strings())) {
    if (!header) {
      header = cells.map((c) => c.trim())
      profile = profileName ? FLAT_PROFILES[profileName] : profileForHeader(header)
      if (!profile) throw new Error(`unknown profile "${profileName}"`)
      continue
    }
    position++
    if (cells.length !== header.length) {
      yield { kind: 'failure', position, reason: `row has ${cells.length} columns, the header ${header.length}` }
      continue
    }
    const row: Row = {}
    header.forEach((key, i) => (row[key] = cells[i]))
    yield* mapRows([[position, row]], profile!)
  }
}

/** A JSON array of objects, or an object of id → object (the id becomes `__key`). */
export async function* readJson(source: ImportSource, profileName?: string): AsyncGenerator<ReaderEvent> {
  let parsed: unknown
  try {
    parsed = JSON.parse((await readAll(source.data)).toString('utf8'))
  } catch (error) {
    yield { kind: 'failure', position: 1, reason: `JSON not well-formed: ${errorText(error)}` }
    return
  }
  const rows: Row[] = Array.isArray(parsed)
    ? (parsed as Row[])
    : Object.entries(parsed as Record<string, Row>).map(([key, value]) => ({ ...(typeof value === 'object' && value ? value : { value }), __key: key }))
  const profile = profileName ? FLAT_PROFILES[profileName] : profileForObject(rows[0] ?? {})
  if (!profile) throw new Error(`unknown profile "${profileName}"`)
  yield* mapRows(rows.map((row, i) => [i + 1, row] as [number, Row]), profile)
}

export async function* readJsonLines(source: ImportSource, profileName?: string): AsyncGenerator<ReaderEvent> {
  const decoder = new TextDecoder('utf-8')
  let pending = ''
  let position = 0
  let profile: FlatProfile | undefined = profileName ? FLAT_PROFILES[profileName] : undefined
  const handle = function* (line: string): Generator<ReaderEvent> {
    if (!line.trim()) return
    position++
    let row: Row
    try {
      row = JSON.parse(line) as Row
    } catch (error) {
      yield { kind: 'failure', position, reason: `line is not JSON: ${errorText(error)}` }
      return
    }
    profile ??= profileForObject(row)
    yield* mapRows([[position, row]], profile)
  }
  for await (const chunk of chunksOf(source.data)) {
    pending += decoder.decode(chunk, { stream: true })
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) yield* handle(line)
  }
  yield* handle(pending + decoder.decode())
}
