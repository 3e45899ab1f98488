import { describe, expect, it } from 'vitest'
import { FLAT_PROFILES } from './flat-profiles.ts'
import { detectFlavour, mapMarc21, mapUnimarc } from './marc-mapper.ts'
import { decodeMarc8 } from './marc8.ts'
import { detectScript, normaliseIsbn } from './normalise.ts'
import type { MarcRecord } from './types.ts'

const df = (tag: string, ind: string, ...pairs: string[]) => ({
  tag, ind1: ind[0]!, ind2: ind[1]!, subfields: Array.from({ length: pairs.length / 2 }, (_, i) => ({ code: pairs[2 * i]!, value: pairs[2 * i + 1]! })),
})

describe('ISBN normalisation', () => {
  it('turns ISBN-10 and hyphenated ISBN-13 into the same ISBN-13', () => {
    expect(normaliseIsbn('7-02-000220-X')).toBe('9787020002207')
    expect(normaliseIsbn('978-7-02-000220-7 (pbk.)')).toBe('9787020002207')
    expect(normaliseIsbn('0439023483')).toBe('9780439023481')
    expect(normaliseIsbn('0439023484')).toBeNull()
    expect(normaliseIsbn('no isbn')).toBeNull()
  })
})

describe('MARC 21 mapping', () => {
  const record: MarcRecord = {
    leader: '01234nam a2200301 a 4500',
    fields: [
      { tag: '001', value: '12345' },
      { tag: '003', value: 'DLC' },
      { tag: '008', value: '050101s2005    ch a          000 1 chi d' },
      df('020', '  ', 'a', '7-02-000220-X', 'c', 'CNY35.00'),
      df('084', '  ', 'a', 'I246.57', '2', 'clc'),
      df('050', '00', 'a', 'PL2727.S2', 'b', 'C36 2005'),
      df('100', '1 ', '6', '880-01', 'a', 'Cao, Xueqin,', 'd', 'ca. 1717-1763.'),
      df('245', '10', '6', '880-02', 'a', 'Hong lou meng /', 'c', 'Cao Xueqin zhu.'),
      df('260', '  ', '6', '880-03', 'a', 'Beijing :', 'b', 'Ren min wen xue chu ban she,', 'c', '2005.'),
      df('300', '  ', 'a', '2 v. ;', 'c', '21 cm.'),
      df('650', ' 0', 'a', 'Families', 'z', 'China', 'v', 'Fiction.'),
      df('856', '40', 'u', 'http://example.org/hlm', 'y', 'Full text'),
      df('880', '1 ', '6', '100-01/$1', 'a', '曹雪芹,'),
      df('880', '10', '6', '245-02/$1', 'a', '红楼梦 /', 'c', '曹雪芹著.'),
      df('880', '  ', '6', '260-03/$1', 'a', '北京 :', 'b', '人民文学出版社,', 'c', '2005.'),
      df('952', '  ', 'a', 'MAIN', 'c', 'STACK', 'o', 'I246.57/1', 'p', 'B0001'),
    ],
  }
  const mapped = mapMarc21(record)

  it('uses the 880 vernacular title and author for display and keeps the romanised forms searchable', () => {
    expect(detectFlavour(record)).toBe('marc21')
    expect(mapped.sourceId).toBe('(DLC)12345')
    expect(mapped.title).toBe('红楼梦')
    expect(mapped.otherTitles).toContain('Hong lou meng')
    expect(mapped.authors[0]).toBe('曹雪芹')
    expect(mapped.authors).toContain('Cao, Xueqin ca. 1717-1763')
    expect(mapped.responsibility).toBe('曹雪芹著')
    expect(mapped.publisher).toBe('人民文学出版社')
    expect(mapped.publishPlace).toBe('北京')
    expect(mapped.script).toBe('ZH_HANS')
  })

  it('maps codes, numbers, subjects, links and holdings', () => {
    expect(mapped).toMatchObject({ docCode: 1, docType: 'book', langCode: 'chi', publishYearNum: 2005, isbn: '7-02-000220-X', isbns: ['9787020002207'], priceText: 'CNY35.00', clcClasses: ['I246.57'], pages: '2 v', dimensions: '21 cm' })
    expect(mapped.subjects).toEqual(['Families -- China -- Fiction'])
    expect(mapped.links).toEqual([{ url: 'http://example.org/hlm', name: 'Full text' }])
    expect(mapped.holdings).toEqual([{ barcode: 'B0001', libCode: 'MAIN', locationCode: 'STACK', callNo: 'I246.57/1', status: 'ON_SHELF' }])
    expect(mapped.marc).toBe(record)
  })

  it('classifies serials and theses', () => {
    expect(mapMarc21({ ...record, leader: '01234nas a2200301 a 4500' }).docType).toBe('journal')
    expect(mapMarc21({ ...record, fields: [...record.fields, df('502', '  ', 'a', 'Thesis (Ph.D.)', 'c', 'Peking University')] })).toMatchObject({ docCode: 4, docType: 'thesis', institution: 'Peking University' })
  })
})

