import { seededRandom } from '@portal/seed'
import * as OpenCC from 'opencc-js/cn2t'
import {
  EN_GLUE, FILLER_EN, FILLER_ZH, GIVEN_EN, GIVEN_ZH, KNOWN_ITEMS, PLACES_EN, PLACES_HANT, PLACES_ZH, PUBLISHERS_EN, PUBLISHERS_HANT,
  PUBLISHERS_ZH, SUBJECTS, SURNAMES_EN, SURNAMES_ZH, type KnownItem, type Subject,
} from './vocabulary.ts'

// A deterministic, mixed catalogue (search-notes.md "Method"): 48% Simplified, 12% Traditional (opencc
// cn → tw), 40% English; Zipf-sampled vocabulary per subject; known items spread over editions; ISBN-13
// with valid check digits; 1–4 authors, publisher, year skewed to recent, CLC class, 2–4 subjects, an
// abstract. Record n depends only on n, so the first 100K records of the 1M catalogue are the 100K one.

export type GeneratedRecord = {
  n: number
  docCode: number
  docType: string
  resourceType: 'PHYSICAL' | 'ELECTRONIC'
  title: string
  subtitle: string
  authors: string[]
  responsibility: string
  publisher: string
  publishPlace: string
  year: number
  edition: string
  isbn: string
  isbns: string[]
  langCode: string
  countryCode: string
  clcClasses: string[]
  subjects: string[]
  abstract: string
  script: 'ZH_HANS' | 'ZH_HANT' | 'LATIN'
  firstInDate: Date
  /** Copies: index into the tenant's locations, and item status. */
  copies: { location: number; status: 'ON_SHELF' | 'ON_LOAN' | 'IN_TRANSIT' | 'MISSING' }[]
  known: string | null
}

/** Zipf sampler over a list (most frequent first). */
function zipf<T>(list: readonly T[], s = 1): (rnd: () => number) => T {
  const cumulative: number[] = []
  let sum = 0
  for (let i = 0; i < list.length; i++) cumulative.push((sum += 1 / Math.pow(i + 1, s)))
  return (rnd) => {
    const x = rnd() * sum
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid]! < x) lo = mid + 1
      else hi = mid
    }
    return list[lo]!
  }
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!

let toTraditional: ((text: string) => string) | undefined
const hant = (text: string) => (toTraditional ??= OpenCC.Converter({ from: 'cn', to: 'tw' }))(text)

type SubjectSamplers = { subject: Subject; zh: (r: () => number) => string; en: (r: () => number) => string }
const SAMPLERS: SubjectSamplers[] = SUBJECTS.map((subject) => ({ subject, zh: zipf(subject.zh, 0.9), en: zipf(subject.en, 0.9) }))
const fillerZh = zipf(FILLER_ZH, 1)
const fillerEn = zipf(FILLER_EN, 1)
const subjectOf = zipf(SAMPLERS, 0.5)

/** ISBN-13 from its first 12 digits (adds the check digit). */
export function isbn13(first12: string): string {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 ? 3 : 1)
  return `${first12}${(10 - (sum % 10)) % 10}`
}
const hyphenate = (isbn: string) => `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 7)}-${isbn.slice(7, 12)}-${isbn.slice(12)}`

/** Every edition of every known item, in a fixed order; record n = 400k + 7 is edition k mod this list. */
export const KNOWN_EDITIONS: { item: KnownItem; index: number; edition: number }[] = KNOWN_ITEMS.flatMap((item, index) =>
  Array.from({ length: item.editions }, (_, edition) => ({ item, index, edition })))
export const KNOWN_EVERY = 400
export const knownIsbn = (index: number, edition: number, lang: 'zh' | 'en') =>
  isbn13(`${lang === 'zh' ? '97873' : '97802'}${String(index * 100 + edition).padStart(7, '0')}`)

const DOC_TYPES: [number, string, GeneratedRecord['resourceType'], number][] = [
  [1, 'book', 'PHYSICAL', 0.62], [11, 'ebook', 'ELECTRONIC', 0.12], [5, 'journal_article', 'ELECTRONIC', 0.1],
  [4, 'thesis', 'PHYSICAL', 0.08], [6, 'conference_paper', 'ELECTRONIC', 0.05], [13, 'report', 'PHYSICAL', 0.03],
]
const STATUSES: GeneratedRecord['copies'][number]['status'][] = ['ON_SHELF', 'ON_SHELF', 'ON_SHELF', 'ON_SHELF', 'ON_SHELF', 'ON_SHELF', 'ON_LOAN', 'ON_LOAN', 'IN_TRANSIT', 'MISSING']

