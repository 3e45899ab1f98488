import { defineConfig } from 'vitest/config'

// One vitest run covers every package; the database suites share one migrated template database
// started by packages/db/src/testing/global-setup.ts (embedded PostgreSQL, or DATABASE_URL when set).
// CI asks for a JSON report next to the console output (.ci/run adds the reports up).
const jsonReport = process.env.VITEST_JSON
// .ci/run's second pass over the database suites (on the server PostgreSQL) leaves out the suites generated from
// the route table: they test the HTTP doors, the same on any database, and ran in the first pass.
const DOOR_SUITES = ['**/tenant-isolation-matrix.int.test.ts', '**/cross-site-guard.int.test.ts', '**/bad-input.int.test.ts', '**/fuzz.int.test.ts']
const skippedDoorSuites = process.env.VITEST_SKIP_DOOR_SUITES === '1' ? DOOR_SUITES : []
// Integration tests start from the demo data, loaded once into the template database.
process.env.PORTAL_TEST_TEMPLATE_SEED ??= 'seed/src/template-seed.ts'

export default defineConfig({
  test: {
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'packages/**/scripts/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'seed/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/src/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', ...skippedDoorSuites],
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
    ],
  },
})
