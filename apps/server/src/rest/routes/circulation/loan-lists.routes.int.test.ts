import { resources } from '@portal/i18n'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSpreadsheet, XLSX_CONTENT_TYPE } from '../../../testing/spreadsheet.ts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

// Union loans, issue loans and the spreadsheet exports (contract §3.7, spec §7): which loans each list holds, the
// tRPC twins, bad input in the caller's language, and workbooks that hold the list's rows and nobody else's.

const DAY_MS = 86_400_000
let t: TestApp
let reader: Awaited<ReturnType<typeof patronHeaders>>

beforeAll(async () => {
  t = await createTestApp()
  reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
})
afterAll(() => t.close())

type WireLoan = { loanId: number; title: string; author: string; barcode: string; callNo: string; phyLibName: string; locationName: string; loanDate: string; normReturnDate: string; returnDate: string | null; renewTimes: number }

const list = (path: string, body: object = { page: 1, rows: 100 }, headers: Record<string, string> = reader.headers) => t.http().post(`/find/loanInfo/${path}`).set(headers).send(body)
const ids = (res: { body: { data: { searchResult: { loanId: number }[] } } }) => res.body.data.searchResult.map((l) => l.loanId).sort((a, b) => a - b)
const trpc = (name: string, input: object) => t.http().get(`/trpc/circulation.loans.${name}`).query({ input: JSON.stringify(input) }).set(reader.headers)
const download = (path: string, query: Record<string, string | number>, headers: Record<string, string> = reader.headers) =>
  t.http().get(`/find/loanInfo/${path}`).query(query).set(headers).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = []
    res.on('data', (chunk: Buffer) => chunks.push(chunk))
    res.on('end', () => done(null, Buffer.concat(chunks)))
  })

/** A loan of reader's of a copy of `itemWhere`, current or returned. */
async function lend(itemWhere: object, returned = false) {
  const item = await t.db.prisma.item.findFirstOrThrow({ where: { tenantId: reader.tenantId, loans: { none: { status: 'ACTIVE' } }, ...itemWhere }, include: { record: true }, orderBy: { id: 'desc' } })
  return t.db.prisma.loan.create({
    data: {
      tenantId: reader.tenantId, patronId: reader.patronId, itemId: item.id, recordId: item.recordId, title: item.record.title, barcode: item.barcode, callNo: item.callNo,
      loanDate: new Date(Date.now() - 20 * DAY_MS), dueDate: new Date(Date.now() + 10 * DAY_MS), status: returned ? 'RETURNED' : 'ACTIVE', returnDate: returned ? new Date(Date.now() - DAY_MS) : null,
    },
  })
}

describe('union loans', () => {
  it('are the loans of another library of the group than the home library, or of a partner, of a patron who takes part', async () => {
    const main = await t.db.prisma.library.findFirstOrThrow({ where: { tenantId: reader.tenantId, isMain: true } })
    const branch = await t.db.prisma.library.create({ data: { tenantId: reader.tenantId, libCode: '90000100099', libName: '测试分馆' } })
    const home = await lend({ libraryId: main.id })
    const away = await lend({ libraryId: main.id })
    await t.db.prisma.item.update({ where: { id: away.itemId! }, data: { libraryId: branch.id } })
    const partner = await t.db.prisma.loan.create({
      data: { tenantId: reader.tenantId, patronId: reader.patronId, isUnion: true, unionLibName: '滨江市图书馆', title: '联合借阅测试书', barcode: 'UNION-1', loanDate: new Date(), dueDate: new Date(Date.now() + 30 * DAY_MS) },
    })
    const returnedAway = await lend({ libraryId: branch.id }, true).catch(async () => {
      const loan = await lend({ libraryId: main.id }, true)
      await t.db.prisma.item.update({ where: { id: loan.itemId! }, data: { libraryId: branch.id } })
      return loan
    })

    // Not taking part: no union loans, though the loans are there.
    expect((await list('unionLoanList')).body.data).toEqual({ searchResult: [], numFound: 0, loanNum: expect.any(Number) })
    await t.db.prisma.patron.update({ where: { id: reader.patronId }, data: { lendingParticipation: true, homeLibraryId: main.id } })
    const current = await list('unionLoanList')
    expect(ids(current)).toEqual([away.id, partner.id].sort((a, b) => a - b))
    expect(ids(current)).not.toContain(home.id)
    expect(current.body.data.searchResult.find((l: { loanId: number }) => l.loanId === partner.id)).toMatchObject({ phyLibName: '滨江市图书馆', barcode: 'UNION-1' })
    expect(ids(await list('unionLoanHistoryList'))).toEqual([returnedAway.id])
    // From the branch, the main library's copy is the union loan (and the branch's is not).
    await t.db.prisma.patron.update({ where: { id: reader.patronId }, data: { homeLibraryId: branch.id } })
    const fromBranch = ids(await list('unionLoanList'))
    expect(fromBranch).toContain(home.id)
    expect(fromBranch).toContain(partner.id)
    expect(fromBranch).not.toContain(away.id)
    // The tRPC twin answers the same loans.
    const twin = await trpc('unionCurrent', { rows: 100 })
    expect(twin.body.result.data.loans.map((l: { loanId: number }) => l.loanId).sort((a: number, b: number) => a - b)).toEqual(fromBranch)
    expect(twin.body.result.data.total).toBe(fromBranch.length)
    await t.db.prisma.patron.update({ where: { id: reader.patronId }, data: { lendingParticipation: false, homeLibraryId: null } })
  })
})

