import AxeBuilder from '@axe-core/playwright'
import type { Locale } from '@portal/i18n'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** The default demo tenant (星海大学图书馆). */
export const GROUP_CODE = '900001'
/** The localStorage code the app keeps per language. */
export const STORED: Record<Locale, string> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh_TW', 'en-US': 'en-US' }
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const satisfies readonly Locale[]

/** The id of a seeded record, found as a client would: REST search by title, the hit whose title starts with it. */
export async function recordIdOf(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.post('/find/unify/search', { headers: { groupCode: GROUP_CODE }, data: { searchField: 'title', searchFieldContent: title, page: 1, rows: 10 } })
  const hits = (await response.json()).data.searchResult as { recordId: number; title: string }[]
  const hit = hits.find((h) => h.title.startsWith(title))
  if (!hit) throw new Error(`Seed changed: no record titled ${title}`)
  return hit.recordId
}

/** Opens a hash route in a language; returns the console errors (and page errors) seen from then on. */
export async function openRecordPage(page: Page, locale: Locale, route: string): Promise<string[]> {
  const errors: string[] = []
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
  page.on('pageerror', (e) => void errors.push(e.message))
  await page.addInitScript((code) => window.localStorage.setItem('language', code), STORED[locale])
  await page.goto(`./#${route}`)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  return errors
}

/** Waits until every section of the page has loaded (nothing marked busy). */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
}

/** Serious and critical violations of WCAG 2.1 A/AA, one line each. */
export async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** A staff token of the default tenant (POST /admin/auth/login). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/admin/auth/login', { headers: { groupCode: GROUP_CODE }, data: { username: 'admin', password: 'Admin@2026' } })
  const body = await response.json()
  if (!body.success) throw new Error(`staff sign-in failed: ${body.message}`)
  return body.data.token as string
}
