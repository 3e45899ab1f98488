import { clean, contentId, emptyRecord, finish } from './normalise.ts'
import { isDataField, type HoldingInput, type MarcDataField, type MarcRecord, type NormalisedRecord } from './types.ts'

// MARC 21 and UNIMARC/CNMARC → NormalisedRecord. docs/import.md has the field-by-field table.

export type MarcFlavour = 'marc21' | 'unimarc'

const control = (record: MarcRecord, tag: string) => {
  const field = record.fields.find((f) => f.tag === tag && !isDataField(f))
  return field && !isDataField(field) ? field.value : ''
}
const data = (record: MarcRecord, tag: string) => record.fields.filter((f): f is MarcDataField => f.tag === tag && isDataField(f))
const sub = (field: MarcDataField | undefined, codes: string) => (field ? field.subfields.filter((s) => codes.includes(s.code)).map((s) => s.value) : [])
const first = (field: MarcDataField | undefined, code: string) => field?.subfields.find((s) => s.code === code)?.value ?? ''
const joined = (field: MarcDataField | undefined, codes: string, sep = ' ') => clean(sub(field, codes).map(clean).join(sep))

/** MARC 21 or UNIMARC? UNIMARC has 200 (title) and no 245; MARC 21 has 245 / 008. */
export function detectFlavour(record: MarcRecord): MarcFlavour {
  const tags = new Set(record.fields.map((f) => f.tag))
  if (tags.has('245') || tags.has('008')) return 'marc21'
  if (tags.has('200') || tags.has('100') && tags.has('101')) return 'unimarc'
  return 'marc21'
}

/** Whether a record is bibliographic; authority (z) and holdings (u v x y) records are not. */
export function nonBibliographicReason(record: MarcRecord, flavour: MarcFlavour): string | null {
  const type = record.leader[6] ?? ''
  if (type === 'z') return 'authority record (leader/06 z), not a bibliographic record'
  if (flavour === 'marc21' && 'uvxy'.includes(type) && type !== '') return `holdings record (leader/06 ${type}), not a bibliographic record`
  if (type === 'w') return 'classification record (leader/06 w), not a bibliographic record'
  return null
}

function sourceIdOf(record: MarcRecord): string {
  const id = control(record, '001').trim()
  const org = control(record, '003').trim()
  if (id) return org ? `(${org})${id}` : id
  const f035 = data(record, '035').flatMap((f) => sub(f, 'a'))[0]
  if (f035) return f035.trim()
  return contentId('marc:', record)
}

/** docCode/docType from leader/06-07 and 008 (MARC 21); UNIMARC leader/06-07 uses the same letters. */
export function documentType(record: MarcRecord, flavour: MarcFlavour, isThesis: boolean): { docCode: number; docType: string; resourceType: NormalisedRecord['resourceType'] } {
  const type = record.leader[6] ?? 'a'
  const level = record.leader[7] ?? 'm'
  const f008 = control(record, '008')
  const electronic = flavour === 'marc21' && (f008[23] === 'o' || f008[23] === 's') && 'at'.includes(type)
  const resourceType = electronic || type === 'm' || type === 'l' ? 'ELECTRONIC' as const : 'PHYSICAL' as const
  if ('at'.includes(type) || (flavour === 'unimarc' && 'abh'.includes(type))) {
    if (level === 's' || level === 'i' || level === 'b') return { docCode: 2, docType: 'journal', resourceType }
    if (isThesis) return { docCode: 4, docType: 'thesis', resourceType }
    return { docCode: 1, docType: 'book', resourceType }
  }
  // Codes of the docCode list (modules/catalogue/vocabularies.ts): 18 score, 17 map, 19 video, 20 audio,
  // 21 image, 9 multimedia, 42 manuscript, 28 other.
  const other: Record<string, [number, string]> = {
    c: [18, 'score'], d: [18, 'score'], e: [17, 'map'], f: [17, 'map'], g: [19, 'video'], i: [20, 'audio'], j: [20, 'audio'],
    k: [21, 'image'], m: [9, 'electronic'], l: [9, 'electronic'], o: [9, 'kit'], p: [42, 'mixed'], r: [28, 'object'],
  }
  const [docCode, docType] = other[type] ?? [28, 'other']
  return { docCode, docType, resourceType }
}