describe('issue loans', () => {
  it('are the loans of copies of serials, searchable by title and ISSN', async () => {
    const journal = await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId: reader.tenantId, docType: 'journal', items: { some: {} } } })
    await t.db.prisma.bibRecord.update({ where: { id: journal.id }, data: { issn: '1234-5679' } })
    const issue = await lend({ recordId: journal.id })
    const returned = await lend({ recordId: { not: journal.id }, record: { docType: 'journal' } }, true).catch(() => null)
    const current = await list('getIssueLoanInfoList')
    expect(ids(current)).toEqual([issue.id])
    expect(current.body.data).toMatchObject({ numFound: 1, loanNum: expect.any(Number) })
    expect(ids(await list('getIssueLoanInfoList', { searchType: 4, searchContent: '1234-5679' }))).toEqual([issue.id])
    expect(ids(await list('getIssueLoanInfoList', { searchType: 1, searchContent: journal.title.slice(0, 3) }))).toEqual([issue.id])
    expect((await list('getIssueLoanInfoList', { searchType: 4, searchContent: '9999-9999' })).body.data.numFound).toBe(0)
    const history = await list('getIssueLoanHistory')
    expect(ids(history)).toEqual(returned ? [returned.id] : [])
    const twin = await trpc('issueCurrent', { searchType: 4, searchContent: '1234-5679' })
    expect(twin.body.result.data.loans.map((l: { loanId: number }) => l.loanId)).toEqual([issue.id])
  })

  it('refuses bad input with 400 in the caller’s language, and a visitor with 401', async () => {
    const en = await list('getIssueLoanInfoList', { searchType: 9 }, { ...reader.headers, 'content-language': 'en_US' })
    const zh = await list('getIssueLoanInfoList', { searchType: 9 }, reader.headers)
    expect(en.body).toMatchObject({ success: false, errCode: 400 })
    expect(zh.body).toMatchObject({ success: false, errCode: 400 })
    expect(en.body.message).toMatch(/searchType/)
    expect(en.body.message).not.toEqual(zh.body.message)
    expect((await list('unionLoanHistoryList', { rows: 'many' })).body).toMatchObject({ success: false, errCode: 400 })
    for (const path of ['unionLoanList', 'unionLoanHistoryList', 'getIssueLoanInfoList', 'getIssueLoanHistory'])
      expect((await t.http().post(`/find/loanInfo/${path}`).set('groupCode', DEFAULT_GROUP).send({})).status).toBe(401)
  })
})

