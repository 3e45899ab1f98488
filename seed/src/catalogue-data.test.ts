import { readFileSync } from 'node:fs'
import { describe, it, expect } from 'vitest'
import type { DemoRecord as CatalogueRecord } from './seed-catalogue.ts'

// Checks the hand-written demo catalogue in seed/data/catalogue/: real titles described only by their
// public bibliographic facts, so every identifier given must at least be well formed.


const KEYS = [
  'sourceId', 'docType', 'langCode', 'script', 'countryCode', 'title', 'subtitle', 'parallelTitle', 'authors',
  'responsibility', 'translators', 'publisher', 'publishPlace', 'publishYear', 'edition', 'isbn', 'issn', 'cn', 'clc',
  'subjects', 'pages', 'series', 'summary', 'degree', 'institution', 'supervisor', 'frequency',
].sort()

interface CatalogueFile {
  name: string
  prefix: string
  docType: CatalogueRecord['docType']
  minCount: number
}

const FILES: CatalogueFile[] = [
  { name: 'books-zh-hans.json', prefix: 'demo-zh-', docType: 'book', minCount: 120 },
  { name: 'books-zh-hant.json', prefix: 'demo-zht-', docType: 'book', minCount: 40 },
  { name: 'books-en.json', prefix: 'demo-en-', docType: 'book', minCount: 100 },
  { name: 'journals.json', prefix: 'demo-jn-', docType: 'journal', minCount: 30 },
  { name: 'theses.json', prefix: 'demo-th-', docType: 'thesis', minCount: 20 },
]

const dataDir = new URL('../data/catalogue/', import.meta.url)

function load(name: string): CatalogueRecord[] {
  const parsed: unknown = JSON.parse(readFileSync(new URL(name, dataDir), 'utf8'))
  if (!Array.isArray(parsed)) throw new Error(`${name} is not a JSON array`)
  return parsed as CatalogueRecord[]
}

const catalogue = new Map(FILES.map((f) => [f.name, load(f.name)] as const))
const all = [...catalogue.values()].flat()

