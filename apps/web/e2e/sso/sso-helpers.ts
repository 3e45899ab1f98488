import { expect, type Page } from '@playwright/test'
import { CAS_STAND_IN, OIDC_STAND_IN } from '../support/sso-providers.ts'

// Provider rows and page steps shared by the single sign-on browser tests.

type Database = {
  tenant: { findFirstOrThrow(args: { where: { groupCode: string } }): Promise<{ id: number }> }
  identityProvider: {
    upsert(args: unknown): Promise<{ id: number }>
    deleteMany(args: unknown): Promise<unknown>
  }
}

export const DEFAULT_GROUP_CODE = '900001'
export const STORED_LANGUAGE = { 'zh-CN': 'zh-CN', 'en-US': 'en-US' } as const

/**
 * The providers of one spec file in one Playwright project (`owner`): desktop and mobile, and the spec files,
 * run side by side and must share neither rows nor the patrons' links. `campus-oidc-<owner>`, `campus-cas-<owner>`.
 */
export async function configureProviders(database: Database, owner: string) {
  const tenant = await database.tenant.findFirstOrThrow({ where: { groupCode: DEFAULT_GROUP_CODE } })
  const rows = [
    { code: `campus-oidc-${owner}`, kind: 'OIDC', displayName: 'Campus OIDC', settings: { ...OIDC_STAND_IN } },
    { code: `campus-cas-${owner}`, kind: 'CAS', displayName: 'Campus CAS', settings: { serverUrl: CAS_STAND_IN.serverUrl, version: '3.0' } },
  ]
  for (const row of rows)
    await database.identityProvider.upsert({ where: { tenantId_code: { tenantId: tenant.id, code: row.code } }, create: { tenantId: tenant.id, ...row }, update: { ...row, enabled: true } })
  return {
    oidc: rows[0]!.code,
    cas: rows[1]!.code,
    /** Removes the rows again (their links go with them). */
    remove: () => database.identityProvider.deleteMany({ where: { tenantId: tenant.id, code: { in: rows.map((r) => r.code) } } }),
  }
}

export async function useLanguage(page: Page, locale: keyof typeof STORED_LANGUAGE) {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), STORED_LANGUAGE[locale])
}

/** oidc-provider's development forms: any login and password, then consent. */
export async function signInAtOidc(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('any-password')
  await page.locator('button[type="submit"]').click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** The header shows the signed-in patron (the user menu button starts with their name). */
export async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible({ timeout: 15_000 })
  expect(await page.evaluate(() => window.sessionStorage.getItem('jwtHeader'))).toBe('jwtOpacAuth')
}