function docTypeOf(rnd: () => number) {
  let x = rnd()
  for (const entry of DOC_TYPES) if ((x -= entry[3]) < 0) return entry
  return DOC_TYPES[0]!
}

const zhName = (rnd: () => number) => `${pick(rnd, SURNAMES_ZH)}${pick(rnd, GIVEN_ZH)}`
const enName = (rnd: () => number) => `${pick(rnd, GIVEN_EN)} ${String.fromCharCode(65 + Math.floor(rnd() * 26))}. ${pick(rnd, SURNAMES_EN)}`

function zhTitle(rnd: () => number, s: SubjectSamplers): { title: string; subtitle: string } {
  const a = s.zh(rnd)
  const b = s.zh(rnd)
  const f = fillerZh(rnd)
  const shape = Math.floor(rnd() * 7)
  const title = [
    `${a}${pick(rnd, ['研究', '导论', '概论', '教程', '原理', '史', '新论', '基础'])}`,
    `${a}与${b}`,
    `${a}${f}${pick(rnd, ['研究', '分析', '探讨'])}`,
    `${f}${a}`,
    `${a}：${f}${fillerZh(rnd)}`,
    `${pick(rnd, ['现代', '中国', '当代', '实用', '新编', '简明'])}${a}`,
    `${a}${b}${pick(rnd, ['论集', '文集', '选编', '案例'])}`,
  ][shape]!
  const subtitle = rnd() < 0.3 ? `${fillerZh(rnd)}${s.zh(rnd)}${pick(rnd, ['的视角', '研究', '与实践', '之间'])}` : ''
  return { title, subtitle }
}

function enTitle(rnd: () => number, s: SubjectSamplers): { title: string; subtitle: string } {
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1)
  const words = () => `${cap(s.en(rnd))} ${rnd() < 0.5 ? cap(s.en(rnd)) : cap(fillerEn(rnd))}`
  const shape = Math.floor(rnd() * 5)
  const title = [
    `${cap(fillerEn(rnd))} to ${words()}`,
    `${words()}`,
    `The ${words()} of ${cap(s.en(rnd))}`,
    `${words()} and ${cap(s.en(rnd))}`,
    `${cap(fillerEn(rnd))} ${words()}`,
  ][shape]!
  const subtitle = rnd() < 0.35 ? `${cap(fillerEn(rnd))} ${pick(rnd, EN_GLUE)} ${s.en(rnd)} ${fillerEn(rnd)}` : ''
  return { title, subtitle }
}

function zhAbstract(rnd: () => number, s: SubjectSamplers, length: number): string {
  let text = '本书'
  while (text.length < length) {
    const parts = [fillerZh(rnd), s.zh(rnd), fillerZh(rnd), rnd() < 0.5 ? s.zh(rnd) : fillerZh(rnd), fillerZh(rnd)]
    text += parts.join(pick(rnd, ['', '的', '和', '与', '，', '及其'])) + pick(rnd, ['。', '，', '；', '。'])
  }
  return text
}

function enAbstract(rnd: () => number, s: SubjectSamplers, length: number): string {
  const words: string[] = ['This', 'book']
  let chars = 9
  while (chars < length) {
    const w = rnd() < 0.35 ? s.en(rnd) : rnd() < 0.6 ? fillerEn(rnd) : pick(rnd, EN_GLUE)
    words.push(w)
    chars += w.length + 1
  }
  return `${words.join(' ')}.`
}

