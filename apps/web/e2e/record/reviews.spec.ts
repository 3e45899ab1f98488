import { resources } from '@portal/i18n'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '../fixtures/signed-in.ts'
import { blockingViolations, GROUP_CODE, LOCALES, openRecordPage, recordIdOf, settled, staffToken } from './record-helpers.ts'

// Issue 5: a signed-in patron reviews a record; the comment waits for staff approval (admin REST endpoint),
// then shows to everyone. Each test cleans up its comment (one patron may post 10 per record a day).

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

/** Marks the comments these tests write, so a run cleans up after itself (and after an aborted run). */
/** Kept for a look (git-ignored, like screenshots/routes of every-route.spec.ts). */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../../screenshots/record')
const MARKER = 'e2e-record-review'
/** One record per language and project: tests side by side never rate the same record as the same patron. */
const TITLES: Record<string, Record<(typeof LOCALES)[number], string>> = {
  desktop: { 'zh-CN': '许三观卖血记', 'zh-TW': '围城', 'en-US': '我们仨' },
  mobile: { 'zh-CN': '边城', 'zh-TW': '骆驼祥子', 'en-US': '呐喊' },
}

for (const locale of LOCALES) {
  const text = resources[locale].record

  test(`a signed-in patron rates and comments; the comment shows after staff approval, in ${locale}`, async ({ page, request, signIn, database }, testInfo) => {
    const title = TITLES[testInfo.project.name]?.[locale] ?? TITLES.desktop![locale]
    // Sign-in, two page loads, staff approval and a visitor's page: more than the default 30 s on a busy machine.
    test.setTimeout(120_000)
    const recordId = await recordIdOf(request, title)
    const patron = await signIn('dropdown', { tourDue: false })
    const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: GROUP_CODE } })
    const scope = { tenantId: tenant.id, recordId, patronId: patron.patronId }
    await database.comment.deleteMany({ where: { ...scope, content: { startsWith: MARKER }, createdAt: { lt: new Date(Date.now() - 10 * 60_000) } } })
    const ratingBefore = await database.rating.findUnique({ where: { tenantId_recordId_patronId: scope } })
    const content = `${MARKER} ${locale} ${testInfo.project.name} ${Date.now()}: <b>not bold</b>`

    try {
      const errors = await openRecordPage(page, locale, `/searchList/bookDetails/${recordId}`)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      const reviews = page.getByRole('region', { name: text.reviews.title })
      const field = reviews.getByRole('textbox', { name: text.reviews.yourComment })
      await expect(field).toBeVisible()
      await settled(page)
      expect(await blockingViolations(page)).toEqual([])

      // Empty is refused in the reader's language.
      await reviews.getByRole('button', { name: text.reviews.post }).click()
      await expect(reviews.getByRole('alert')).toHaveText(text.reviews.empty)

      // Rate with the keyboard: the stars are a radio group.
      const stars = reviews.getByRole('group', { name: text.rating.choose })
      await stars.getByRole('radio').first().focus()
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      await expect(reviews.getByText(text.reviews.rated)).toBeVisible()
      await expect.poll(async () => (await database.rating.findUnique({ where: { tenantId_recordId_patronId: scope } }))?.stars).toBe(3)

      await field.fill(content)
      await reviews.getByRole('button', { name: text.reviews.post }).click()
      await expect(reviews.getByText(text.reviews.posted)).toBeVisible()
      const mine = reviews.getByRole('listitem').filter({ hasText: content })
      await expect(mine).toBeVisible()
      await expect(mine.getByText(text.reviews.pending)).toBeVisible()
      await reviews.screenshot({ path: path.join(SCREENSHOTS, `reviews-${locale}-${testInfo.project.name}.png`) })

      // Staff approve it through the admin endpoint.
      const token = await staffToken(request)
      const auth = { groupCode: GROUP_CODE, Authorization: `Bearer ${token}` }
      const queue = await (await request.get(`/admin/comments?status=PENDING&recordId=${recordId}&rows=100`, { headers: auth })).json()
      const pending = (queue.data.list as { id: number; content: string }[]).find((c) => c.content === content)
      expect(pending, 'the comment is in the review queue').toBeTruthy()
      const approved = await (await request.post(`/admin/comments/${pending!.id}/approve`, { headers: auth })).json()
      expect(approved.success).toBe(true)

      await page.reload()
      const shown = page.getByRole('region', { name: text.reviews.title }).getByRole('listitem').filter({ hasText: content })
      await expect(shown).toBeVisible()
      await expect(shown.getByText(text.reviews.pending)).toHaveCount(0)
      // The comment's markup is text.
      expect(await shown.locator('b').count()).toBe(0)

      // A visitor sees it too.
      const visitor = await page.context().browser()!.newPage()
      await visitor.addInitScript((code) => window.localStorage.setItem('language', code), locale === 'zh-TW' ? 'zh_TW' : locale)
      await visitor.goto(`${testInfo.project.use.baseURL}/#/searchList/bookDetails/${recordId}`)
      await expect(visitor.getByText(content)).toBeVisible({ timeout: 20_000 })
      await visitor.close()
      expect(errors).toEqual([])
    } finally {
      await database.comment.deleteMany({ where: { ...scope, content } })
      if (ratingBefore) await database.rating.update({ where: { id: ratingBefore.id }, data: { stars: ratingBefore.stars } })
      else await database.rating.deleteMany({ where: scope })
    }
  })
}
