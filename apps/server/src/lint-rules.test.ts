import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Each house rule of eslint.config.js fails on a planted violation; the files never exist on disk, ESLint
// lints the text as if it stood at that path (the rules are chosen by path).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const eslint = new ESLint({ cwd: repoRoot })

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) })
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)
}

const longFile = (lines: number) => Array.from({ length: lines }, (_, i) => `export const v${i} = ${i}`).join('\n') + '\n'

describe('house lint rules', () => {
  it.each([
    ['an adapter imports a module', 'apps/server/src/adapters/planted/x.ts', "import { getDetail } from '../../modules/catalogue/detail.service.ts'\nexport const f = getDetail\n", /never import modules/],
    ['the kernel imports a module', 'apps/server/src/kernel/planted.ts', "import { getDetail } from '../modules/catalogue/detail.service.ts'\nexport const f = getDetail\n", /never import modules/],
    ['the data layer imports a door', 'apps/server/src/data/planted.ts', "import { appRouter } from '../trpc/router.ts'\nexport const r = appRouter\n", /never import modules or doors/],
    ['the seed imports a server file by path', 'seed/src/planted.ts', "import { loadEnv } from '../../apps/server/src/env.ts'\nexport const f = loadEnv\n", /entry points/],
    ['the seed imports inside a package', 'seed/src/planted.ts', "import { x } from '@portal/db/src/paths.ts'\nexport const f = x\n", /entry points/],
    ['a module imports another module’s internals', 'apps/server/src/modules/home/planted.ts', "import { maskName } from '../catalogue/comments.service.ts'\nexport const f = maskName\n", /public face/],
    ['a nested module file imports another module’s internals', 'apps/server/src/modules/catalogue/citation/planted.ts', "import { x } from '../../home/windows.ts'\nexport const f = x\n", /public face/],
    ['a server file is longer than 400 lines', 'apps/server/src/modules/home/planted.ts', longFile(401), /max-lines/],
    ['a procedure file is longer than 120 lines', 'apps/server/src/trpc/procedures/home/planted.procedures.ts', longFile(121), /max-lines/],
    ['a web feature imports another module’s feature', 'apps/web/src/features/catalogue/search/Planted.tsx', "import { LoginButton } from '../../identity/login/LoginButton.tsx'\nexport const f = LoginButton\n", /never import another module/],
    ['a web feature imports a feature by its path from the root', 'apps/web/src/features/home/Planted.tsx', "import { x } from '@/features/catalogue/search/x.ts'\nexport const f = x\n", /never import another module/],
    ['a web component is longer than 300 lines', 'apps/web/src/features/home/Planted.tsx', longFile(301), /max-lines/],
  ])('fails where %s', async (_, file, code, expected) => {
    expect((await problems(file, code)).join('\n')).toMatch(expected)
  })

  it.each([
    ['a module imports another module’s public face', 'apps/server/src/modules/home/planted.ts', "import { x } from '../catalogue/index.ts'\nexport const f = x\n"],
    ['a module imports the kernel', 'apps/server/src/modules/home/planted.ts', "import { AppError } from '../../kernel/app-error.ts'\nexport const f = AppError\n"],
    ['a nested module file imports its own module', 'apps/server/src/modules/catalogue/citation/planted.ts', "import { x } from '../vocabularies.ts'\nexport const f = x\n"],
    ['the seed imports the server’s seeding face', 'seed/src/planted.ts', "import { loadEnv } from '@portal/server/seeding'\nexport const f = loadEnv\n"],
    ['a web feature imports a feature of its own module', 'apps/web/src/features/catalogue/record/Planted.tsx', "import { x } from '../search/x.ts'\nexport const f = x\n"],
    ['a nested web feature file imports the shared components', 'apps/web/src/features/catalogue/record/testing/Planted.tsx', "import { x } from '../../../../components/x.ts'\nexport const f = x\n"],
    ['a test is long', 'apps/server/src/modules/home/planted.test.ts', longFile(500)],
  ])('lets pass where %s', async (_, file, code) => {
    expect((await problems(file, code)).filter((p) => /no-restricted-imports|max-lines/.test(p))).toEqual([])
  })
})