/** Links a field to its 880 vernacular partner through $6 ("245-01/$1" ↔ 880 $6 "245-01/$1"). */
function vernacularOf(record: MarcRecord, field: MarcDataField | undefined): MarcDataField | undefined {
  const link = first(field, '6')
  if (!field || !link) return undefined
  const occurrence = link.slice(4, 6)
  return data(record, '880').find((f) => {
    const six = first(f, '6')
    return six.slice(0, 3) === field.tag && six.slice(4, 6) === occurrence
  })
}
const vernacularsFor = (record: MarcRecord, tags: string[]) =>
  data(record, '880').filter((f) => tags.includes(first(f, '6').slice(0, 3)))

const ITEM_STATUS_KOHA = (field: MarcDataField): string => {
  if (first(field, '1') && first(field, '1') !== '0') return 'LOST'
  if (first(field, '0') && first(field, '0') !== '0') return 'WITHDRAWN'
  if (first(field, 'q')) return 'ON_LOAN'
  if (first(field, '4') && first(field, '4') !== '0') return 'DAMAGED'
  return 'ON_SHELF'
}

function holdingsOf(record: MarcRecord, flavour: MarcFlavour): HoldingInput[] {
  const holdings: HoldingInput[] = []
  if (flavour === 'unimarc') {
    // UNIMARC 995 (French/Koha UNIMARC): $b owning library, $c holding library, $e location, $f barcode, $k call no.
    for (const f of data(record, '995')) {
      holdings.push({ barcode: first(f, 'f'), libCode: first(f, 'b') || first(f, 'c'), locationCode: first(f, 'e'), callNo: first(f, 'k'), status: 'ON_SHELF' })
    }
    return holdings.filter((h) => h.barcode)
  }
  // Koha 952: $a home branch, $b holding branch, $c shelving location, $o call number, $p barcode.
  for (const f of data(record, '952')) {
    holdings.push({ barcode: first(f, 'p'), libCode: first(f, 'a') || first(f, 'b'), locationCode: first(f, 'c'), callNo: first(f, 'o'), status: ITEM_STATUS_KOHA(f) })
  }
  // 852 (MARC holdings location): $a institution, $b sublocation, $c shelving location, $h/$i call number, $p barcode.
  for (const f of data(record, '852')) {
    holdings.push({ barcode: first(f, 'p'), libCode: first(f, 'a') || first(f, 'b'), locationCode: first(f, 'c') || first(f, 'b'), callNo: clean(sub(f, 'hi').join(' ')), status: 'ON_SHELF' })
  }
  // 949 / 999 local item fields are not standardised; only those carrying an explicit barcode in $i are taken.
  for (const f of [...data(record, '949'), ...data(record, '999')]) {
    const barcode = first(f, 'i')
    if (/^\d{6,}$|^[A-Z]{0,3}\d{6,}$/.test(barcode)) holdings.push({ barcode, libCode: first(f, 'm'), locationCode: first(f, 'l') || first(f, 'k'), callNo: first(f, 'a'), status: 'ON_SHELF' })
  }
  return holdings.filter((h) => h.barcode)
}

