import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Import boundaries of architecture.md: services below doors, ports between services and outside
// systems, the web app talks to the server only through tRPC types, features never import each other.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
const WEB_BOUNDARIES = [
  { regex: '^@portal/server(?!/trpc$)', message: 'The web app sees the server only through the tRPC router type.' },
  { group: ['@portal/db*', '**/apps/server/**'], message: 'The web app sees the server only through the tRPC router type.' },
]

// A module reaches another module only through its public face (its index.ts); the depth of the importing file
// decides how many `../` lead out of its module.
const OTHER_MODULE_INTERNALS = {
  1: { regex: '^\\.\\./(?!\\.)[^/]+/(?!index\\.ts$)', message: 'Import another module through its public face (../<module>/index.ts).' },
  2: { regex: '^\\.\\./\\.\\./(?!\\.)[^/]+/(?!index\\.ts$)', message: 'Import another module through its public face (../../<module>/index.ts).' },
}
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/e2e/**', '**/bench/**']

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', '.data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-kit.ts', '**/*-test-support.ts'],
    rules: restrict([
      { group: ['**/rest/**', '**/trpc/**', '**/plugins/**'], message: 'Services sit below the doors: rest/ and trpc/ call modules, never the reverse.' },
      { group: ['**/adapters/**'], message: 'Services depend on ports; adapters are wired in at start-up.' },
      { group: ['fastify', '@trpc/*'], message: 'Services know nothing of the transport.' },
      OTHER_MODULE_INTERNALS[1],
    ]),
  },
  {
    files: ['apps/server/src/modules/*/*/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-kit.ts', '**/*-test-support.ts'],
    rules: restrict([
      { group: ['**/rest/**', '**/trpc/**', '**/plugins/**'], message: 'Services sit below the doors: rest/ and trpc/ call modules, never the reverse.' },
      { group: ['**/adapters/**'], message: 'Services depend on ports; adapters are wired in at start-up.' },
      { group: ['fastify', '@trpc/*'], message: 'Services know nothing of the transport.' },
      OTHER_MODULE_INTERNALS[2],
    ]),
  },
  {
    // Adapters depend on ports and the kernel only; so do the kernel and the data layer.
    files: ['apps/server/src/adapters/**/*.ts', 'apps/server/src/kernel/**/*.ts', 'apps/server/src/data/**/*.ts', 'apps/server/src/ports/**/*.ts'],
    rules: restrict([{ group: ['**/modules/**', '**/rest/**', '**/trpc/**', '**/plugins/**'], message: 'Adapters, ports, the kernel and the data layer never import modules or doors.' }]),
  },
  {
    files: ['seed/**/*.ts'],
    rules: restrict([
      { regex: '^(\\.\\./)+(apps|packages)/', message: 'The seed imports other packages only through their entry points (@portal/server/seeding, @portal/db …).' },
      { regex: '^@portal/[^/]+/src/', message: 'The seed imports other packages only through their entry points.' },
    ]),
  },
  {
    files: ['apps/server/**/*.ts', 'packages/**/*.ts', 'seed/**/*.ts'],
    ignores: TESTS,
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['apps/server/src/trpc/procedures/*/*.procedures.ts'],
    rules: { 'max-lines': ['error', { max: 120 }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['apps/server/src/rest/**/*.ts'],
    rules: restrict([{ group: ['**/trpc/**'], message: 'The REST door and the tRPC door are siblings.' }]),
  },
  {
    files: ['apps/server/src/trpc/**/*.ts'],
    rules: restrict([{ group: ['**/rest/**'], message: 'The REST door and the tRPC door are siblings.' }]),
  },
  {
    files: ['packages/contracts/**/*.ts', 'packages/i18n/**/*.ts'],
    rules: restrict([{ group: ['@portal/server*', '@portal/web*', '@portal/db*', '**/apps/**'], message: 'Shared packages depend on nothing of the apps.' }]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict(WEB_BOUNDARIES),
  },
  // Web features are named after the server's modules (features/catalogue/search, features/identity/login, …);
  // a module's features may share with each other, never with another module's. Flat config replaces a rule's
  // options per block, so each depth repeats the web boundaries.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`apps/web/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: restrict([
      ...WEB_BOUNDARIES,
      {
        regex: `(^|/)features/|^(\\.\\./){${depth}}(?!\\.\\.)[^/]+/`,
        message: "Features of one module never import another module's; share through components/ or lib/.",
      },
    ]),
  })),
)
