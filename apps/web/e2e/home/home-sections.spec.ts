import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

/** Every home section by its heading, per language; each must list real seed data. */
const SECTIONS = {
  'zh-CN': ['学科导航', '本月热词', '热门借阅', '新书通报', '电子资源', '读者借阅排行', '好评图书', '热门浏览', '专题', '书单', '读者分享', '最新捐赠'],
  'zh-TW': ['學科導覽', '本月熱詞', '熱門借閱', '新書通報', '電子資源', '讀者借閱排行', '好評圖書', '熱門瀏覽', '專題', '書單', '讀者分享', '最新捐贈'],
  'en-US': ['Browse by subject', 'This month’s topics', 'Popular borrowing', 'New arrivals', 'E-resources', 'Top readers', 'Top rated', 'Most viewed', 'Topics', 'Book lists', 'Shared by readers', 'Recent donations'],
} as const
const STORED = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh_TW', 'en-US': 'en-US' } as const

/** Scrolls down as a reader would until every block drawn on approach (WhenNearScreen) is drawn. */
async function drawEveryBlock(page: Page) {
  const notYetDrawn = page.getByTestId('not-yet-drawn')
  for (let step = 0; step < 20 && (await notYetDrawn.count()) > 0; step++) {
    await notYetDrawn
      .first()
      .scrollIntoViewIfNeeded({ timeout: 2_000 })
      .catch(() => undefined) // drawn meanwhile
    await page.waitForTimeout(100)
  }
  await expect(notYetDrawn).toHaveCount(0)
}

async function openHome(page: Page, locale: keyof typeof STORED, route = './#/Home') {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), STORED[locale])
  const errors: string[] = []
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
  await page.goto(route)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await drawEveryBlock(page)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  return errors
}

for (const locale of ['zh-CN', 'zh-TW', 'en-US'] as const) {
  test(`every home section shows seed data in ${locale}, without console errors`, async ({ page }, testInfo) => {
    const errors = await openHome(page, locale)
    for (const title of SECTIONS[locale]) {
      const region = page.getByRole('region', { name: title, exact: true })
      await expect(region, title).toBeVisible()
      await expect(region.getByRole('listitem').first(), title).toBeVisible()
    }
    // Hot loans lead to record pages; subject tiles to a search limited to their discipline.
    await expect(page.getByRole('region', { name: SECTIONS[locale][2] }).getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /#\/searchList\/bookDetails\/\d+$/)
    await expect(page.getByRole('region', { name: SECTIONS[locale][0] }).getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /discode1=\d{2}/)
    expect(errors).toEqual([])
    const folder = path.join(path.dirname(testInfo.config.configFile ?? 'playwright.config.ts'), 'screenshots')
    mkdirSync(folder, { recursive: true })
    await page.screenshot({ path: path.join(folder, `${locale}-${testInfo.project.name}-home-sections.png`), fullPage: true })
  })
}

test('the help modal opens from the header, holds the keyboard, and Escape returns to the icon', async ({ page }) => {
  await openHome(page, 'en-US')
  const help = page.getByRole('banner').getByRole('button', { name: 'Help' })
  await help.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Help' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Searching the catalog' })).toBeVisible()
  const width = await dialog.evaluate((el) => el.getBoundingClientRect().width)
  expect(width).toBeLessThanOrEqual(778)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(help).toBeFocused()
})

test('the e-resource tabs work with the keyboard alone', async ({ page }) => {
  await openHome(page, 'en-US')
  const tabs = page.getByRole('tab')
  await tabs.first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Newly added' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
})

test('a library chosen in Binjiang’s header picker is kept after the reload', async ({ page }) => {
  await openHome(page, 'zh-CN', './binjiang/#/Home')
  await page.getByRole('banner').getByRole('button', { name: /全部图书馆/ }).click()
  await page.getByRole('searchbox', { name: '查找图书馆' }).fill('少儿')
  // The choice reloads the page; the picker then names the library, closed.
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '江北少儿分馆', exact: true }).click()])
  await expect(page.getByRole('banner').getByRole('button', { name: '选择图书馆: 江北少儿分馆' })).toHaveAttribute('aria-expanded', 'false')
  expect(await page.evaluate(() => window.localStorage.getItem('libCode:binjiang'))).toBe('90000200002')
})

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`the loaded home page has no serious or critical accessibility violations in ${locale}`, async ({ page }) => {
    await openHome(page, locale)
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(blocking).toEqual([])
  })
}