describe('the spreadsheet exports', () => {
  const columns = (locale: 'zh-CN' | 'en-US', last: 'renewals' | 'returnDate') => {
    const c = resources[locale].circulation.loans.columns
    return [c.title, c.author, c.barcode, c.callNo, c.library, c.location, c.loanDate, c.dueDate, c[last]]
  }
  const rowOf = (l: WireLoan, last: 'renewals' | 'returnDate') =>
    [l.title, l.author, l.barcode, l.callNo, l.phyLibName, l.locationName, l.loanDate, l.normReturnDate, last === 'renewals' ? l.renewTimes : (l.returnDate ?? '')]

  it('hold the header row in the caller’s language and the list’s rows, only those chosen', async () => {
    const all = (await list('loanList')).body.data.searchResult as WireLoan[]
    expect(all.length).toBeGreaterThan(2)
    const chosen = [all[0]!, all[2]!]
    const res = await download('exportLoanList', { loanIds: chosen.map((l) => l.loanId).join(',') }, { ...reader.headers, 'content-language': 'en_US' })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Current loans-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''Current%20loans-/)
    const [sheet] = await readSpreadsheet(res.body as Buffer)
    expect(sheet!.name).toBe('Current loans')
    expect(sheet!.rows).toEqual([columns('en-US', 'renewals'), ...chosen.map((l) => rowOf(l, 'renewals'))])

    // Without ids: every row of the query, in the list's order; Chinese names in filename* (RFC 5987).
    const zh = await download('exportLoanList', { sortType: 1 })
    expect(zh.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('当前借阅')}-`)
    const byLoanDate = (await list('loanList', { page: 1, rows: 100, sortType: 1 })).body.data.searchResult as WireLoan[]
    const [zhSheet] = await readSpreadsheet(zh.body as Buffer)
    expect(zhSheet!.rows).toEqual([columns('zh-CN', 'renewals'), ...byLoanDate.map((l) => rowOf(l, 'renewals'))])
  })

  it('export the history searched as the list is', async () => {
    const history = (await list('loanHistoryList', { page: 1, rows: 100, searchType: 1, searchContent: '' })).body.data.searchResult as WireLoan[]
    const word = history[0]!.title.slice(0, 2)
    const found = (await list('loanHistoryList', { page: 1, rows: 100, searchType: 1, searchContent: word })).body.data.searchResult as WireLoan[]
    const res = await download('exportLoanHistoryList', { searchType: 1, searchContent: word, page: 3, rows: 1 })
    const [sheet] = await readSpreadsheet(res.body as Buffer)
    expect(sheet!.name).toBe(resources['zh-CN'].circulation.loans.history)
    // page and rows are the list's paging: the export holds every page.
    expect(sheet!.rows).toEqual([columns('zh-CN', 'returnDate'), ...found.map((l) => rowOf(l, 'returnDate'))])
  })

  it('never hold another patron’s loans, of the same library or of another', async () => {
    const scholar = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId: reader.tenantId, username: 'scholar' } })
    const theirs = await t.db.prisma.loan.findFirstOrThrow({ where: { patronId: scholar.id, status: 'ACTIVE' } })
    const citizen = await patronHeaders(t, CITY_GROUP, 'citizen')
    const cityLoan = await t.db.prisma.loan.findFirstOrThrow({ where: { patronId: citizen.patronId } })
    const mine = await t.db.prisma.loan.findFirstOrThrow({ where: { patronId: reader.patronId, status: 'ACTIVE' } })
    const res = await download('exportLoanList', { loanIds: [theirs.id, cityLoan.id, mine.id].join(',') })
    const [sheet] = await readSpreadsheet(res.body as Buffer)
    expect(sheet!.rows.map((r) => r[2])).toEqual([resources['zh-CN'].circulation.loans.columns.barcode, mine.barcode])
    const history = await download('exportLoanHistoryList', { loanIds: String(cityLoan.id), searchType: 3, searchContent: cityLoan.barcode })
    expect((await readSpreadsheet(history.body as Buffer))[0]!.rows).toHaveLength(1)
  })

  it('refuse bad input as the JSON envelope in the caller’s language, and a visitor', async () => {
    const bad = await t.http().get('/find/loanInfo/exportLoanList').query({ loanIds: 'abc' }).set({ ...reader.headers, 'content-language': 'en_US' })
    expect(bad.headers['content-type']).toMatch(/json/)
    expect(bad.body).toMatchObject({ success: false, errCode: 400 })
    expect(bad.body.message).toMatch(/loanIds/)
    const tooMany = await t.http().get('/find/loanInfo/exportLoanHistoryList').query({ loanIds: Array.from({ length: 1001 }, (_, i) => i + 1).join(',') }).set(reader.headers)
    expect(tooMany.body).toMatchObject({ success: false, errCode: 400 })
    expect((await t.http().get('/find/loanInfo/exportLoanList').query({ startDate: '2026-13-45' }).set(reader.headers)).body.errCode).toBe(400)
    expect((await t.http().get('/find/loanInfo/exportLoanList').set('groupCode', DEFAULT_GROUP)).status).toBe(401)
  })
})
