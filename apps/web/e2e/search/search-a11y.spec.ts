import { expect, test, type Locator, type Page } from '@playwright/test'
import { existsSync } from 'node:fs'
import { blockingViolations, CHROMIUM, openPage, resultTitles, texts, urlParams } from './search-helpers.ts'

test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`the search list, its facets open, and the advanced search have no serious or critical violations in ${locale}`, async ({ page }) => {
    test.slow() // three axe runs
    const t = texts(locale)
    await openPage(page, locale, '/searchList?searchFieldContent=history&langCode=eng')
    expect(await blockingViolations(page), 'list').toEqual([])
    const toggle = page.getByRole('button', { name: new RegExp(`^${t.facets.toggle}`) })
    if (await toggle.isVisible()) {
      await toggle.click()
      expect(await blockingViolations(page), 'facets open').toEqual([])
    }
    await openPage(page, locale, '/searchList?view=advanced')
    expect(await blockingViolations(page), 'advanced').toEqual([])
  })
}

/** Presses Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `not reached with ${limit} presses of Tab`).toBeFocused()
}

test('the keyboard alone searches, picks a suggestion, narrows by a facet and opens a record (en-US)', async ({ page }) => {
  const t = texts('en-US')
  await openPage(page, 'en-US', '/Home')
  const input = page.getByRole('combobox', { name: t.box.inputLabel })
  await tabTo(page, input)
  await page.keyboard.type('history')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/searchList\?searchFieldContent=history$/)
  await expect(resultTitles(page).first()).toBeVisible()

  // A popular search from the suggestions: typing narrows them, ArrowDown enters the list, Enter searches the one chosen.
  const box = page.getByRole('combobox', { name: t.box.inputLabel })
  await box.focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('三')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('listbox', { name: t.suggestions.label })).toBeVisible()
  await expect(page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`)).toHaveText('三体')
  await page.keyboard.press('Enter')
  await expect.poll(() => urlParams(page).get('searchFieldContent')).toBe('三体')

  await page.goBack()
  await expect(page).toHaveURL(/searchFieldContent=history$/)
  const toggle = page.getByRole('button', { name: new RegExp(`^${t.facets.toggle}`) })
  if (await toggle.isVisible()) {
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
  }
  const english = page.getByRole('checkbox', { name: /^English/ })
  await tabTo(page, english, 100)
  await page.keyboard.press('Space')
  await expect.poll(() => urlParams(page).getAll('langCode')).toEqual(['eng'])
  await expect(page.getByRole('checkbox', { name: /^English/ })).toBeChecked()

  const first = resultTitles(page).first()
  await tabTo(page, first, 120)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/searchList\/bookDetails\/\d+$/)
})