export function mapMarc21(record: MarcRecord): NormalisedRecord {
  const out = emptyRecord(sourceIdOf(record), 'MARC21')
  const f008 = control(record, '008')
  const f245 = data(record, '245')[0]
  const v245 = vernacularOf(record, f245)
  const isThesis = data(record, '502').length > 0 || /m/.test(f008.slice(24, 28)) && 'at'.includes(record.leader[6] ?? '')
  Object.assign(out, documentType(record, 'marc21', isThesis))

  // Titles: the vernacular 880 form is the display title when present; the romanised one stays searchable.
  const title245 = joined(f245, 'anp')
  const titleV = joined(v245, 'anp')
  out.title = titleV || title245
  out.subtitle = clean(first(v245, 'b') || first(f245, 'b'))
  out.responsibility = clean(first(v245, 'c') || first(f245, 'c'))
  out.otherTitles = [
    ...(titleV && title245 ? [title245 + (first(f245, 'b') ? ` : ${clean(first(f245, 'b'))}` : '')] : []),
    ...data(record, '246').map((f) => joined(f, 'abnp')),
    ...data(record, '240').map((f) => joined(f, 'adkmnpr')),
    ...data(record, '130').map((f) => joined(f, 'adkmnpr')),
    ...vernacularsFor(record, ['246', '240', '130']).map((f) => joined(f, 'abnp')),
  ]
  const parallel = data(record, '246').find((f) => f.ind2 === '1')
  out.parallelTitle = parallel ? joined(parallel, 'ab') : ''

  // Authors: 1XX then 7XX, vernacular (880) forms first so they display.
  const nameFields = (tags: string[]) => tags.flatMap((t) => data(record, t))
  const names = nameFields(['100', '110', '111', '700', '710', '711'])
  const vernacularNames = vernacularsFor(record, ['100', '110', '111', '700', '710', '711']).map((f) => joined(f, 'abcdq', ' '))
  out.authors = [...vernacularNames, ...names.map((f) => joined(f, f.tag.endsWith('11') ? 'acdn' : 'abcdq', ' '))]
  out.institution = joined(data(record, '110')[0] ?? data(record, '710')[0], 'ab')
  if (out.docType === 'thesis') out.institution = clean(first(data(record, '502')[0], 'c')) || out.institution

  out.edition = joined(vernacularOf(record, data(record, '250')[0]) ?? data(record, '250')[0], 'ab')
  // Publication: 264 (RDA, second indicator 1 = publication) or 260.
  const pub = data(record, '264').find((f) => f.ind2 === '1') ?? data(record, '260')[0] ?? data(record, '264')[0]
  const pubV = vernacularOf(record, pub)
  out.publishPlace = clean(first(pubV, 'a') || first(pub, 'a')).replace(/^\[|\]$/g, '')
  out.publisher = clean(first(pubV, 'b') || first(pub, 'b'))
  out.publishYear = clean(first(pub, 'c')).replace(/^\[|\]$/g, '') || (/^\d{4}$/.test(f008.slice(7, 11)) ? f008.slice(7, 11) : '')
  out.publishYearNum = /^\d{4}$/.test(f008.slice(7, 11)) && f008.slice(7, 11) !== '0000' ? Number(f008.slice(7, 11)) : null
  out.countryCode = f008.slice(15, 18).trim().replace(/[|#^]/g, '')

  const f300 = data(record, '300')[0]
  out.pages = clean(first(f300, 'a'))
  out.dimensions = clean(first(f300, 'c'))
  out.physicalDescription = joined(f300, 'abce')
  out.series = data(record, '490').map((f) => joined(f, 'av', ' ; ')).concat(data(record, '830').map((f) => joined(f, 'av'))).filter(Boolean)[0] ?? ''
  out.abstract = data(record, '520').map((f) => joined(f, 'ab')).join('\n')

  // Language: 008/35-37, else 041 $a.
  const lang = f008.slice(35, 38).trim().toLowerCase()
  out.langCode = /^[a-z]{3}$/.test(lang) ? lang : (sub(data(record, '041')[0], 'a')[0] ?? '').slice(0, 3).toLowerCase()

  // ISBN / ISSN / price.
  const isbnRaw = data(record, '020').flatMap((f) => sub(f, 'a').concat(sub(f, 'z').length && !sub(f, 'a').length ? [] : []))
  out.isbn = isbnRaw[0]?.trim() ?? ''
  out.issn = clean(data(record, '022').flatMap((f) => sub(f, 'a'))[0])
  out.priceText = clean(data(record, '020').flatMap((f) => sub(f, 'c'))[0])

  // Classification: 084 $2 clc → CLC; 050/082/084 others kept as class numbers for search.
  for (const f of data(record, '084')) {
    const scheme = first(f, '2').toLowerCase()
    if (scheme === 'clc' || scheme === 'ztf' || scheme === 'cclc') out.clcClasses.push(...sub(f, 'a').map(clean))
    else out.classNumbers.push(...sub(f, 'a').map(clean))
  }
  out.classNumbers.push(...data(record, '050').map((f) => joined(f, 'ab', ' ')), ...data(record, '082').map((f) => sub(f, 'a').map(clean).join(' ')))
  out.classNumbers = out.classNumbers.filter(Boolean)

  // Subjects: 600-662 headings with their subdivisions joined by " -- ".
  out.subjects = record.fields
    .filter((f): f is MarcDataField => isDataField(f) && /^6[0-6]\d$/.test(f.tag))
    .map((f) => f.subfields.filter((s) => /[a-z]/.test(s.code) && s.code !== 'e').map((s) => clean(s.value)).filter(Boolean).join(' -- '))
    .concat(vernacularsFor(record, ['600', '610', '611', '630', '650', '651']).map((f) => joined(f, 'avxyz', ' -- ')))

  out.links = data(record, '856').map((f) => ({ url: first(f, 'u'), name: clean(first(f, 'y') || first(f, '3') || first(f, 'z')) })).filter((l) => l.url)
  out.holdings = holdingsOf(record, 'marc21')
  out.marc = record
  return finish(out, isbnRaw)
}

export function mapUnimarc(record: MarcRecord): NormalisedRecord {
  const out = emptyRecord(control(record, '001').trim() || contentId('unimarc:', record), 'CNMARC')
  const f200 = data(record, '200')[0]
  Object.assign(out, documentType(record, 'unimarc', data(record, '328').length > 0 || (record.leader[6] === 'b')))
  if (data(record, '328').length) Object.assign(out, { docCode: 4, docType: 'thesis' })
  out.title = clean(sub(f200, 'a').map(clean).join(' ; '))
  out.subtitle = clean(sub(f200, 'e').map(clean).join(' : '))
  out.parallelTitle = clean(first(f200, 'd'))
  out.responsibility = clean(sub(f200, 'fg').map(clean).join(' ; '))
  out.otherTitles = [...sub(f200, 'hi').map(clean), ...data(record, '500').map((f) => joined(f, 'a')), ...data(record, '510').map((f) => joined(f, 'a')), ...data(record, '517').map((f) => joined(f, 'a'))]
  out.edition = joined(data(record, '205')[0], 'a')
  const f210 = data(record, '210')[0] ?? data(record, '214')[0]
  out.publishPlace = clean(first(f210, 'a'))
  out.publisher = clean(first(f210, 'c'))
  out.publishYear = clean(first(f210, 'd'))
  const f100a = first(data(record, '100')[0], 'a')
  if (/^\d{4}$/.test(f100a.slice(9, 13))) out.publishYearNum = Number(f100a.slice(9, 13))
  const f215 = data(record, '215')[0]
  out.pages = clean(first(f215, 'a'))
  out.dimensions = clean(first(f215, 'd'))
  out.physicalDescription = joined(f215, 'acde')
  out.series = data(record, '225').map((f) => joined(f, 'av', ' ; '))[0] ?? ''
  out.abstract = data(record, '330').map((f) => joined(f, 'a')).join('\n')
  out.langCode = (first(data(record, '101')[0], 'a') || '').slice(0, 3).toLowerCase()
  out.countryCode = clean(first(data(record, '102')[0], 'a'))
  // 010 ISBN ($a, $d price); 011 ISSN.
  const isbnRaw = data(record, '010').flatMap((f) => sub(f, 'a'))
  out.priceText = clean(data(record, '010').flatMap((f) => sub(f, 'd'))[0])
  out.issn = clean(data(record, '011').flatMap((f) => sub(f, 'a'))[0])
  // 690 CLC (CNMARC), 686 $2 clc; 675 UDC / 676 DDC as class numbers.
  out.clcClasses = [...data(record, '690').flatMap((f) => sub(f, 'a')), ...data(record, '686').filter((f) => /clc|ztf/i.test(first(f, '2'))).flatMap((f) => sub(f, 'a'))].map(clean)
  out.classNumbers = [...data(record, '675'), ...data(record, '676'), ...data(record, '686').filter((f) => !/clc|ztf/i.test(first(f, '2')))].flatMap((f) => sub(f, 'a')).map(clean)
  // 600-608 subjects (606 topical), subdivisions $x $y $z $j.
  out.subjects = record.fields
    .filter((f): f is MarcDataField => isDataField(f) && /^60[0-8]$/.test(f.tag))
    .map((f) => f.subfields.filter((s) => 'abcxyzj'.includes(s.code)).map((s) => clean(s.value)).join(' -- '))
  // 700/701/702 personal names ($a entry element, $b rest of name), 710-712 corporate.
  out.authors = record.fields
    .filter((f): f is MarcDataField => isDataField(f) && /^7[01][0-2]$/.test(f.tag))
    .map((f) => (f.tag.startsWith('70') ? clean([first(f, 'a'), first(f, 'b')].filter(Boolean).join(', ')) : joined(f, 'ab')))
  out.institution = joined(data(record, '710')[0] ?? data(record, '711')[0], 'ab')
  out.links = data(record, '856').map((f) => ({ url: first(f, 'u'), name: clean(first(f, 'y') || first(f, 'z')) })).filter((l) => l.url)
  out.holdings = holdingsOf(record, 'unimarc')
  out.marc = record
  return finish(out, isbnRaw)
}
