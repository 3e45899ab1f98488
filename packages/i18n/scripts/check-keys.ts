// Fails when a locale lacks a key (or has an extra one) compared with zh-CN, a namespace is not
// registered in src/resources.ts, a zh-CN key is used nowhere in the code, or the code uses a key zh-CN
// lacks (see key-usage.ts for what counts as a use). Run by `pnpm i18n:check`, part of the test command.
import fs from 'node:fs'
import path from 'node:path'
import { resources } from '../src/resources.ts'
import { findKeyProblems, scanSources, type DeclaredKeySet, type SourceInput } from './key-usage.ts'

const repo = path.resolve(import.meta.dirname, '../../..')
const root = path.resolve(import.meta.dirname, '../locales')
const BASE_LOCALE = 'zh-CN'
/** `defaultNS` of apps/web/src/lib/i18n.ts (and apps/web/src/i18next.d.ts). */
const DEFAULT_NAMESPACE = 'common'
/** Where the code uses keys: production sources only (tests and test helpers may use any key). */
const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', ...fs.readdirSync(path.join(repo, 'packages')).map((p) => `packages/${p}/src`)]
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'generated', 'testing'])
/**
 * Keys the server forms from values (packages/contracts/src/error-codes.ts): every error code is
 * translated as `errors:<code>` (apps/server/src/kernel/translate-error.ts), every
 * validation reason as `validation:<reason>`.
 */
const DECLARED_KEY_SETS: DeclaredKeySet[] = [
  { namespace: 'errors', declaration: 'ERROR_CODES', types: ['ErrorCode'] },
  { namespace: 'validation', declaration: 'ValidationReason', types: ['ValidationReason'] },
]

const problems: string[] = []

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
  if (typeof value !== 'string' || value.trim() === '') problems.push(`empty or non-text value at ${prefix}`)
  return [prefix]
}

// 1. Every locale has the keys of zh-CN, no more.
const locales = fs.readdirSync(root)
const namespaces = new Set(locales.flatMap((l) => fs.readdirSync(path.join(root, l)).map((f) => f.replace(/\.json$/, ''))))
const baseKeys: Record<string, string[]> = {}
for (const ns of namespaces) {
  const base = path.join(root, BASE_LOCALE, `${ns}.json`)
  if (!fs.existsSync(base)) { problems.push(`${BASE_LOCALE} lacks namespace ${ns}`); continue }
  baseKeys[ns] = flatten(JSON.parse(fs.readFileSync(base, 'utf8'))).filter(Boolean)
  const baseSet = new Set(baseKeys[ns])
  for (const locale of locales) {
    if (!(ns in (resources as Record<string, Record<string, unknown>>)[locale]!)) problems.push(`${locale}/${ns} is not registered in src/resources.ts`)
    const file = path.join(root, locale, `${ns}.json`)
    if (!fs.existsSync(file)) { problems.push(`${locale} lacks namespace ${ns}`); continue }
    const keys = new Set(flatten(JSON.parse(fs.readFileSync(file, 'utf8'))).filter(Boolean))
    for (const k of baseSet) if (!keys.has(k)) problems.push(`${locale}/${ns}: missing key ${k}`)
    for (const k of keys) if (!baseSet.has(k)) problems.push(`${locale}/${ns}: extra key ${k}`)
  }
}

// 2. Every zh-CN key is used, every used key exists.
function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(path.join(repo, dir))) return []
  return fs.readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(rel)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : []
  })
}
const sources: SourceInput[] = SOURCE_ROOTS.flatMap(sourceFiles).map((file) => ({ file, text: fs.readFileSync(path.join(repo, file), 'utf8') }))
const scan = scanSources(sources, { namespaces: [...namespaces], defaultNamespace: DEFAULT_NAMESPACE, declaredKeySets: DECLARED_KEY_SETS })
problems.push(...findKeyProblems(scan, baseKeys).map((p) => p.message))

if (problems.length) {
  console.error(`i18n check failed (${problems.length} problems):\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(
  `i18n check: ${namespaces.size} namespaces × ${locales.length} locales, all keys present; ` +
    `${sources.length} source files, every ${BASE_LOCALE} key used and every used key present`,
)
