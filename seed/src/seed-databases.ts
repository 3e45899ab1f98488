import type { Prisma } from '@portal/db'
import { defaultTopMenu } from '@portal/server/seeding'
import { SEARCH_TERMS } from './seed-activity-data.ts'
import { DATABASE_SUBJECTS, DATABASES, DEFAULT_ACCESS, PUBLIC_LISTED_DAYS_AGO, type SubjectKey } from './seed-database-data.ts'
import {
  DAY_MS, foldTerm, hexId, insertRows, openingHoursAgo, pick, powerLaw, weightedPicker,
  type ActivityContext, type ActivityRecord, type Columns,
} from './seed-activity-context.ts'

// E-resource databases, the usage log of the last 60 days (visits, database clicks, record views, home-page
// tiles) and the daily popular-search counts. Each database's visitCount is the number of its click events,
// so the hot list and the log agree.

const USAGE_DAYS = 60
const EVENT_COLUMNS: Columns = {
  tenantId: 'int', kind: '"UsageEventKind"', targetType: 'text', targetId: 'text', visitorId: 'text', patronId: 'int', detail: 'jsonb', createdAt: 'timestamptz',
}
const SEARCH_COLUMNS: Columns = { tenantId: 'int', day: 'date', term: 'text', displayTerm: 'text', count: 'int', updatedAt: 'timestamptz' }
const USAGE = {
  academic: { visits: 900, databaseClicks: 340, recordViews: 650, tiles: 130, visitors: 380, peakSearches: 30 },
  public: { visits: 1000, databaseClicks: 170, recordViews: 650, tiles: 160, visitors: 420, peakSearches: 22 },
}

export async function seedDatabases(ctx: ActivityContext): Promise<{ id: number; clicks: number }[]> {
  const { tx, tenantId, now } = ctx
  const specs = DATABASES.filter((d) => d.scope === 'both' || d.scope === ctx.demo.kind)
  const dateOnly = (daysFromNow: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysFromNow))
  const created = await tx.database.createManyAndReturn({
    data: specs.map((d, i) => {
      const listed = (ctx.demo.kind === 'public' ? PUBLIC_LISTED_DAYS_AGO[d.names[0]] : undefined) ?? d.listedDaysAgo
      return {
        tenantId, name: d.names[0], complexName: d.names[1], englishName: d.names[2], commonName: d.commonName, langCode: d.langCode,
        contentLevel: d.contentLevel, dataTypes: d.dataTypes, status: d.status, manufacturer: d.manufacturer, url: d.url,
        description: d.description, accessNote: d.accessNote || DEFAULT_ACCESS[ctx.demo.kind], sortOrder: i, listedAt: new Date(now.getTime() - listed * DAY_MS),
        trialStart: d.trial ? dateOnly(-d.trial[0]) : null, trialEnd: d.trial ? dateOnly(d.trial[1]) : null,
      }
    }),
    select: { id: true, name: true },
  })
  // Matched by name rather than by position: RETURNING promises no order.
  const databaseId = new Map(created.map((d) => [d.name, d.id]))
  const used = [...new Set(specs.flatMap((d) => d.subjects))]
  const subjects = await tx.databaseSubject.createManyAndReturn({
    data: used.map((key, i) => {
      const [name, complexName, englishName] = DATABASE_SUBJECTS[key]
      return { tenantId, name, complexName, englishName, sortOrder: i }
    }),
    select: { id: true, name: true },
  })
  const subjectId = new Map<SubjectKey, number>(used.map((key) => [key, subjects.find((row) => row.name === DATABASE_SUBJECTS[key][0])!.id]))
  await tx.databaseSubjectLink.createMany({
    data: specs.flatMap((d) => d.subjects.map((key) => ({ tenantId, databaseId: databaseId.get(d.names[0])!, subjectId: subjectId.get(key)! }))),
  })
  return specs.map((d) => ({ id: databaseId.get(d.names[0])!, clicks: d.clicks }))
}

/** Tiles of the home page as the client reports them: the tenant's own menu, or the built-in one (negative ids). */
async function menuTargets(ctx: ActivityContext): Promise<{ id: number; name: string; url: string }[]> {
  const own = await ctx.tx.menuItem.findMany({ where: { tenantId: ctx.tenantId, menuGroup: 'A', menuUrl: { not: '' } }, orderBy: { id: 'asc' } })
  if (own.length) return own.map((m) => ({ id: m.id, name: m.menuName, url: m.menuUrl }))
  return defaultTopMenu().flatMap((m) => [m, ...m.child]).filter((m) => m.menuUrl).map((m) => ({ id: m.menuId, name: m.menuName, url: m.menuUrl }))
}

