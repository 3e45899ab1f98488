import { Prisma, type PrismaClient } from '@portal/db'
import type { DemoTenant } from './demo-tenants.ts'
import { seededRandom } from './synthetic-catalogue.ts'

// What the activity seeders share: the tenant's records and readers, one clock and the random helpers.

export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0]

export const DAY_MS = 86_400_000

export type ActivityRecord = {
  id: number
  sourceId: string
  title: string
  author: string
  publisher: string
  isbn: string
  docType: string
  langCode: string
  subjects: string[]
}
export type ActivityPatron = { id: number; username: string; name: string; validFrom: Date | null; demo: boolean }

export type ActivityContext = {
  tx: Tx
  tenantId: number
  demo: DemoTenant
  /** Taken once, so every date of the run is relative to the same instant. */
  now: Date
  records: ActivityRecord[]
  bySource: Map<string, ActivityRecord>
  patrons: ActivityPatron[]
  byUsername: Map<string, ActivityPatron>
  /** The tenant's ADMIN staff user: reviewer of comments, author of notices and lists. */
  adminId: number | null
  /** A generator of its own per seeder, so changing one seeder does not reshuffle what the others make. */
  random: (stream: number) => () => number
}

export function makeRandom(groupCode: string) {
  const base = Number(groupCode) * 97
  return (stream: number) => seededRandom(base + stream * 7919)
}

export const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!

export const intBetween = (rnd: () => number, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1))

export function shuffled<T>(rnd: () => number, list: readonly T[]): T[] {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** A sampler of indexes in proportion to `weights`. */
export function weightedPicker(weights: readonly number[]) {
  const cumulative: number[] = []
  let total = 0
  for (const w of weights) cumulative.push((total += w))
  return (rnd: () => number): number => {
    const target = rnd() * total
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid]! > target) hi = mid
      else lo = mid + 1
    }
    return lo
  }
}

/** Zipf-like weights: the first entries of a ranking get most of the draws. */
export const powerLaw = (count: number, exponent: number, offset = 1) => Array.from({ length: count }, (_, rank) => 1 / (rank + offset) ** exponent)

/**
 * A moment `daysAgo` days before now during opening hours (08:00–21:00 in China, UTC+8), never in the
 * future: logs and loans at 3 a.m. would look made up.
 */
export function openingHoursAgo(now: Date, daysAgo: number, rnd: () => number): Date {
  const day = Math.floor(daysAgo)
  const midnightUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day)
  // 08:00 China time is 00:00 UTC.
  let at = midnightUtc + Math.floor(rnd() * 13 * 3_600_000)
  if (at > now.getTime() - 60_000) at = now.getTime() - Math.floor(rnd() * 3_600_000) - 60_000
  return new Date(at)
}

/** The records named by source id that this tenant holds, in the order given (the public library has no theses). */
export const recordsOf = (ctx: ActivityContext, sourceIds: readonly string[]) =>
  sourceIds.flatMap((s) => (ctx.bySource.has(s) ? [ctx.bySource.get(s)!] : []))

export function hexId(rnd: () => number, length = 32): string {
  let out = ''
  while (out.length < length) out += Math.floor(rnd() * 0x10000).toString(16).padStart(4, '0')
  return out.slice(0, length)
}

/** The folding the popular-search service keys its counts by (popular-search.service.ts). */
export const foldTerm = (term: string) => term.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ')

/** PostgreSQL type of each column written by insertRows (enums by their quoted type name). */
export type Columns = Record<string, string>

/**
 * Inserts rows with one INSERT … SELECT FROM unnest(arrays): for the few thousand loans, log events and
 * search counts this is about eight times faster than createMany, which keeps seeding a tenant to seconds.
 * Only the named columns are written; the others take their defaults.
 */
export async function insertRows(tx: Tx, table: string, columns: Columns, rows: readonly object[]) {
  if (!rows.length) return
  const names = Object.keys(columns)
  const param = (value: unknown) =>
    value instanceof Date ? value.toISOString() : value === undefined || value === null ? null : typeof value === 'object' ? JSON.stringify(value) : value
  const arrays = names.map((name) => Prisma.sql`${rows.map((row) => param((row as Record<string, unknown>)[name]))}::${Prisma.raw(columns[name]!)}[]`)
  await tx.$executeRaw`INSERT INTO ${Prisma.raw(`"${table}"`)} (${Prisma.raw(names.map((n) => `"${n}"`).join(', '))})
    SELECT * FROM unnest(${Prisma.join(arrays)})`
}
