import { expect, test } from '@playwright/test'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const CHROMIUM = '/usr/bin/chromium'
test.skip(!existsSync(CHROMIUM), `${CHROMIUM} not found: browser tests need Debian's chromium (apt-get install chromium)`)

const repoRoot = path.resolve(import.meta.dirname, '../../../..')

/** Every path of the route table (apps/web/src/app/routes/route-table.ts), parameters filled with samples. */
function samplePaths(): string[] {
  const table = readFileSync(path.join(repoRoot, 'apps/web/src/app/routes/route-table.ts'), 'utf8')
  const patterns = [...table.matchAll(/(?:path: |aliases: \[)'([^']+)'/g)].map((m) => m[1]!)
  return patterns.map((p) => p.replace(/\/:[a-zA-Z0-9]+\?/g, '').replace(/:([a-zA-Z0-9]+)/g, (_, name: string) => (name === 'jwt' ? 'not-a-token' : name === 'jwtHeader' ? 'jwtOpacAuth' : '1')))
}

/** Every translation key (`a.b.c`, with its namespace too); one on screen means a missing translation. */
function translationKeys(): string[] {
  const folder = path.join(repoRoot, 'packages/i18n/locales/zh-CN')
  const keys: string[] = []
  const walk = (ns: string, value: unknown, prefix: string) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(ns, v, prefix ? `${prefix}.${k}` : k)
    else if (prefix.includes('.')) keys.push(prefix.replace(/_(one|other)$/, ''), `${ns}:${prefix}`)
  }
  for (const file of readdirSync(folder)) walk(file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(folder, file), 'utf8')), '')
  return [...new Set(keys)]
}

const LANGUAGES = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh_TW', 'en-US': 'en-US' } as const
/** Routes whose page sends the visitor on (spec §2, §4): where each must end up. */
const REDIRECTS: Record<string, RegExp> = { '/loginExternal/not-a-token/jwtOpacAuth': /#\/Home$/ }

for (const [locale, stored] of Object.entries(LANGUAGES)) {
  test(`every route of the spec renders in ${locale}, without console errors or untranslated keys`, async ({ page }, testInfo) => {
    test.setTimeout(180_000)
    const folder = path.join(repoRoot, 'screenshots', 'routes')
    mkdirSync(folder, { recursive: true })
    const errors: string[] = []
    page.on('console', (m) => void (m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`)))
    page.on('pageerror', (e) => void errors.push(`${page.url()}: ${e.message}`))
    await page.addInitScript((code) => window.localStorage.setItem('language', code), stored)
    await page.goto('./')
    await expect(page).toHaveURL(/#\/Home$/) // the root redirects to Home
    const keys = translationKeys()
    for (const route of samplePaths()) {
      await page.evaluate((hash) => void (window.location.hash = hash), route)
      if (REDIRECTS[route]) {
        await expect(page, route).toHaveURL(REDIRECTS[route])
        continue
      }
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading.first(), route).toBeVisible()
      await expect(page.locator('[aria-busy="true"]'), route).toHaveCount(0)
      const text = await page.locator('body').innerText()
      expect(keys.filter((key) => text.includes(key)), `${route}: keys on screen`).toEqual([])
      await page.screenshot({ path: path.join(folder, `${locale}-${testInfo.project.name}${route.replace(/[^a-zA-Z0-9]+/g, '_')}.png`) })
    }
    expect(errors).toEqual([])
  })
}