export async function seedUsage(ctx: ActivityContext, databases: { id: number; clicks: number }[], viewRanking: ActivityRecord[]) {
  const rnd = ctx.random(6)
  const size = USAGE[ctx.demo.kind]
  const visitors = Array.from({ length: size.visitors }, () => hexId(rnd))
  const pickVisitor = weightedPicker(powerLaw(visitors.length, 0.5, 3))
  const patrons = ctx.patrons.filter((p) => p.demo)
  // Weekdays are busier; the last weeks slightly busier than the first (more readers found the portal).
  const when = () => {
    for (;;) {
      const age = rnd() * USAGE_DAYS
      const at = openingHoursAgo(ctx.now, age, rnd)
      const weekend = at.getUTCDay() === 0 || at.getUTCDay() === 6
      if (rnd() < (weekend ? 0.55 : 1) * (1 - age / (USAGE_DAYS * 3))) return at
    }
  }
  const base = () => {
    const signedIn = rnd() < 0.3
    return { tenantId: ctx.tenantId, visitorId: visitors[pickVisitor(rnd)]!, patronId: signedIn ? pick(rnd, patrons).id : null, createdAt: when() }
  }
  const rows: (Prisma.UsageEventCreateManyInput & { createdAt: Date })[] = []
  for (let i = 0; i < size.visits; i++) rows.push({ ...base(), kind: 'ELE_VISIT', targetType: '', targetId: '' })

  const pickDatabase = weightedPicker(databases.map((d) => d.clicks))
  const clicks = new Map<number, number>()
  for (let i = 0; i < size.databaseClicks; i++) {
    const db = databases[pickDatabase(rnd)]!
    clicks.set(db.id, (clicks.get(db.id) ?? 0) + 1)
    rows.push({ ...base(), kind: 'DATABASE_CLICK', targetType: 'database', targetId: String(db.id) })
  }
  const pickRecord = weightedPicker(powerLaw(viewRanking.length, 0.9, 2))
  for (let i = 0; i < size.recordViews; i++) {
    rows.push({ ...base(), kind: 'RECORD_VIEW', targetType: 'record', targetId: String(viewRanking[pickRecord(rnd)]!.id) })
  }
  const tiles = await menuTargets(ctx)
  const pickTile = weightedPicker(powerLaw(tiles.length, 0.8, 1))
  for (let i = 0; i < size.tiles; i++) {
    const tile = tiles[pickTile(rnd)]!
    rows.push({ ...base(), kind: 'INDEX_NAVIGATION_CLICK', targetType: 'menu', targetId: String(tile.id), detail: { menuName: tile.name, menuUrl: tile.url } })
  }
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  await insertRows(ctx.tx, 'UsageEvent', EVENT_COLUMNS, rows)
  for (const db of databases) await ctx.tx.database.update({ where: { id: db.id }, data: { visitCount: clicks.get(db.id) ?? 0 } })
}

/** Daily search counts, with a long tail; `term` is keyed the way popular-search.service.ts folds input. */
export async function seedPopularSearches(ctx: ActivityContext) {
  const rnd = ctx.random(7)
  const terms = SEARCH_TERMS[ctx.demo.kind]
  const peak = USAGE[ctx.demo.kind].peakSearches
  const today = Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate())
  const rows: Prisma.PopularSearchCreateManyInput[] = []
  for (let d = 0; d < USAGE_DAYS; d++) {
    const day = new Date(today - d * DAY_MS)
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6
    for (const [rank, displayTerm] of terms.entries()) {
      const mean = (peak / (rank + 1) ** 0.95) * (weekend ? 0.6 : 1)
      const count = Math.round(mean * (0.5 + rnd()))
      if (count > 0) rows.push({ tenantId: ctx.tenantId, day, term: foldTerm(displayTerm), displayTerm, count, updatedAt: d ? new Date(day.getTime() + DAY_MS - 1) : ctx.now })
    }
  }
  await insertRows(ctx.tx, 'PopularSearch', SEARCH_COLUMNS, rows)
}
