import AxeBuilder from '@axe-core/playwright'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from '../fixtures/signed-in.ts'
import { E2E_CAPTCHA } from '../support/stand-in-ports.ts'
import { configureProviders, DEFAULT_GROUP_CODE, expectSignedInAs, signInAtOidc, useLanguage } from './sso-helpers.ts'

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium`)

// /bindUid: a single sign-on account nobody matched is linked by user name, password and image code.
// The uid ticket comes from a real sign-on at the OIDC stand-in with an unknown login.

test.describe.configure({ mode: 'serial' })
let providers: Awaited<ReturnType<typeof configureProviders>>
const subjects: string[] = []
test.beforeAll(async ({ database }, testInfo) => {
  providers = await configureProviders(database, `${testInfo.project.name}-bind`)
})
test.afterAll(async ({ database }) => {
  await database.externalIdentity.deleteMany({ where: { subject: { in: subjects } } })
  await providers.remove()
})

/** Signs on as an unknown account and answers its uid ticket (from the association screen's address). */
async function uidTicket(page: Page): Promise<string> {
  const subject = `unknown-${randomBytes(4).toString('hex')}`
  subjects.push(subject)
  await page.goto(`/find/sso/login/${DEFAULT_GROUP_CODE}/0?idp=${providers.oidc}`)
  await signInAtOidc(page, subject)
  await expect(page).toHaveURL(/#\/relevanceUid\?uid=/)
  return new URL(page.url().replace('/#/', '/')).searchParams.get('uid')!
}

function screenshotPath(testInfo: TestInfo, name: string): string {
  const folder = path.join(path.dirname(testInfo.config.configFile ?? path.resolve('playwright.config.ts')), 'screenshots')
  mkdirSync(folder, { recursive: true })
  return path.join(folder, `${name}-${testInfo.project.name}.png`)
}

test('binding by user name, password and image code signs in; a wrong code draws a new image', async ({ page }, testInfo) => {
  // Patrons whose passwords need no change (an initial one opens the forced change instead: forced-steps.spec.ts).
  const patron = testInfo.project.name === 'mobile' ? { username: 'scholar', password: 'Scholar@2026', name: 'Dr. Emily Chen' } : { username: 'reader', password: 'Reader@2026', name: '林晓' }
  await useLanguage(page, 'zh-CN')
  const uid = await uidTicket(page)
  await page.goto(`/#/bindUid?uid=${encodeURIComponent(uid)}`)
  const form = page.locator('form')
  const image = form.getByRole('img', { name: '验证码图片' })
  await expect(image).toBeVisible()
  await page.screenshot({ path: screenshotPath(testInfo, 'bind-uid-zh-CN'), fullPage: true })
  await form.getByRole('button', { name: '绑定并登录' }).click()
  await expect(form.getByText('请输入用户名')).toBeVisible()
  await form.getByLabel('用户名').fill(patron.username)
  await form.getByLabel('密码').fill(patron.password)
  await form.getByLabel('验证码').fill('WRONG')
  const firstImage = await image.getAttribute('src')
  await form.getByRole('button', { name: '绑定并登录' }).click()
  await expect(page.getByRole('alert')).toContainText('验证码')
  await expect(image).not.toHaveAttribute('src', firstImage!)
  await expect(form.getByLabel('验证码')).toHaveValue('')
  await form.getByLabel('验证码').fill(E2E_CAPTCHA)
  await form.getByRole('button', { name: '绑定并登录' }).click()
  await expect(page).toHaveURL(/#\/Home$/)
  await expectSignedInAs(page, patron.name)
  // Signed in now: the screen sends the patron on instead of showing the form.
  await page.goto(`/#/bindUid?uid=${encodeURIComponent(uid)}`)
  await expect(page).toHaveURL(/#\/Home$/)
})

test('the bind-uid form, English on a phone and on a desktop', async ({ page }, testInfo) => {
  await useLanguage(page, 'en-US')
  const uid = await uidTicket(page)
  await page.goto(`/#/bindUid?uid=${encodeURIComponent(uid)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Link library card' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Verification code image' })).toBeVisible()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
  await page.screenshot({ path: screenshotPath(testInfo, 'bind-uid-en-US'), fullPage: true })
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})

test('the binding screens without their ticket say so', async ({ page }) => {
  await useLanguage(page, 'zh-CN')
  for (const route of ['/bindUid', '/relevanceUid', '/bindAccount']) {
    await page.goto(`/#${route}`)
    await expect(page.getByText('绑定信息缺失或已过期，请重新登录。')).toBeVisible()
  }
  await page.goto('/#/wxLogin')
  await expect(page.getByText('未收到微信授权信息，请重新扫码登录。')).toBeVisible()
})
