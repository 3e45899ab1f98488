import { resources } from '@portal/i18n'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { expect, test } from '../fixtures/signed-in.ts'
import { settled, STORED } from './record-helpers.ts'

// Issue point 3: catalogue data is data. A record whose title, authors, subjects, abstract, ISBN and
// electronic link hold markup and `javascript:` addresses is shown as the text it is on the result list and
// on the record page: no dialog opens, no element comes from it, no link leads to `javascript:`.
// The record is imported into Binjiang (900002), whose results no other browser test counts, through the
// staff upload endpoint (so it is indexed like any record), one per worker, and deleted afterwards.

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

const CITY_GROUP = '900002'
const CITY_PATH = 'binjiang'
const SCRIPT = '<script>alert(1)</script>'
const IMG = '<img src=x onerror=alert(1)>'
const JS = 'javascript:alert(1)'
const text = resources['en-US'].record

/** A token no other record has (lowercase letters: one search word), naming this worker's record. */
const token = `qzmark${randomBytes(6).toString('hex').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`
const record = {
  sourceId: `e2e-markup-${token}`,
  title: `${SCRIPT}标题 ${token}`,
  subtitle: IMG,
  author: `${SCRIPT}作者`,
  otherAuthors: [JS, IMG],
  subjects: [`${IMG}主题`, JS],
  publisher: `${SCRIPT}出版社`,
  abstract: `摘要 ${SCRIPT} ${IMG} ${JS} ${token}`,
}

/** The record as MARC-in-JSON (MARC 21), which the staff upload reads. */
const marc = {
  leader: '00000nam a2200000 a 4500',
  fields: [
    { '001': record.sourceId },
    { '008': '240101s2024    cc            000 0 chi d' },
    { '020': { ind1: ' ', ind2: ' ', subfields: [{ a: JS }] } },
    { '100': { ind1: '1', ind2: ' ', subfields: [{ a: record.author }] } },
    { '245': { ind1: '1', ind2: '0', subfields: [{ a: record.title }, { b: record.subtitle }, { c: `${JS} 编` }] } },
    { '260': { ind1: ' ', ind2: ' ', subfields: [{ a: '北京' }, { b: record.publisher }, { c: '2024' }] } },
    { '520': { ind1: ' ', ind2: ' ', subfields: [{ a: record.abstract }] } },
    ...record.subjects.map((subject) => ({ '650': { ind1: ' ', ind2: '0', subfields: [{ a: subject }] } })),
    ...record.otherAuthors.map((name) => ({ '700': { ind1: '1', ind2: ' ', subfields: [{ a: name }] } })),
    { '856': { ind1: '4', ind2: '0', subfields: [{ u: JS }, { y: IMG }] } },
  ],
}

async function staffHeaders(request: APIRequestContext) {
  const response = await request.post('/admin/auth/login', { headers: { groupCode: CITY_GROUP }, data: { username: 'admin', password: 'Admin@2026' } })
  const body = await response.json()
  if (!body.success) throw new Error(`staff sign-in failed: ${body.message}`)
  return { groupCode: CITY_GROUP, authorization: `Bearer ${body.data.token as string}` }
}

/** Uploads the record, waits for the import job and answers the record's id. */
async function importRecord(request: APIRequestContext): Promise<number> {
  const headers = await staffHeaders(request)
  const upload = await request.post(`/admin/catalogue/import?fileName=${record.sourceId}.json&format=marc21`, {
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    data: Buffer.from(JSON.stringify([marc])),
  })
  const { jobId } = (await upload.json()).data as { jobId: string }
  await expect
    .poll(async () => (await (await request.get(`/admin/catalogue/import/${jobId}`, { headers })).json()).data.status, { timeout: 60_000 })
    .toBe('done')
  const job = (await (await request.get(`/admin/catalogue/import/${jobId}`, { headers })).json()).data
  expect(job.summary).toMatchObject({ imported: 1, failed: 0 })
  const search = await request.post('/find/unify/search', { headers: { groupCode: CITY_GROUP }, data: { searchFieldContent: token } })
  const hits = (await search.json()).data.searchResult as { recordId: number }[]
  expect(hits).toHaveLength(1)
  return hits[0]!.recordId
}