/** The record at position n (0-based) of the benchmark catalogue; locations is the tenant's count. */
export function generateRecord(n: number, locations: number): GeneratedRecord {
  const rnd = seededRandom(Math.imul(n + 1, 0x9e3779b1) ^ 20240601)
  const langRoll = rnd()
  const script: GeneratedRecord['script'] = langRoll < 0.48 ? 'ZH_HANS' : langRoll < 0.6 ? 'ZH_HANT' : 'LATIN'
  const [docCode, docType, resourceType] = docTypeOf(rnd)
  const year = 2025 - Math.floor(75 * rnd() * rnd())
  const copies = Array.from({ length: resourceType === 'ELECTRONIC' ? (rnd() < 0.3 ? 1 : 0) : 1 + Math.floor(rnd() * rnd() * 3) }, () => ({
    location: Math.floor(rnd() * locations),
    status: pick(rnd, STATUSES),
  }))
  const firstInDate = new Date(Date.UTC(Math.max(year, 2000) + Math.floor(rnd() * 2), Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28)))
  const hasIsbn = docType === 'book' || docType === 'ebook' || docType === 'conference_paper' || docType === 'report'

  const known = n % KNOWN_EVERY === 7 ? KNOWN_EDITIONS[Math.floor(n / KNOWN_EVERY) % KNOWN_EDITIONS.length]! : null
  if (known) {
    const { item, index, edition } = known
    const zh = item.lang === 'zh'
    // Some Chinese editions are Taiwanese ones, in Traditional characters.
    const traditional = zh && edition % 4 === 3
    const t = (text: string) => (traditional ? hant(text) : text)
    const isbn = knownIsbn(index, edition, item.lang)
    const subject = SUBJECTS.find((s) => s.key === item.subject)!
    const s = SAMPLERS.find((x) => x.subject === subject)!
    const abstract = zh ? zhAbstract(rnd, s, 260 + Math.floor(rnd() * 90)) : enAbstract(rnd, s, 300 + Math.floor(rnd() * 150))
    return {
      n, docCode: 1, docType: 'book', resourceType: 'PHYSICAL', title: t(item.title), subtitle: t(item.subtitle ?? ''),
      authors: item.authors.map(t), responsibility: t(`${item.authors[0]}${zh ? '著' : ''}`), publisher: traditional ? pick(rnd, PUBLISHERS_HANT) : item.publisher,
      publishPlace: zh ? t(pick(rnd, traditional ? PLACES_HANT : PLACES_ZH)) : pick(rnd, PLACES_EN),
      year: 2025 - ((edition * 5 + Math.floor(n / 7919)) % 40), edition: zh ? `第${edition + 1}版` : `${edition + 1}th ed.`,
      isbn: hyphenate(isbn), isbns: [isbn], langCode: zh ? 'chi' : 'eng', countryCode: traditional ? 'TW' : zh ? 'CN' : 'US',
      clcClasses: [item.clc], subjects: (zh ? subject.subjectsZh.slice(0, 2) : subject.subjectsEn.slice(0, 2)).map(t), abstract: t(abstract),
      script: traditional ? 'ZH_HANT' : zh ? 'ZH_HANS' : 'LATIN', firstInDate, copies: copies.length ? copies : [{ location: 0, status: 'ON_SHELF' }], known: item.title,
    }
  }

  const s = subjectOf(rnd)
  const latin = script === 'LATIN'
  const { title, subtitle } = latin ? enTitle(rnd, s) : zhTitle(rnd, s)
  const authorCount = 1 + Math.floor(rnd() * rnd() * 4)
  const authors = Array.from({ length: authorCount }, () => (latin ? enName(rnd) : zhName(rnd)))
  const subjectCount = 2 + Math.floor(rnd() * 3)
  const subjects = [...new Set(Array.from({ length: subjectCount }, () => (latin ? pick(rnd, s.subject.subjectsEn) : rnd() < 0.5 ? pick(rnd, s.subject.subjectsZh) : `${s.zh(rnd)}`)))]
  const abstract = latin ? enAbstract(rnd, s, 300 + Math.floor(rnd() * 150)) : zhAbstract(rnd, s, 260 + Math.floor(rnd() * 90))
  const isbn = hasIsbn ? isbn13(`${latin ? '97801' : script === 'ZH_HANT' ? '97895' : '97870'}${String(n).padStart(7, '0').slice(-7)}`) : ''
  const record: GeneratedRecord = {
    n, docCode, docType, resourceType, title, subtitle, authors,
    responsibility: latin ? authors.join(', ') : `${authors.join('，')}${pick(rnd, ['著', '编著', '主编', '编'])}`,
    publisher: latin ? pick(rnd, PUBLISHERS_EN) : script === 'ZH_HANT' ? pick(rnd, PUBLISHERS_HANT) : pick(rnd, PUBLISHERS_ZH),
    publishPlace: latin ? pick(rnd, PLACES_EN) : script === 'ZH_HANT' ? pick(rnd, PLACES_HANT) : pick(rnd, PLACES_ZH),
    year, edition: '', isbn: isbn ? hyphenate(isbn) : '', isbns: isbn ? [isbn] : [],
    langCode: latin ? 'eng' : 'chi', countryCode: latin ? pick(rnd, ['US', 'GB', 'US', 'DE']) : script === 'ZH_HANT' ? pick(rnd, ['TW', 'HK']) : 'CN',
    clcClasses: [pick(rnd, s.subject.clc)], subjects, abstract, script, firstInDate, copies, known: null,
  }
  if (script === 'ZH_HANT') {
    record.title = hant(record.title)
    record.subtitle = hant(record.subtitle)
    record.authors = record.authors.map(hant)
    record.responsibility = hant(record.responsibility)
    record.subjects = record.subjects.map(hant)
    record.abstract = hant(record.abstract)
  }
  return record
}
