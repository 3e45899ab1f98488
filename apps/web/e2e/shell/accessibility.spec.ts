import AxeBuilder from '@axe-core/playwright'
import { resources, type Locale } from '@portal/i18n'
import type { Page } from '@playwright/test'
import { existsSync } from 'node:fs'
import { expect, test } from '../fixtures/signed-in.ts'

// Issue 4: no serious or critical axe violation on any page or state of the portal shell, in every
// language. Home signed out is covered by home/home.spec.ts; here are the other pages, the help modal,
// the open menus and the three steps of the guided tour.

const CHROMIUM = '/usr/bin/chromium'
const SKIP_REASON = `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`
if (!existsSync(CHROMIUM)) console.warn(`[accessibility.spec] skipped: ${SKIP_REASON}`)
test.skip(!existsSync(CHROMIUM), SKIP_REASON)

/** The localStorage code the app keeps per language (spec §9). */
const STORED: Record<Locale, string> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh_TW', 'en-US': 'en-US' }
const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const satisfies readonly Locale[]

/** The serious and critical violations of WCAG 2.1 A/AA on the page as it is now, one line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Opens a hash route in a language and waits until the page has its heading and nothing is loading. */
async function openPage(page: Page, locale: Locale, route: string) {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), STORED[locale])
  await page.goto(`./#${route}`)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // Home's twelve sections load side by side; a cold server (first test of a run) takes a while.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
}

const isMobile = (page: Page) => page.locator('[data-layout="mobile"]').count().then((n) => n > 0)

for (const locale of LOCALES) {
  const { routes, common, header, nav, privacy, digitalLibrary } = resources[locale]
  /** Every page of the shell besides Home, with the heading it must show. */
  const PAGES = [
    { what: 'the privacy page', route: '/privacy', heading: privacy.title },
    { what: 'the digital library page', route: '/digitalLibrary', heading: digitalLibrary.title },
    { what: 'the not-found page', route: '/no-such-page', heading: common.notFound.title },
    { what: 'a coming-soon page', route: '/personalCenter', heading: routes.personalCenter },
  ]

  test.describe(`in ${locale}`, () => {
    for (const { what, route, heading } of PAGES) {
      test(`${what} has no serious or critical violations`, async ({ page }) => {
        await openPage(page, locale, route)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        expect(await blockingViolations(page)).toEqual([])
      })
    }

    test('Home with the help modal open has no serious or critical violations', async ({ page }) => {
      await openPage(page, locale, '/Home')
      await page.getByRole('banner').getByRole('button', { name: header.help.open }).click()
      const dialog = page.getByRole('dialog', { name: header.help.title })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(4)
      expect(await blockingViolations(page)).toEqual([])
    })

    test('Home with a main menu dropdown open has no serious or critical violations', async ({ page }) => {
      await openPage(page, locale, '/Home')
      const menu = page.getByRole('navigation', { name: nav.mainMenu })
      if (await isMobile(page)) await menu.getByRole('button', { name: nav.toggleMenu }).click()
      const parent = menu.locator('button[aria-controls]').nth(1) // the first is the phone toggle
      await parent.click()
      await expect(parent).toHaveAttribute('aria-expanded', 'true')
      const panel = page.locator(`[id="${await parent.getAttribute('aria-controls')}"]`)
      await expect(panel.getByRole('link').first()).toBeVisible()
      expect(await blockingViolations(page)).toEqual([])
    })

    test('the user dropdown, open, has no serious or critical violations (signed in)', async ({ page, signIn }) => {
      const patron = await signIn('dropdown', { tourDue: false })
      await openPage(page, locale, '/Home')
      const button = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${patron.name}`) })
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
      await expect(panel.getByRole('link', { name: nav.user.personalInfo })).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0) // the tour is done for this patron
      expect(await blockingViolations(page)).toEqual([])
    })

    test('each step of the guided tour has no serious or critical violations (first sign-in)', async ({ page, signIn }) => {
      test.slow() // three full axe runs
      await signIn('tourViewer', { tourDue: true })
      await openPage(page, locale, '/Home')
      const { tour } = header
      const steps = [
        { title: tour.step1.title, forward: tour.start },
        { title: tour.step2.title, forward: tour.next },
        { title: tour.step3.title, forward: null },
      ]
      for (const [index, { title, forward }] of steps.entries()) {
        const dialog = page.getByRole('dialog', { name: title })
        await expect(dialog, `step ${index + 1}`).toBeVisible()
        expect(await blockingViolations(page), `step ${index + 1}`).toEqual([])
        // Onwards, never to the end: ending the tour would change the patron's flag for other tests.
        if (forward) await dialog.getByRole('button', { name: forward }).click()
      }
      await expect(page.getByRole('dialog').getByRole('button', { name: tour.finish })).toBeVisible()
    })
  })
}