/** Opens a hash route of Binjiang's portal in English; every dialog the page opens is kept (there must be none). */
async function open(page: Page, route: string): Promise<string[]> {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.addInitScript((code) => window.localStorage.setItem('language', code), STORED['en-US'])
  await page.goto(`./${CITY_PATH}/#${route}`)
  return dialogs
}

/** Nothing of the catalogue's markup became an element, and no link leads to a `javascript:` address. */
async function expectOnlyText(page: Page) {
  await expect(page.locator('img[src="x"], [onerror], iframe, object, embed')).toHaveCount(0)
  expect(await page.evaluate(() => [...document.scripts].filter((s) => (s.textContent ?? '').includes('alert(')).length)).toBe(0)
  const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href], area[href]')].map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([])
}

/** The value a search link of the record page searches (its address is built from data and encoded). */
const searchedBy = (href: string | null) => {
  expect(href).toMatch(/^#\/searchList\?/)
  const params = new URLSearchParams(href!.slice(href!.indexOf('?') + 1))
  return [params.get('searchField'), params.get('searchFieldContent')]
}

/** The values of one row (field) of the record's details. */
const row = (details: Locator, label: string) => details.locator('dl > div').filter({ has: details.page().locator('dt').getByText(label, { exact: true }) })

let recordId: number

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  recordId = await importRecord(request)
  await request.dispose()
})

test.afterAll(async ({ database }) => {
  const tenant = await database.tenant.findUniqueOrThrow({ where: { groupCode: CITY_GROUP } })
  await database.bibRecord.deleteMany({ where: { tenantId: tenant.id, sourceId: record.sourceId } })
  await database.usageEvent.deleteMany({ where: { tenantId: tenant.id, OR: [{ targetId: String(recordId) }, { detail: { path: ['searchValue'], string_contains: token } }] } })
  await database.popularSearch.deleteMany({ where: { tenantId: tenant.id, term: { contains: token } } })
})

test('the result list shows markup from the catalogue as text, the search words marked', async ({ page }) => {
  const dialogs = await open(page, `/searchList?searchFieldContent=${token}`)
  await settled(page)
  const title = page.locator('main ul').getByRole('heading', { level: 3 }).getByRole('link')
  await expect(title).toHaveCount(1)
  await expect(title).toHaveText(`${record.title} : ${record.subtitle}`)
  await expect(title.locator('mark')).toHaveText(token)
  const item = title.locator('xpath=ancestor::li[1]')
  await expect(item).toContainText(`${JS} 编`)
  await expect(item).toContainText(record.publisher)
  await expect(item).toContainText(`摘要 ${SCRIPT} ${IMG} ${JS}`)
  await expect(item.locator('mark')).toHaveText([token, token])
  await expectOnlyText(page)
  expect(dialogs).toEqual([])
})

test('the record page shows markup from the catalogue as text and links authors and subjects to their searches', async ({ page }) => {
  const dialogs = await open(page, `/searchList/bookDetails/${recordId}`)
  await expect(page.getByRole('heading', { level: 1, name: record.title, exact: true })).toBeVisible()
  await settled(page)
  await expect(page.getByText(record.subtitle, { exact: true }).first()).toBeVisible()

  const details = page.getByRole('region', { name: text.metadata.title, exact: true })
  for (const name of [record.author, ...record.otherAuthors])
    expect(searchedBy(await row(details, text.fields.cnb48).getByRole('link', { name, exact: true }).getAttribute('href'))).toEqual(['author', name])
  for (const subject of record.subjects)
    expect(searchedBy(await row(details, text.fields.cnb62).getByRole('link', { name: subject, exact: true }).getAttribute('href'))).toEqual(['subject', subject])
  await expect(details.getByText(record.abstract, { exact: true })).toBeVisible()
  await expect(details).toContainText(`${record.title}:${record.subtitle}/${JS} 编`)

  // The heading's authors link to their searches too, and the one the page follows leads there.
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
  await header.getByRole('link', { name: JS, exact: true }).click()
  await expect(page).toHaveURL(/#\/searchList\?/)
  const params = new URLSearchParams(new URL(page.url()).hash.split('?')[1])
  expect([params.get('searchField'), params.get('searchFieldContent')]).toEqual(['author', JS])
  await settled(page)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: record.title, exact: true })).toBeVisible()
  await settled(page)
  await expectOnlyText(page)
  expect(dialogs).toEqual([])
})
