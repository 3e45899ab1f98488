import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { E2E_CAPTCHA, STAND_IN_PORTS } from './apps/web/e2e/support/stand-in-ports.ts'

// Browser tests of apps/web against the real server (which serves the built app from apps/web/dist:
// run `pnpm --filter @portal/web build` first; `pnpm test` does). Debian's Chromium, no browser download.

const repoRoot = path.dirname(fileURLToPath(import.meta.url))
const CHROMIUM = '/usr/bin/chromium'
const chromiumAvailable = existsSync(CHROMIUM)
// E2E_PORT and E2E_WEB_DIST_DIR let several runs work side by side (each its own server, data and build).
const PORT = Number(process.env.E2E_PORT ?? 4173)
const dataSuffix = PORT === 4173 ? '' : `-${PORT}`
const baseURL = `http://127.0.0.1:${PORT}`

if (!chromiumAvailable)
  console.warn(`[playwright] ${CHROMIUM} not found: every browser test is skipped (install it with apt-get install chromium).`)

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two browsers at once on CI's two cores: most of a test's time is spent waiting for the page.
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // .ci/run sets PLAYWRIGHT_JSON_OUTPUT_NAME to count the results.
  reporter: [['list'], ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []), ...(process.env.CI ? [['html', { open: 'never' }] as const] : [])],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // Root needs --no-sandbox; the others stop Chromium from dialling out (stack-notes G24).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    // Layout is what a phone changes, not language: the per-language runs ("… in zh-TW", "in en-US") stay on
    // the desktop project, and the phone runs each test once, in the default language (keeps CI under 20 min).
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grepInvert: /(\bin |\()(zh-TW|en-US)\b/ },
  ],
  // Without Chromium every test skips, so there is no server to start.
  // The stand-ins (mail, single sign-on) first, then the portal configured to use them.
  webServer: chromiumAvailable
    ? [
        {
          command: 'node --import tsx apps/web/e2e/support/stand-ins.ts',
          url: `http://127.0.0.1:${STAND_IN_PORTS.health}/healthz`,
          timeout: 60_000,
          reuseExistingServer: !process.env.CI,
          stdout: 'pipe',
          stderr: 'pipe',
        },
        {
          command: 'pnpm --filter @portal/server start',
          url: `${baseURL}/healthz`,
          timeout: 180_000,
          reuseExistingServer: !process.env.CI,
          stdout: 'pipe',
          stderr: 'pipe',
          env: {
            PORT: String(PORT),
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            // Its own embedded PostgreSQL data folder, apart from the development one.
            EMBEDDED_PG_DIR: path.join(repoRoot, `.data/e2e-postgres${dataSuffix}`),
            FILE_STORAGE_DIR: path.join(repoRoot, `.data/e2e-files${dataSuffix}`),
            CAPTCHA_FIXED_CODE: E2E_CAPTCHA,
            // Every browser of the run comes from 127.0.0.1, like a whole campus behind one NAT address.
            RATE_LIMIT_PER_MINUTE: '6000',
            SMTP_URL: `smtp://127.0.0.1:${STAND_IN_PORTS.smtp}`,
            ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
          },
        },
      ]
    : undefined,
})
