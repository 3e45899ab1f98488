// Fails when a locale lacks a key (or has an extra one) compared with zh-CN, or a namespace is not
// registered in src/resources.ts. Run by `pnpm i18n:check`, part of the test command.
import fs from 'node:fs'
import path from 'node:path'
import { resources } from '../src/resources.ts'

const root = path.resolve(import.meta.dirname, '../locales')
const problems: string[] = []

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
  if (typeof value !== 'string' || value.trim() === '') problems.push(`empty or non-text value at ${prefix}`)
  return [prefix]
}

const locales = fs.readdirSync(root)
const namespaces = new Set(locales.flatMap((l) => fs.readdirSync(path.join(root, l)).map((f) => f.replace(/\.json$/, ''))))
for (const ns of namespaces) {
  const base = path.join(root, 'zh-CN', `${ns}.json`)
  if (!fs.existsSync(base)) { problems.push(`zh-CN lacks namespace ${ns}`); continue }
  const baseKeys = new Set(flatten(JSON.parse(fs.readFileSync(base, 'utf8'))))
  for (const locale of locales) {
    if (!(ns in (resources as Record<string, Record<string, unknown>>)[locale]!)) problems.push(`${locale}/${ns} is not registered in src/resources.ts`)
    const file = path.join(root, locale, `${ns}.json`)
    if (!fs.existsSync(file)) { problems.push(`${locale} lacks namespace ${ns}`); continue }
    const keys = new Set(flatten(JSON.parse(fs.readFileSync(file, 'utf8'))))
    for (const k of baseKeys) if (!keys.has(k)) problems.push(`${locale}/${ns}: missing key ${k}`)
    for (const k of keys) if (!baseKeys.has(k)) problems.push(`${locale}/${ns}: extra key ${k}`)
  }
}
if (problems.length) {
  console.error(`i18n check failed:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`i18n check: ${namespaces.size} namespaces × ${locales.length} locales, all keys present`)
