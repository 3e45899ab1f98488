import type { DemoTenant } from './demo-tenants.ts'
import { BINJIANG_READERS, DEPARTMENT_CODES, XINGHAI_READERS } from './seed-activity-data.ts'
import { DAY_MS, makeRandom, type ActivityContext, type Tx } from './seed-activity-context.ts'
import { seedBookLists, seedDonations, seedTopics } from './seed-curation.ts'
import { seedDatabases, seedPopularSearches, seedUsage } from './seed-databases.ts'
import { seedComments, seedFolders, seedRatings } from './seed-engagement.ts'
import { seedLoans } from './seed-loans.ts'

// The activity a portal's home page is computed from: readers, two years of loans, ratings and comments,
// shared folders, donations, databases with their usage log, popular searches, topics and book lists.
// Deterministic (seeded generators, fixed lists) except for the clock: every date is relative to the moment
// the seed runs, so "the last month" of a freshly seeded database always holds activity.

export type { Tx } from './seed-activity-context.ts'

/**
 * Stored as the demo readers' password hash. It is no argon2 hash (those start with "$argon2"), so no
 * password matches it and nobody can sign in as these invented people.
 */
export const DISABLED_PASSWORD_HASH = '!disabled-demo-account'
export const DEMO_READER_PREFIX = 'demo-reader-'

function readerRows(tenantId: number, demo: DemoTenant, now: Date) {
  const common = { tenantId, passwordHash: DISABLED_PASSWORD_HASH, initialPassword: false, firstLoginDone: true }
  const username = (i: number) => `${DEMO_READER_PREFIX}${String(i + 1).padStart(2, '0')}`
  if (demo.kind === 'academic') {
    // The academic year starts in September.
    const academicYear = now.getUTCMonth() >= 8 ? now.getUTCFullYear() : now.getUTCFullYear() - 1
    return XINGHAI_READERS.map(([name, department, userType, years], i) => {
      const entry = academicYear - years
      const teacher = userType === '教师'
      const primaryId = teacher ? `T${entry}${101 + i}` : `${entry}${DEPARTMENT_CODES[department] ?? '00'}${String(101 + i).padStart(4, '0')}`
      const studyYears = userType === '本科生' ? 4 : userType === '硕士研究生' ? 3 : 5
      return {
        ...common, username: username(i), primaryId, userBarcode: primaryId, name, department, userType, grade: teacher ? '' : `${entry}级`,
        validFrom: new Date(Date.UTC(entry, 8, 1)), validUntil: new Date(Date.UTC(teacher ? academicYear + 5 : entry + studyYears, 6, 31)),
      }
    })
  }
  return BINJIANG_READERS.map(([name, userType, occupation], i) => {
    const primaryId = `BJ${String(1001 + i).padStart(7, '0')}`
    const child = userType === '少儿读者'
    return {
      ...common, username: username(i), primaryId, userBarcode: primaryId, name, userType, grade: child ? occupation : '', job: child ? '' : occupation,
      validFrom: new Date(now.getTime() - (400 + ((i * 137) % 1500)) * DAY_MS), validUntil: new Date(now.getTime() + 3 * 365 * DAY_MS),
    }
  })
}

async function loadContext(tx: Tx, tenantId: number, demo: DemoTenant, now: Date): Promise<ActivityContext> {
  const [records, patrons, admin] = await Promise.all([
    tx.bibRecord.findMany({
      where: { tenantId },
      select: { id: true, sourceId: true, title: true, responsibility: true, authors: true, publisher: true, isbn: true, docType: true, langCode: true, subjects: true },
      orderBy: { sourceId: 'asc' },
    }),
    tx.patron.findMany({ where: { tenantId }, select: { id: true, username: true, name: true, validFrom: true }, orderBy: { id: 'asc' } }),
    tx.staffUser.findFirst({ where: { tenantId, role: 'ADMIN' }, select: { id: true }, orderBy: { id: 'asc' } }),
  ])
  const activity = records.map((r) => ({ ...r, author: r.responsibility || r.authors.join(', ') }))
  const people = patrons.map((p) => ({ ...p, demo: p.username.startsWith(DEMO_READER_PREFIX) }))
  return {
    tx, tenantId, demo, now, records: activity, bySource: new Map(activity.map((r) => [r.sourceId, r])),
    patrons: people, byUsername: new Map(people.map((p) => [p.username, p])), adminId: admin?.id ?? null, random: makeRandom(demo.groupCode),
  }
}

/** Adds the demo activity to a tenant being created, inside its transaction, after its catalogue. */
export async function seedActivity(tx: Tx, tenantId: number, demo: DemoTenant, now = new Date()): Promise<void> {
  await tx.patron.createMany({ data: readerRows(tenantId, demo, now) })
  const ctx = await loadContext(tx, tenantId, demo, now)
  const circulation = await seedLoans(ctx)
  await seedRatings(ctx, circulation)
  await seedComments(ctx, circulation)
  await seedFolders(ctx, circulation)
  await seedTopics(ctx)
  await seedBookLists(ctx)
  await seedDonations(ctx)
  const databases = await seedDatabases(ctx)
  // Record pages are opened for what is borrowed, and now and then for journals and theses too.
  const viewed = new Set(circulation.ranking.map((r) => r.id))
  await seedUsage(ctx, databases, [...circulation.ranking, ...ctx.records.filter((r) => !viewed.has(r.id))])
  await seedPopularSearches(ctx)
}