describe('UNIMARC / CNMARC mapping', () => {
  const record: MarcRecord = {
    leader: '01234nam0 2200277   450 ',
    fields: [
      { tag: '001', value: 'CN001' },
      df('010', '  ', 'a', '978-7-5366-9293-0', 'd', 'CNY39.50'),
      df('100', '  ', 'a', '20180101d2018    em y0chiy50      ea'),
      df('101', '0 ', 'a', 'chi'),
      df('200', '1 ', 'a', '三体', 'e', '地球往事', 'f', '刘慈欣著'),
      df('205', '  ', 'a', '第2版'),
      df('210', '  ', 'a', '重庆', 'c', '重庆出版社', 'd', '2008'),
      df('215', '  ', 'a', '302页', 'd', '23cm'),
      df('225', '2 ', 'a', '中国科幻基石丛书'),
      df('330', '  ', 'a', '文化大革命如火如荼进行的同时……'),
      df('606', '0 ', 'a', '科学幻想小说', 'y', '中国', 'z', '当代'),
      df('690', '  ', 'a', 'I247.55', 'v', '5'),
      df('701', ' 0', 'a', '刘慈欣', 'f', '1963-', '4', '著'),
      df('995', '  ', 'b', 'MAIN', 'f', 'C0001', 'k', 'I247.55/123'),
    ],
  }
  it('maps 010, 101, 200, 205, 210, 215, 225, 330, 606, 690, 7XX and 995', () => {
    expect(detectFlavour(record)).toBe('unimarc')
    expect(mapUnimarc(record)).toMatchObject({
      sourceId: 'CN001', sourceFormat: 'CNMARC', title: '三体', subtitle: '地球往事', responsibility: '刘慈欣著', edition: '第2版',
      publishPlace: '重庆', publisher: '重庆出版社', publishYear: '2008', publishYearNum: 2018, pages: '302页', dimensions: '23cm',
      series: '中国科幻基石丛书', langCode: 'chi', isbns: ['9787536692930'], priceText: 'CNY39.50', clcClasses: ['I247.55'],
      subjects: ['科学幻想小说 -- 中国 -- 当代'], authors: ['刘慈欣'], script: 'ZH_HANS',
      holdings: [{ barcode: 'C0001', libCode: 'MAIN', locationCode: '', callNo: 'I247.55/123', status: 'ON_SHELF' }],
    })
  })
})

describe('flat profiles', () => {
  it('maps a Douban CSV row', () => {
    const record = FLAT_PROFILES.douban!.map({ id: '2', title: '成功，动机与目标', authors_raw: '[美]海蒂•格兰特•霍尔沃森 / 汤珑', publisher: '译林出版社', pub_date: '2013-3-1', price: '48.80元', tags: '个人管理|管理', has_han: '1' }, 1)
    expect(record).toMatchObject({ sourceId: 'douban:2', sourceFormat: 'DUBLIN_CORE', title: '成功，动机与目标', authors: ['海蒂•格兰特•霍尔沃森', '汤珑'], publisher: '译林出版社', publishYearNum: 2013, priceText: '48.80元', subjects: ['个人管理', '管理'], langCode: 'chi' })
  })
  it('maps a Goodbooks CSV row and repairs its ISBN', () => {
    const record = FLAT_PROFILES.goodbooks!.map({ book_id: '1', goodreads_book_id: '2767052', isbn: '439023483', isbn13: '9.78043902348e+12', authors: 'Suzanne Collins', original_publication_year: '2008.0', title: 'The Hunger Games', language_code: 'eng' }, 1)
    expect(record).toMatchObject({ sourceId: 'goodbooks:2767052', isbns: ['9780439023481'], publishYearNum: 2008, langCode: 'eng', script: 'LATIN' })
  })
  it('rejects a row without an id', () => {
    expect(() => FLAT_PROFILES.kanripo!.map({ title: 'x' }, 1)).toThrow(/kr_id/)
  })
})

describe('MARC-8 and script', () => {
  it('decodes EACC (CJK) and ANSEL combining marks', () => {
    // ESC $ 1 selects EACC; 0x215556 is 葡 (U+8461); ESC ( B back to ASCII. ANSEL 0xE2 (acute) precedes its base letter.
    expect(decodeMarc8(Uint8Array.from([0x1b, 0x24, 0x31, 0x21, 0x55, 0x56, 0x1b, 0x28, 0x42, 0x41, 0xe2, 0x65])).text).toBe('\u8461Aé')
  })
  it('tells Simplified, Traditional and Latin apart', () => {
    expect(detectScript('红楼梦')).toBe('ZH_HANS')
    expect(detectScript('紅樓夢')).toBe('ZH_HANT')
    expect(detectScript('Pride and prejudice')).toBe('LATIN')
  })
})