function isbn13Valid(isbn: string): boolean {
  if (!/^97[89]\d{10}$/.test(isbn)) return false
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(isbn[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10 === Number(isbn[12])
}

function issnValid(issn: string): boolean {
  const m = /^(\d{4})-(\d{3})([\dX])$/.exec(issn)
  if (!m) return false
  const digits = `${m[1]}${m[2]}`
  let sum = 0
  for (let i = 0; i < 7; i++) sum += Number(digits[i]) * (8 - i)
  const check = (11 - (sum % 11)) % 11
  return (check === 10 ? 'X' : String(check)) === m[3]
}

// Characters that exist only in the simplified script, and their traditional counterparts.
const SIMPLIFIED_ONLY = [...'书门东见说这国学会为时们来个对发经间记传华长从开关应现马鱼鸟乐图观话语历汉总实过还读岁边园龙']
const TRADITIONAL_ONLY = [...'書門東見說這國學會為時們來個對發經間記傳華長從開關應現馬魚鳥樂圖觀話語歷漢總實過還讀歲邊園龍']
const HAN = /\p{Script=Han}/u

function scriptText(r: CatalogueRecord): string {
  return [r.title, r.subtitle ?? '', r.publisher ?? '', ...r.authors].join(' ')
}

describe('demo catalogue data', () => {
  it('has the same keys in every record', () => {
    for (const r of all) expect(Object.keys(r).sort(), r.sourceId).toEqual(KEYS)
  })

  it('has unique sourceIds carrying their file prefix', () => {
    const ids = all.map((r) => r.sourceId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const f of FILES) {
      for (const r of catalogue.get(f.name) ?? []) {
        expect(r.sourceId.startsWith(f.prefix), r.sourceId).toBe(true)
        expect(r.docType, r.sourceId).toBe(f.docType)
      }
    }
  })

  it('holds at least the minimum number of records per file', () => {
    for (const f of FILES) expect(catalogue.get(f.name)?.length ?? 0, f.name).toBeGreaterThanOrEqual(f.minCount)
  })

  it('fills the required fields', () => {
    for (const r of all) {
      expect(r.title.trim(), r.sourceId).not.toBe('')
      expect(r.publishYear, r.sourceId).toMatch(/^\d{4}$/)
      expect(r.clc.length, r.sourceId).toBeGreaterThan(0)
      expect(r.subjects.length, r.sourceId).toBeGreaterThan(0)
      if (r.docType !== 'journal') {
        expect(r.authors.length, r.sourceId).toBeGreaterThan(0)
        for (const a of r.authors) expect(a.trim(), r.sourceId).not.toBe('')
      }
      if (r.docType === 'book') expect(r.publisher?.trim() ?? '', r.sourceId).not.toBe('')
      if (r.docType === 'journal') expect(r.issn, r.sourceId).not.toBeNull()
      if (r.docType === 'thesis') {
        expect(['bachelor', 'master', 'doctor'], r.sourceId).toContain(r.degree)
        expect(r.institution?.trim() ?? '', r.sourceId).not.toBe('')
      }
    }
  })

  it('gives only ISBN-13s with a valid check digit, none repeated within a file', () => {
    expect(isbn13Valid('9787506365437')).toBe(true)
    expect(isbn13Valid('9787506365438')).toBe(false)
    for (const [name, records] of catalogue) {
      const isbns = records.flatMap((r) => (r.isbn ? [r.isbn] : []))
      for (const isbn of isbns) expect(isbn13Valid(isbn), `${name} ${isbn}`).toBe(true)
      expect(new Set(isbns).size, name).toBe(isbns.length)
    }
  })

  it('gives only ISSNs with a valid check digit', () => {
    expect(issnValid('0028-0836')).toBe(true)
    expect(issnValid('0023-074X')).toBe(true)
    expect(issnValid('0028-0837')).toBe(false)
    for (const r of all) if (r.issn) expect(issnValid(r.issn), `${r.sourceId} ${r.issn}`).toBe(true)
  })

  it('gives CN numbers only to Chinese serials, in the NN-NNNN/CLASS form', () => {
    for (const r of all) {
      if (r.cn === null) continue
      expect(r.docType, r.sourceId).toBe('journal')
      expect(r.countryCode, r.sourceId).toBe('CN')
      expect(r.cn, r.sourceId).toMatch(/^\d{2}-\d{4}\/[A-Z][A-Z0-9]*$/)
    }
  })

  it('uses well-formed CLC class numbers', () => {
    for (const r of all) for (const c of r.clc) expect(c, r.sourceId).toMatch(/^[A-Z][A-Z0-9.\-/:]*$/)
  })

  it('writes each record in the script it declares', () => {
    for (const r of all) {
      const text = scriptText(r)
      if (r.script === 'zh-Hant') {
        expect(HAN.test(text), r.sourceId).toBe(true)
        for (const ch of SIMPLIFIED_ONLY) expect(text.includes(ch), `${r.sourceId} has simplified ${ch}`).toBe(false)
      } else if (r.script === 'zh-Hans') {
        // A title may be all digits (《1984》), so the Han check covers title, publisher and authors together.
        expect(HAN.test(text), r.sourceId).toBe(true)
        for (const ch of TRADITIONAL_ONLY) expect(text.includes(ch), `${r.sourceId} has traditional ${ch}`).toBe(false)
      } else {
        expect(HAN.test(r.title), r.sourceId).toBe(false)
      }
    }
  })

  it('pairs the file with its script', () => {
    for (const r of catalogue.get('books-zh-hans.json') ?? []) expect(r.script, r.sourceId).toBe('zh-Hans')
    for (const r of catalogue.get('books-zh-hant.json') ?? []) expect(r.script, r.sourceId).toBe('zh-Hant')
    for (const r of catalogue.get('books-en.json') ?? []) expect([r.script, r.langCode], r.sourceId).toEqual(['latin', 'eng'])
  })

  it('links some Traditional editions to Simplified editions of the same work', () => {
    const hans = new Set((catalogue.get('books-zh-hans.json') ?? []).map((r) => r.authors.join()))
    const toSimplified = (s: string) =>
      [...s].map((ch) => {
        const i = TRADITIONAL_ONLY.indexOf(ch)
        return i >= 0 ? SIMPLIFIED_ONLY[i] : ch
      }).join('')
    const shared = (catalogue.get('books-zh-hant.json') ?? []).filter((r) => hans.has(toSimplified(r.authors.join())))
    expect(shared.length).toBeGreaterThanOrEqual(3)
  })
})
