import type { MigrationScript } from './migration-files.ts'

// The schema can name an extension's operator class (`@@index([title(ops: raw("gin_trgm_ops"))], type: Gin)`)
// but cannot declare the extension itself: Prisma's `postgresqlExtensions` preview feature would, yet on
// our PGlite shadow it re-creates the extension in every diff. Without the extension the generated
// migration cannot be applied anywhere, the shadow included, so a new migration that is the first to
// need one gets its CREATE EXTENSION at the top, as we would otherwise add by hand.

/** Operator classes Prisma lets us reference that come from an extension (also in SHADOW_EXTENSIONS). */
export const OPERATOR_CLASS_EXTENSIONS: Record<string, string> = {
  gin_trgm_ops: 'pg_trgm',
  gist_trgm_ops: 'pg_trgm',
}

export function createsExtension(sql: string, extension: string): boolean {
  return new RegExp(`create\\s+extension\\s+(?:if\\s+not\\s+exists\\s+)?"?${extension}"?`, 'i').test(sql)
}

/** Extensions `sql` needs that neither it nor an earlier migration creates. */
export function missingExtensions(sql: string, earlier: MigrationScript[]): string[] {
  const needed = new Set(
    Object.entries(OPERATOR_CLASS_EXTENSIONS)
      .filter(([operatorClass]) => new RegExp(`\\b${operatorClass}\\b`).test(sql))
      .map(([, extension]) => extension),
  )
  return [...needed].filter((extension) => !createsExtension(sql, extension) && !earlier.some((m) => createsExtension(m.sql, extension)))
}

export function withExtensionsCreated(sql: string, extensions: string[]): string {
  if (extensions.length === 0) return sql
  const statements = extensions.map((extension) => `CREATE EXTENSION IF NOT EXISTS "${extension}";`).join('\n')
  return `-- CreateExtension (added by createMigration: the schema uses operator classes of these extensions)\n${statements}\n\n${sql}`
}
