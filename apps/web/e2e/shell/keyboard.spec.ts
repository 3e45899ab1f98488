import { resources, type Locale } from '@portal/i18n'
import type { Locator, Page } from '@playwright/test'
import { existsSync } from 'node:fs'
import { expect, test } from '../fixtures/signed-in.ts'

// Issue 4: the shell works with the keyboard alone: the main menu's dropdowns, the language switch,
// the user dropdown and the guided tour. Every step here is a key press; nothing is clicked.

const CHROMIUM = '/usr/bin/chromium'
const SKIP_REASON = `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`
if (!existsSync(CHROMIUM)) console.warn(`[keyboard.spec] skipped: ${SKIP_REASON}`)
test.skip(!existsSync(CHROMIUM), SKIP_REASON)

const EN = resources['en-US']
const { tour } = EN.header

/** Opens a hash route in English (kept only when no language was chosen yet, so a switch survives the reload). */
async function openPage(page: Page, route: string, locale: Locale = 'en-US') {
  await page.addInitScript((code) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', code)
  }, locale)
  await page.goto(`./#${route}`)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // Home's twelve sections load side by side; a cold server (first test of a run) takes a while.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
}

/** Presses Tab from where focus is until `target` has it; fails when it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `not reached with ${limit} presses of Tab`).toBeFocused()
}

/** The panel a disclosure button controls. */
const panelOf = async (page: Page, button: Locator) => page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
const isMobile = (page: Page) => page.locator('[data-layout="mobile"]').count().then((n) => n > 0)

