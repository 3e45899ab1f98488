import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
const ids: Record<'zh' | 'en' | 'thesis' | 'city', number> = {} as never
beforeAll(async () => {
  t = await createTestApp()
  const find = async (groupCode: string, sourceId: string) =>
    (await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenant: { groupCode }, sourceId }, select: { id: true } })).id
  ids.zh = await find(DEFAULT_GROUP, 'demo-zh-0111')
  ids.en = await find(DEFAULT_GROUP, 'demo-en-0001')
  ids.thesis = await find(DEFAULT_GROUP, 'demo-th-0001')
  ids.city = (await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenant: { groupCode: CITY_GROUP }, sourceId: 'demo-zh-0111' }, select: { id: true } })).id
})
afterAll(() => t.close())

const cite = (query: Record<string, unknown>, headers: Record<string, string> = { groupCode: DEFAULT_GROUP }) =>
  t.http().get('/find/searchResultDetail/exportCitation').query(query).set(headers).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = []
    res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks).toString('utf8')))
  })

describe('citation export', () => {
  it('GB/T 7714 of a Chinese book as a UTF-8 text file to save', async () => {
    const res = await cite({ recordId: String(ids.zh), format: 'gbt7714' })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="record-${ids.zh}-gbt7714.txt"; filename*=UTF-8''record-${ids.zh}-gbt7714.txt`)
    expect(res.body).toBe('加西亚·马尔克斯. 百年孤独[M]. 范晔, 译. 海口: 南海出版公司, 2011.')
  })

  it('RIS and BibTeX files with their media types; APA and MLA as text', async () => {
    const ris = await cite({ recordId: ids.en, format: 'RIS ' })
    expect(ris.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8')
    expect(ris.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="record-${ids.en}\\.ris"`))
    expect(ris.body).toBe(['TY  - BOOK', 'AU  - Austen, Jane', 'TI  - Pride and Prejudice', 'PY  - 2003', 'CY  - London', 'PB  - Penguin Books', 'SN  - 9780141439518', 'LA  - English', 'ER  - ', ''].join('\r\n'))
    const bib = await cite({ recordId: ids.thesis, format: 'bibtex' })
    expect(bib.headers['content-type']).toBe('application/x-bibtex; charset=utf-8')
    expect(bib.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="record-${ids.thesis}\\.bib"`))
    expect(bib.body).toBe([
      `@phdthesis{shannon1940-${ids.thesis},`, '  author = {Shannon, Claude Elwood},', '  title = {A Symbolic Analysis of Relay and Switching Circuits},',
      '  school = {Massachusetts Institute of Technology},', '  address = {Cambridge, Mass.},', '  year = {1940},', '  type = {Thesis},', '  language = {English},', '}', '',
    ].join('\n'))
    expect((await cite({ recordId: ids.en, format: 'apa' })).body).toBe('Austen, J. (2003). Pride and Prejudice. Penguin Books.')
    expect((await cite({ recordId: ids.en, format: 'mla' })).body).toBe('Austen, Jane. Pride and Prejudice. Penguin Books, 2003.')
  })

  it('a download link may name the tenant, as it carries no group code header', async () => {
    const res = await cite({ recordId: ids.city, format: 'gbt7714', groupCode: CITY_GROUP }, {})
    expect(res.status).toBe(200)
    expect(res.body).toContain('百年孤独[M]')
    // The record of another tenant is not found through this one.
    const wrong = await cite({ recordId: ids.city, format: 'ris' }, { groupCode: DEFAULT_GROUP, 'content-language': 'en_US' })
    expect(JSON.parse(wrong.body)).toMatchObject({ success: false, errCode: 404, message: 'The requested data was not found' })
  })

  it('bad format, bad or unknown record, unknown tenant: the JSON error envelope in the caller’s language, never a 500', async () => {
    const english = { groupCode: DEFAULT_GROUP, 'content-language': 'en_US' }
    const badFormat = await cite({ recordId: ids.zh, format: 'chicago' }, english)
    expect(badFormat.status).toBe(200)
    expect(badFormat.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(JSON.parse(badFormat.body)).toMatchObject({ success: false, errCode: 400, errorCode: null, data: null })
    expect(JSON.parse(badFormat.body).message).toMatch(/^Invalid request: format: /)
    const chinese = await cite({ recordId: ids.zh, format: 'chicago' })
    expect(JSON.parse(chinese.body).message).toMatch(/^请求参数有误：format: /)
    for (const query of [{ format: 'ris' }, { recordId: 'abc', format: 'ris' }, { recordId: -3, format: 'ris' }, { recordId: '99999999999', format: 'ris' }, { recordId: ids.zh }, { recordId: ids.zh, format: 'ris', groupCode: '../x' }])
      expect(JSON.parse((await cite(query, english)).body)).toMatchObject({ success: false, errCode: 400 })
    expect(JSON.parse((await cite({ recordId: 999_999_999, format: 'apa' }, english)).body)).toMatchObject({ success: false, errCode: 404 })
    expect(JSON.parse((await cite({ recordId: ids.zh, format: 'apa', groupCode: '123456' }, {})).body)).toMatchObject({ success: false, errCode: 404 })
    await t.db.prisma.bibRecord.update({ where: { id: ids.zh }, data: { suppressed: true } })
    expect(JSON.parse((await cite({ recordId: ids.zh, format: 'apa' })).body).errCode).toBe(404)
    await t.db.prisma.bibRecord.update({ where: { id: ids.zh }, data: { suppressed: false } })
  })

  it('tRPC catalogue.record.citation answers the text with its file name and media type', async () => {
    const input = encodeURIComponent(JSON.stringify({ recordId: ids.en, format: 'ris' }))
    const res = await t.http().get(`/trpc/catalogue.record.citation?input=${input}`).set('groupCode', DEFAULT_GROUP)
    expect(res.body.result.data).toEqual({
      format: 'ris', text: (await cite({ recordId: ids.en, format: 'ris' })).body, fileName: `record-${ids.en}.ris`, mimeType: 'application/x-research-info-systems',
    })
    const bad = await t.http().get(`/trpc/catalogue.record.citation?input=${encodeURIComponent(JSON.stringify({ recordId: ids.en, format: 'doc' }))}`).set('groupCode', DEFAULT_GROUP)
    expect(bad.body.error.data).toMatchObject({ appCode: 'VALIDATION_FAILED', errCode: 400 })
  })
})
