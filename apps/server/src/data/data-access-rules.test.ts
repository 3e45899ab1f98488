import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkModuleSource } from './data-access-rules.ts'

const MODULES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../modules')

function moduleSources(): string[] {
  return (readdirSync(MODULES, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/(^|\/)(testing|[\w-]*test-(kit|support))[/.]/.test(f))
    .map((f) => path.join(MODULES, f))
}

describe('data access rules', () => {
  it.each([
    ['raw-client', "const r = await ctx.db.bibRecord.findFirst({ where: { id } })"],
    ['raw-client', 'export async function f({ db }: X) { return db.patron.count() }'],
    ['raw-client', 'await prisma.loan.findMany()'],
    ['raw-client-type', "import type { PrismaClient } from '@portal/db'"],
    ['whole-context', 'export async function list(ctx: RequestContext) {}'],
    ['raw-sql-tenant', 'await ctx.data.$queryRaw`SELECT * FROM "Loan" WHERE id = ${id}`'],
    ['raw-sql-tenant', 'await tx.$executeRawUnsafe(SQL, id)'],
  ])('catches a planted %s violation', (rule, source) => {
    expect(checkModuleSource(source).map((v) => v.rule)).toContain(rule)
  })

  it.each([
    'const r = await ctx.data.bibRecord.findFirst({ where: { id } })',
    'await ctx.mine.comment.findMany({})',
    'await ctx.data.$queryRaw`SELECT 1 FROM "Loan" WHERE "tenantId" = ${tenantId}`',
    '// ctx.db.bibRecord in a comment is prose',
    "export async function f(ctx: Pick<TenantContext, 'data' | 'locale'>) {}",
  ])('lets correct code pass: %s', (source) => {
    expect(checkModuleSource(source)).toEqual([])
  })

  it('holds for every service in modules/', () => {
    const violations = moduleSources().flatMap((file) =>
      checkModuleSource(readFileSync(file, 'utf8')).map((v) => `${path.relative(MODULES, file)}:${v.line} [${v.rule}] ${v.text}`),
    )
    expect(violations).toEqual([])
  })
})
