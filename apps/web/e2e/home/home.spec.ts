import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

const CHROMIUM = '/usr/bin/chromium'
const SKIP_REASON = `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`
if (!existsSync(CHROMIUM)) console.warn(`[home.spec] skipped: ${SKIP_REASON}`)
test.skip(!existsSync(CHROMIUM), SKIP_REASON)

/** The demo default tenant of the seed, per language; `stored` is the localStorage code (spec §9). */
const LANGUAGES = [
  { locale: 'zh-CN', stored: 'zh-CN', tenantName: '星海大学图书馆' },
  { locale: 'zh-TW', stored: 'zh_TW', tenantName: '星海大學圖書館' },
  { locale: 'en-US', stored: 'en-US', tenantName: 'Xinghai University Library' },
] as const

/** Chooses the language the way the app stores it, before any script of the page runs. */
async function useLanguage(page: Page, stored: string) {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), stored)
}

/** screenshots/<locale>-<project>-home.png at the repository root (git-ignored). */
function screenshotPath(testInfo: TestInfo, locale: string): string {
  const repoRoot = path.dirname(testInfo.config.configFile ?? path.resolve('playwright.config.ts'))
  const folder = path.join(repoRoot, 'screenshots')
  mkdirSync(folder, { recursive: true })
  return path.join(folder, `${locale}-${testInfo.project.name}-home.png`)
}

for (const { locale, stored, tenantName } of LANGUAGES) {
  test(`Home shows the tenant name in ${locale}`, async ({ page }, testInfo) => {
    await useLanguage(page, stored)
    await page.goto('./')
    await expect(page).toHaveURL(/#\/Home$/)
    await expect(page.getByRole('heading', { level: 1, name: tenantName })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page).toHaveTitle('统一检索')
    await page.screenshot({ path: screenshotPath(testInfo, locale), fullPage: true })
  })
}

test('choosing a language stores it and reloads the page in that language', async ({ page }) => {
  await page.goto('./#/Home')
  await expect(page.getByRole('heading', { level: 1, name: '星海大学图书馆' })).toBeVisible()
  await page.getByRole('combobox', { name: '语言' }).selectOption('en-US')
  await expect(page.getByRole('heading', { level: 1, name: 'Xinghai University Library' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en-US')
})

test('an empty search shows the translated message and stays on Home', async ({ page }) => {
  await useLanguage(page, 'en-US')
  await page.goto('./#/Home')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter search condition')
  await expect(page).toHaveURL(/#\/Home$/)
})

test('an unknown route shows the not-found page with a way home', async ({ page }) => {
  await page.goto('./#/noSuchPage')
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible()
  await page.getByRole('link', { name: '返回首页' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '星海大学图书馆' })).toBeVisible()
})

test('Home fits a 375 px wide screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('./#/Home')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('on a phone the menu folds behind a toggle', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'phone layout only')
  await page.goto('./#/Home')
  const toggle = page.getByRole('button', { name: '菜单' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('listitem').first()).toBeVisible()
})

for (const { locale, stored } of LANGUAGES) {
  test(`Home has no serious or critical accessibility violations in ${locale}`, async ({ page }) => {
    await useLanguage(page, stored)
    await page.goto('./#/Home')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const blocking = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
    expect(blocking).toEqual([])
  })
}
