import { existsSync } from 'node:fs'
import { expect, test } from '../fixtures/signed-in.ts'
import { startWechatStandIn, type WechatStandIn } from '../../../server/src/adapters/identity/stand-ins/wechat-stand-in.ts'
import { DEFAULT_GROUP_CODE, expectSignedInAs, useLanguage } from './sso-helpers.ts'

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium`)

// WeChat website login against a local stand-in of WeChat (started here; the portal calls its API). WeChat
// returns to `/#/wxLogin` as `/?code=…&state=…#/wxLogin`: the page must find the code before the fragment.
// Desktop only: the tenant has one WeChat provider, which the two projects cannot share.

test.describe.configure({ mode: 'serial' })
let wechat: WechatStandIn
const OPENID = `o-e2e-${Date.now().toString(36)}`

test.beforeAll(async ({ database }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one WeChat provider per tenant')
  wechat = await startWechatStandIn()
  const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: DEFAULT_GROUP_CODE } })
  const settings = { appId: wechat.appId, appSecret: wechat.appSecret, authorizeBaseUrl: wechat.url, apiBaseUrl: wechat.url }
  await database.identityProvider.upsert({
    where: { tenantId_code: { tenantId: tenant.id, code: 'wechat-e2e' } },
    create: { tenantId: tenant.id, code: 'wechat-e2e', kind: 'WECHAT', displayName: 'WeChat', settings },
    update: { settings, enabled: true },
  })
})
test.afterAll(async ({ database }, testInfo) => {
  if (testInfo.project.name !== 'desktop') return
  await database.identityProvider.deleteMany({ where: { code: 'wechat-e2e' } })
  await database.patron.updateMany({ where: { wechatOpenId: OPENID }, data: { wechatOpenId: null } })
  await wechat.close()
})

test('an unbound WeChat account is bound on /bindAccount, then WeChat signs straight in', async ({ page }) => {
  await useLanguage(page, 'zh-CN')
  const scan = async () => {
    const res = await page.request.get('/trpc/sso.wechatLoginUrl', { headers: { groupCode: DEFAULT_GROUP_CODE } })
    await page.goto(((await res.json()) as { result: { data: { url: string } } }).result.data.url)
    await page.getByLabel('openid').fill(OPENID)
    await page.getByRole('button', { name: 'Confirm' }).click()
  }
  await scan()
  await expect(page).toHaveURL(/#\/bindAccount\?openId=/)
  // The one-time code left the address.
  expect(new URL(page.url()).search).toBe('')
  const form = page.locator('form')
  await form.getByLabel('用户名').fill('reader')
  await form.getByLabel('密码').fill('wrong-password')
  await form.getByRole('button', { name: '绑定' }).click()
  await expect(page.getByRole('alert')).not.toBeEmpty()
  await form.getByLabel('密码').fill('Reader@2026')
  await form.getByRole('button', { name: '绑定' }).click()
  await expect(page.getByRole('status').filter({ hasText: '账号绑定成功，请重新登录' })).toBeVisible()
  await expect(page).toHaveURL(/#\/login$/)
  await scan()
  await expect(page).toHaveURL(/#\/Home$/)
  await expectSignedInAs(page, '林晓')
})
