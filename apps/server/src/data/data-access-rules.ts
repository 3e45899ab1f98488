// The house rules of data access, checked over the source (data-access-rules.test.ts): services in modules/
// reach the database only through the tenant- or patron-bound clients the doors give them (ctx.data,
// ctx.mine), raw SQL there names the tenant, and a service declares the parts of the context it uses
// instead of taking the whole request context.

export type RuleViolation = { rule: string; line: number; text: string }

/** Comments blanked out (line numbers kept), so a rule is not tripped by prose. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, (_, lead: string) => lead)
}

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length

const RULES: { rule: string; pattern: RegExp; why: string }[] = [
  { rule: 'raw-client', pattern: /(?:\.|\{\s*|,\s*)db\b(?!\s*:\s*TenantData)|\bprisma\s*\.\s*\w/g, why: 'reach tables through ctx.data / ctx.mine, not the raw client' },
  { rule: 'raw-client-type', pattern: /\bPrismaClient\b/g, why: 'services never hold the raw client' },
  { rule: 'whole-context', pattern: /\bRequestContext\b/g, why: 'declare the parts of the context the service uses (Pick<TenantContext, …>)' },
]

/** Raw SQL must name the tenant it reads: the scope of the bound client does not reach inside a SQL string. */
const RAW_SQL = /\$(?:queryRaw|executeRaw)(?:Unsafe)?\s*(?:<[^`(]*>)?\s*(`(?:[^`\\]|\\.)*`|\()/g

export function checkModuleSource(source: string): RuleViolation[] {
  const code = withoutComments(source)
  const found: RuleViolation[] = []
  for (const { rule, pattern, why } of RULES)
    for (const match of code.matchAll(pattern)) found.push({ rule, line: lineOf(code, match.index), text: `${match[0].trim()}: ${why}` })
  for (const match of code.matchAll(RAW_SQL)) {
    const sql = match[1] === '(' ? code.slice(match.index, code.indexOf(')', match.index) + 1) : match[1]!
    if (!/tenantId/.test(sql)) found.push({ rule: 'raw-sql-tenant', line: lineOf(code, match.index), text: 'raw SQL must filter by "tenantId"' })
  }
  return found
}