test('a main menu dropdown opens, moves and closes with the keyboard alone', async ({ page }) => {
  await openPage(page, '/Home')
  const menu = page.getByRole('navigation', { name: EN.nav.mainMenu })
  if (await isMobile(page)) {
    // The phone layout folds the menu behind its toggle: open that first, by keyboard too.
    const toggle = menu.getByRole('button', { name: EN.nav.toggleMenu })
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  }
  const parent = menu.getByRole('button', { name: 'Browse', exact: true })
  await tabTo(page, parent)
  const panel = await panelOf(page, parent)
  const links = panel.getByRole('link')
  await expect(panel).toBeHidden()

  // Enter opens it and leaves focus on the entry; ArrowDown goes in.
  await page.keyboard.press('Enter')
  await expect(parent).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()
  await expect(parent).toBeFocused()
  expect(await links.count()).toBeGreaterThan(1)
  await page.keyboard.press('ArrowDown')
  await expect(links.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(links.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(links.first()).toBeFocused()
  await page.keyboard.press('ArrowUp') // wraps round
  await expect(links.last()).toBeFocused()
  await page.keyboard.press('Home')
  await expect(links.first()).toBeFocused()
  await page.keyboard.press('End')
  await expect(links.last()).toBeFocused()

  // Escape closes it and gives focus back to the entry.
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(parent).toHaveAttribute('aria-expanded', 'false')
  await expect(parent).toBeFocused()

  // ArrowDown on the closed entry opens it straight onto the first link; Enter follows that link.
  await page.keyboard.press('ArrowDown')
  await expect(links.first()).toBeFocused()
  const href = await links.first().getAttribute('href')
  expect(href).toMatch(/^#\//)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  await expect(panel).toBeHidden()
})

test('leaving an open main menu dropdown with Tab closes it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'desktop layout: on a phone the dropdowns sit inside the folded menu list')
  await openPage(page, '/Home')
  const menu = page.getByRole('navigation', { name: EN.nav.mainMenu })
  const parent = menu.getByRole('button', { name: 'Browse', exact: true })
  await tabTo(page, parent)
  await page.keyboard.press('ArrowDown')
  const panel = await panelOf(page, parent)
  await expect(panel).toBeVisible()
  await page.keyboard.press('End')
  await page.keyboard.press('Tab')
  await expect(panel).toBeHidden()
  await expect(menu.getByRole('button', { name: 'Recommendation', exact: true })).toBeFocused()
})

test('the language is chosen with the keyboard and the page reloads in it, once', async ({ page }) => {
  await openPage(page, '/Home', 'zh-CN')
  let loads = 0
  page.on('load', () => void loads++)
  const zh = resources['zh-CN']
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  const select = page.getByRole('banner').getByRole('combobox', { name: zh.common.language.label })
  await tabTo(page, select)

  // Arrows step through the closed select without reloading (WCAG 3.2.2): 繁體中文, then English.
  await page.keyboard.press('ArrowDown')
  await expect(select).toHaveValue('zh-TW')
  await page.keyboard.press('ArrowDown')
  await expect(select).toHaveValue('en-US')
  // Escape puts the current language back; arrows again, and Enter applies the one shown.
  await page.keyboard.press('Escape')
  await expect(select).toHaveValue('zh-CN')
  await page.keyboard.press('End')
  await expect(select).toHaveValue('en-US')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('heading', { level: 1, name: 'Xinghai University Library' })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en-US')
  expect(loads, 'one reload, for the language chosen, none on the way').toBe(1)

  // Leaving the select with Tab applies the language shown, too.
  const english = page.getByRole('banner').getByRole('combobox', { name: EN.common.language.label })
  await tabTo(page, english)
  await expect(english).toHaveValue('en-US')
  await page.keyboard.press('ArrowUp')
  await expect(english).toHaveValue('zh-TW')
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Tab')])
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
  await expect(page.getByRole('heading', { level: 1, name: '星海大學圖書館' })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('zh_TW')
  expect(loads).toBe(2)
})

test('the user dropdown opens, reaches an entry and closes with the keyboard (signed in)', async ({ page, signIn }) => {
  const patron = await signIn('dropdown', { tourDue: false })
  await openPage(page, '/Home')
  const button = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${patron.name}`) })
  await tabTo(page, button)
  const panel = await panelOf(page, button)
  const entries = panel.locator('a, button') // the links, then the logout button
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(entries.first()).toBeFocused()

  // Arrows reach "Personal info"; Escape closes and gives focus back to the name.
  const personalInfo = panel.getByRole('link', { name: EN.nav.user.personalInfo })
  for (let presses = 0; presses < 20 && !(await personalInfo.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('ArrowDown')
  await expect(personalInfo).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()

  // ArrowUp opens it on the last entry; Enter follows the focused entry.
  await page.keyboard.press('ArrowUp')
  await expect(entries.last()).toBeFocused()
  await page.keyboard.press('Home')
  await expect(entries.first()).toBeFocused()
  const href = await entries.first().getAttribute('href')
  expect(href).toMatch(/^#\//)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
})

test('the guided tour takes focus and is walked with Tab and Enter (first sign-in)', async ({ page, signIn }) => {
  await signIn('tourViewer', { tourDue: true })
  await openPage(page, '/Home')
  const dialog = page.getByRole('dialog')

  // Step 1: focus starts on Start, inside the panel, and Tab keeps it there.
  await expect(dialog).toHaveAccessibleName(tour.step1.title)
  const start = dialog.getByRole('button', { name: tour.start })
  await expect(start).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(start).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(start).toBeFocused()

  // Step 2: Next has focus; Tab and Shift+Tab go round Skip and Next, never out of the panel.
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAccessibleName(tour.step2.title)
  const next = dialog.getByRole('button', { name: tour.next })
  const skip = dialog.getByRole('button', { name: tour.skip })
  await expect(next).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(next).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(skip).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(next).toBeFocused()

  // Step 3: Finish has focus, Skip is one Tab away. (Ending the tour is the next test's patron.)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAccessibleName(tour.step3.title)
  await expect(dialog.getByRole('button', { name: tour.finish })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: tour.skip })).toBeFocused()
  await expect(dialog).toBeVisible()
})

test('Finish, Skip and Escape each end the guided tour from the keyboard (first sign-in)', async ({ page, signIn }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'ending the tour changes its patron’s flag on the server; it runs once (desktop) so the projects never share that patron')
  const patron = await signIn('tourFinisher', { tourDue: true })
  const dialog = page.getByRole('dialog')
  const ended = async (how: string) => {
    await expect(dialog, how).toHaveCount(0)
    await expect.poll(() => patron.tourDone(), { message: `${how}: the server was told` }).toBe(true)
    await expect(page, `${how}: back where the tour started`).toHaveURL(/#\/privacy$/)
  }

  // Enter on Start, Next, Finish.
  await openPage(page, '/privacy')
  await expect(dialog.getByRole('button', { name: tour.start })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: tour.next })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: tour.finish })).toBeFocused()
  await page.keyboard.press('Enter')
  await ended('Finish')

  // Tab to Skip, Enter.
  await patron.makeTourDue()
  await page.reload()
  await expect(dialog.getByRole('button', { name: tour.start })).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: tour.skip })).toBeFocused()
  await page.keyboard.press('Enter')
  await ended('Skip')

  // Escape skips, already on the first step.
  await patron.makeTourDue()
  await page.reload()
  await expect(dialog).toHaveAccessibleName(tour.step1.title)
  await expect(dialog.getByRole('button', { name: tour.start })).toBeFocused()
  await page.keyboard.press('Escape')
  await ended('Escape')
})
