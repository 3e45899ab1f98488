import { expect, test } from '@playwright/test'
import { existsSync } from 'node:fs'
import { CHROMIUM, LOCALES, openPage, resultTitles, searchFor, settled, termInput, texts } from './search-helpers.ts'

test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

/** Terms of the seed catalogue (seed/data/catalogue) in each written form, and a title each must find. */
const FORMS = [
  ['Chinese', '红楼梦', '红楼梦 : A Dream of Red Mansions'],
  ['Traditional', '紅樓夢', '红楼梦 : A Dream of Red Mansions'],
  ['pinyin', 'hongloumeng', '红楼梦 : A Dream of Red Mansions'],
  ['English title', 'Pride and Prejudice', 'Pride and Prejudice'],
] as const

for (const locale of LOCALES) {
  test(`finds a Chinese term, its Traditional and pinyin forms and an English title from Home in ${locale}`, async ({ page }) => {
    const errors = await openPage(page, locale, '/Home')
    for (const [form, term, title] of FORMS) {
      await searchFor(page, locale, term)
      await expect(page, form).toHaveURL(/#\/searchList\?/)
      await expect(resultTitles(page).filter({ hasText: title }).first(), form).toBeVisible()
      // The term is marked in the list (the server's highlight, rendered as text with <mark>).
      if (form !== 'pinyin') await expect(page.locator('main mark').first(), form).toBeVisible()
    }
    expect(errors).toEqual([])
  })

  test(`an empty term, a 10,000-character term and an HTML term get a clear message in ${locale}, without console errors`, async ({ page }) => {
    const t = texts(locale)
    const errors = await openPage(page, locale, '/Home')
    const dialogs: string[] = []
    page.on('dialog', (d) => void dialogs.push(d.message()))
    const box = page.getByRole('search', { name: t.box.regionLabel })

    await box.getByRole('button', { name: t.box.submit, exact: true }).click()
    await expect(box.getByRole('alert')).toHaveText(t.box.emptyTerm)
    await expect(page).toHaveURL(/#\/Home$/)

    await termInput(page, locale).fill('书'.repeat(10_000))
    await termInput(page, locale).press('Enter')
    await expect(box.getByRole('alert')).toHaveText(t.box.tooLong.replace('{{max}}', '1000').replace('{{length}}', '10000'))
    await expect(page).toHaveURL(/#\/Home$/)

    // The same term in a shared address: refused on the page, never sent to the server.
    const requests: string[] = []
    page.on('request', (r) => void (r.url().includes('catalogue.search') && requests.push(r.url())))
    await page.goto(`./#/searchList?searchFieldContent=${'x'.repeat(10_000)}`)
    await expect(page.getByText(t.box.tooLong.replace('{{max}}', '1000').replace('{{length}}', '10000'))).toBeVisible()
    expect(requests).toEqual([])

    const html = '<script>alert(1)</script><img src=x onerror=alert(2)>'
    await page.goto('./#/Home')
    await settled(page)
    await searchFor(page, locale, html)
    await expect(page.getByText(t.empty.title)).toBeVisible()
    await expect(page.getByText(t.empty.forTerm.replace('{{term}}', html))).toBeVisible()
    await expect(page.locator('main img[src="x"]')).toHaveCount(0)
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
  })
}
