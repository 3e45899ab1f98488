import AxeBuilder from '@axe-core/playwright'
import { resources, type Locale } from '@portal/i18n'
import { expect, type Locator, type Page } from '@playwright/test'

// Shared steps of the search browser tests (issue 5): open a page in a language, search from a box,
// reach the facets (behind their toggle on a phone), and collect console errors.

export const CHROMIUM = '/usr/bin/chromium'
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const
const STORED: Record<Locale, string> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh_TW', 'en-US': 'en-US' }

export const texts = (locale: Locale) => resources[locale].search

/** Opens a hash route in a language and waits until nothing is loading; returns the console errors seen from then on. */
export async function openPage(page: Page, locale: Locale, route: string): Promise<string[]> {
  const errors: string[] = []
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
  page.on('pageerror', (e) => void errors.push(e.message))
  await page.addInitScript((code) => window.localStorage.setItem('language', code), STORED[locale])
  await page.goto(`./#${route}`)
  await settled(page)
  return errors
}

export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/** The term input of the page's main search box. */
export const termInput = (page: Page, locale: Locale) => page.getByRole('search', { name: texts(locale).box.regionLabel }).getByRole('combobox', { name: texts(locale).box.inputLabel })

/** Types a term into the search box and presses Enter. */
export async function searchFor(page: Page, locale: Locale, term: string) {
  const input = termInput(page, locale)
  await input.fill(term)
  await input.press('Enter')
  await settled(page)
}

/** The result list's title links. */
export const resultTitles = (page: Page) => page.locator('main ul').getByRole('heading', { level: 3 }).getByRole('link')

/** The facet panel, opened first where a phone folds it behind its toggle. */
export async function facets(page: Page, locale: Locale): Promise<Locator> {
  // Hidden at desktop widths (the panel is a column there), hence includeHidden.
  const toggle = page.getByRole('button', { name: new RegExp(`^${texts(locale).facets.toggle}`), includeHidden: true })
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  }
  return page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
}

export const urlParams = (page: Page) => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '')

export async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
