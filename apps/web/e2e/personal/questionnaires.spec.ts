import { resources } from '@portal/i18n'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '../fixtures/signed-in.ts'
import { blockingViolations, GROUP_CODE, openRecordPage, settled } from '../record/record-helpers.ts'

// Issue 16: My library's questionnaires (user menu key 10), for `reader`, whose university seeds two open
// questionnaires reader has not answered and one closed with the answers of two others. reader answers one (the
// required marks, the live count and a text over 1000 characters refused first), finds it under "Answered" with its
// fill date, and reads the closed one's results; axe clean; desktop and phone.

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../../screenshots/personal')
const PHONE = { width: 390, height: 844 }
/** One open questionnaire per language, so the two tests never answer the same one. */
const OPEN = { 'zh-CN': '读者服务满意度调查', 'en-US': '新书推荐偏好调查' } as const
const CLOSED = '2025 年秋季开放时间调查'
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))

for (const locale of ['zh-CN', 'en-US'] as const) {
  const text = resources[locale].questionnaires

  test(`a patron answers a questionnaire, finds it answered, and reads a closed one's results, in ${locale}`, async ({ page, signIn, database }, testInfo) => {
    test.setTimeout(120_000)
    const patron = await signIn('dropdown', { tourDue: false })
    const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: GROUP_CODE } })
    const open = await database.questionnaire.findFirst({ where: { tenantId: tenant.id, name: OPEN[locale] }, include: { questions: { orderBy: { sortOrder: 'asc' } } } })
    const closed = await database.questionnaire.findFirst({ where: { tenantId: tenant.id, name: CLOSED } })
    if (!open || !closed) throw new Error('Seed changed: the demo questionnaires are missing')
    // An earlier run's answer goes first, so the questionnaire is reader's to answer again.
    await database.questionnaireResponse.deleteMany({ where: { patronId: patron.patronId, questionnaireId: open.id } })
    const shot = (name: string, project = testInfo.project.name) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${locale}-${project}.png`), fullPage: true })
    const card = (id: number) => page.locator(`li[data-questionnaire-id="${id}"]`)

    // Key 10 opens on the questionnaires to answer.
    const errors = await openRecordPage(page, locale, '/personalExternal/10')
    await expect(page.getByRole('heading', { level: 2, name: text.title })).toBeVisible({ timeout: 30_000 })
    await settled(page)
    await expect(page.getByRole('tab', { name: text.tabs.open, exact: true })).toHaveAttribute('aria-selected', 'true')
    await expect(card(open.id)).toContainText(open.name)
    expect(await blockingViolations(page)).toEqual([])
    await shot('questionnaires')

    // Submitting with nothing chosen marks the required questions; a text over 1000 characters is refused, not cut.
    await card(open.id).getByRole('button', { name: text.answer, exact: true }).click()
    await expect(page.getByRole('heading', { level: 3, name: open.name })).toBeVisible()
    await page.getByRole('button', { name: text.submit, exact: true }).click()
    const required = open.questions.filter((q) => q.required).length
    await expect(page.getByRole('alert')).toHaveText(fill(text.errors.summary, { count: required }))
    await expect(page.getByText(text.errors.required).first()).toBeVisible()
    const [first] = open.questions
    await page.getByRole('radio', { name: first!.options[1]!, exact: true }).check()
    const multiple = open.questions.find((q) => q.type === 'MULTIPLE_CHOICE')
    if (multiple) await page.getByRole('checkbox', { name: multiple.options[0]!, exact: true }).check()
    const textQuestion = open.questions.find((q) => q.type === 'TEXT')!
    const box = page.locator(`#question-${textQuestion.id}`)
    await box.fill('长'.repeat(1001))
    await expect(page.getByTestId(`question-${textQuestion.id}-count`)).toHaveText('1001 / 1000')
    await page.getByRole('button', { name: text.submit, exact: true }).click()
    await expect(page.getByText(fill(text.errors.tooLong, { max: 1000, count: 1001 }))).toBeVisible()
    await expect(box).toHaveValue('长'.repeat(1001))
    expect(await blockingViolations(page)).toEqual([])
    await shot('questionnaire-form')
    await box.fill(`E2E ${locale}: 希望多一些自习座位`)
    await page.getByRole('button', { name: text.submit, exact: true }).click()

    // Thanked, and listed under "Answered" with today's fill date.
    await expect(page.getByTestId('questionnaire-submitted')).toHaveText(text.submitted)
    await expect(page.getByRole('tab', { name: text.tabs.answered, exact: true })).toHaveAttribute('aria-selected', 'true')
    await expect(card(open.id).getByTestId('questionnaire-filled')).toHaveText(new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date()))
    const stored = await database.questionnaireResponse.findFirstOrThrow({ where: { patronId: patron.patronId, questionnaireId: open.id }, include: { answers: true } })
    expect(stored.answers.find((a) => a.questionId === first!.id)?.choices).toEqual([1])

    // The closed one's results: responses and each option's count, no text answers.
    await page.getByRole('tab', { name: text.tabs.ended, exact: true }).click()
    await card(closed.id).getByRole('button', { name: text.results, exact: true }).click()
    const responses = await database.questionnaireResponse.count({ where: { questionnaireId: closed.id } })
    await expect(page.getByTestId('results-responses')).toHaveText(fill(text.responses, { count: responses }))
    await expect(page.getByText('周末早上能早一点开门就好了')).toHaveCount(0)
    await settled(page)
    expect(await blockingViolations(page)).toEqual([])
    await shot('questionnaire-results')

    if (testInfo.project.name === 'desktop' && locale === 'zh-CN') {
      await page.setViewportSize(PHONE)
      await shot('questionnaire-results', 'phone')
      await page.getByRole('button', { name: `← ${text.back}` }).click()
      await page.getByRole('tab', { name: text.tabs.answered, exact: true }).click()
      await expect(card(open.id)).toBeVisible()
      await settled(page)
      expect(await blockingViolations(page)).toEqual([])
      await shot('questionnaires', 'phone')
    }
    expect(errors).toEqual([])
  })
}
