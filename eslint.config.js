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
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      { group: ['**/rest/**', '**/trpc/**', '**/plugins/**'], message: 'Services sit below the doors: rest/ and trpc/ call modules, never the reverse.' },
      { group: ['**/adapters/**'], message: 'Services depend on ports; adapters are wired in at start-up.' },
      { group: ['fastify', '@trpc/*'], message: 'Services know nothing of the transport.' },
    ]),
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
  {
    // Flat config replaces a rule's options per block, so feature files repeat the web boundaries.
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: restrict([
      ...WEB_BOUNDARIES,
      { regex: '(^|/)features/|^\\.\\./(?!\\.\\./)[^/]+/', message: 'Features never import each other; share through components/ or lib/.' },
    ]),
  },
)
