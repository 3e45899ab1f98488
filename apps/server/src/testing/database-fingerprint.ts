import type { PrismaClient } from '@portal/db'

/**
 * A digest of every table's rows, by table: two equal fingerprints mean the request in between wrote nothing.
 * Generic on purpose, so a test of "changes nothing" also covers tables added after it was written.
 */
export async function databaseFingerprint(prisma: PrismaClient): Promise<Record<string, string>> {
  const tables = await prisma.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY 1`
  const digests = await Promise.all(
    tables.map(async ({ name }) => {
      const [row] = await prisma.$queryRawUnsafe<{ digest: string }[]>(
        `SELECT md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS digest FROM "${name.replaceAll('"', '""')}" t`,
      )
      return [name, row?.digest ?? ''] as const
    }),
  )
  return Object.fromEntries(digests)
}

/** The tables whose digests differ. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name])
}
