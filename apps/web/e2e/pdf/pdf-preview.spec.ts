import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

const STORED = { 'zh-CN': 'zh-CN', 'en-US': 'en-US' } as const
const TEXT = {
  'zh-CN': { pageOf: (p: number) => `第 ${p} 页，共 3 页`, next: '下一页', download: '下载', notFound: '找不到该文件', signIn: '需要登录' },
  'en-US': { pageOf: (p: number) => `Page ${p} of 3`, next: 'Next', download: 'Download', notFound: 'File not found', signIn: 'Sign-in needed' },
} as const

/** A digitised thesis of the demo university (seed: Latin-script theses, the two oldest open to everyone). */
async function digitisedThesis(request: APIRequestContext, title: string) {
  const search = await request.post('/find/unify/search', { headers: { groupCode: '900001' }, data: { searchField: 'title', searchFieldContent: title, page: 1, rows: 1 } })
  const recordId = (await search.json()).data.searchResult[0].recordId as number
  const items = await request.post('/find/dItem/getDItems', { headers: { groupCode: '900001' }, data: { recordId } })
  const item = (await items.json()).data[0] as { id: number; requiresLogin: boolean }
  return { recordId, itemId: item.id, requiresLogin: item.requiresLogin }
}

async function open(page: Page, locale: keyof typeof STORED, route: string) {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), STORED[locale])
  const errors: string[] = []
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
  await page.goto(`./#${route}`)
  return errors
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`a digitised thesis opens in the PDF preview, turns pages and downloads, in ${locale}`, async ({ page, request }) => {
    const thesis = await digitisedThesis(request, 'A Symbolic Analysis of Relay and Switching Circuits')
    expect(thesis.requiresLogin).toBe(false)
    const errors = await open(page, locale, `/previewPdf/${thesis.recordId}/${thesis.itemId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'A Symbolic Analysis of Relay and Switching Circuits' })).toBeVisible()
    await expect(page.getByText(TEXT[locale].pageOf(1))).toBeVisible()
    await expect(page.getByRole('img', { name: new RegExp(TEXT[locale].pageOf(1).replace(/[，,]/, '.*')) })).toBeVisible()
    // The drawn page is not blank: the canvas holds dark pixels (text). pdf.js may show the canvas before it has
    // painted the text on a busy machine, so the count is polled.
    const inked = () =>
      page.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
        let dark = 0
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 100) dark++
        return dark
      })
    await expect.poll(inked, { timeout: 15_000 }).toBeGreaterThan(500)
    await expect(page.getByRole('region').filter({ hasText: 'Claude Elwood Shannon' })).toHaveCount(1)

    await page.getByRole('button', { name: TEXT[locale].next }).click()
    await expect(page.getByText(TEXT[locale].pageOf(2))).toBeVisible()
    await expect(page.getByRole('region').filter({ hasText: 'Boolean algebra' })).toHaveCount(1)
    await page.keyboard.press('ArrowRight')
    await expect(page.getByText(TEXT[locale].pageOf(3))).toBeVisible()
    await expect(page.getByRole('button', { name: TEXT[locale].next })).toBeDisabled()

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: TEXT[locale].download }).click()])
    expect(download.suggestedFilename()).toMatch(/^demo-th-\d{4}\.pdf$/)
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-')
    expect(errors).toEqual([])

    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  })

  test(`a file that does not exist says so, without console errors, in ${locale}`, async ({ page }) => {
    const errors = await open(page, locale, '/previewPdf/1/999999')
    await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].notFound })).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('a campus-licensed thesis asks a visitor to sign in', async ({ page, request }) => {
  const thesis = await digitisedThesis(request, 'Non-Cooperative Games')
  expect(thesis.requiresLogin).toBe(true)
  await open(page, 'en-US', `/previewPdf/${thesis.recordId}/${thesis.itemId}`)
  await expect(page.getByRole('heading', { level: 1, name: TEXT['en-US'].signIn })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in', exact: true }).last()).toHaveAttribute('href', /#\/login$/)
})
