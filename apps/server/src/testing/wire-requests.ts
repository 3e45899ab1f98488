// The requests of the recorded-wire test (rest/wire-recording.int.test.ts): every route of the REST table, sent
// over the demo data in a fixed order, whose answers are compared with a recording taken before a refactoring.
// Each area keeps its requests in its own file (wire-requests-*.ts); reads come first, then the calls that change
// something, in the order written here. Ids that depend on the database are looked up at test start by stable
// keys (a record's sourceId, a library's libCode) and reach the inputs through WireContext.

import type { PrismaClient } from '@portal/db'
import { seedDemo } from '@portal/seed'
import { LocalFileStorage } from '../adapters/file-storage/local-file-storage.ts'
import { adminReads, adminWrites } from './wire-requests-admin.ts'
import { accountClosing, accountReads, accountWrites } from './wire-requests-account.ts'
import { catalogueReads, catalogueWrites } from './wire-requests-catalogue.ts'
import { behaviourReads, behaviourWrites } from './wire-requests-behaviour.ts'
import { questionnaireReads, questionnaireWrites } from './wire-requests-questionnaires.ts'
import { requestReads, requestWrites } from './wire-requests-requests.ts'
import { circulationReads, circulationWrites } from './wire-requests-circulation.ts'
import { patronStatusReads, patronStatusWrites } from './wire-requests-patron-status.ts'
import { homeReads, homeWrites } from './wire-requests-home.ts'
import { loanListReads } from './wire-requests-loan-lists.ts'
import { inboxProfileReads, inboxProfileWrites } from './wire-requests-inbox-profile.ts'
import { addressFeedbackReads, addressFeedbackWrites } from './wire-requests-addresses-feedback.ts'
import { favouritesReads, favouritesWrites } from './wire-requests-favourites.ts'
import { accountDeletionReads, accountDeletionWrites } from './wire-requests-account-deletion.ts'
import { subscriptionReads, subscriptionWrites } from './wire-requests-subscriptions.ts'
import { CITY, UNKNOWN_ID, type WireIds, type WireRequest } from './wire-requests-kit.ts'

export { EXTRA_ROUTE_KEYS, type WireAnswer, type WireCaller, type WireContext, type WireIds, type WireRequest } from './wire-requests-kit.ts'

/**
 * Every request in the order sent: all reads first, then the writes area by area; the last ones end sessions and
 * change passwords, so nothing after them depends on the sessions they end.
 */
export const WIRE_REQUESTS: WireRequest[] = [
  ...catalogueReads, ...homeReads, ...accountReads, ...adminReads,
  ...catalogueWrites, ...homeWrites, ...adminWrites, ...accountWrites, ...accountClosing,
  // Added after the first recording: at the end, so the requests recorded before keep their place on the clock.
  ...circulationReads, ...circulationWrites,
  ...loanListReads,
  ...patronStatusReads, ...patronStatusWrites,
  ...behaviourReads, ...behaviourWrites,
  ...requestReads, ...requestWrites,
  ...inboxProfileReads, ...inboxProfileWrites,
  ...addressFeedbackReads, ...addressFeedbackWrites,
  ...favouritesReads, ...favouritesWrites,
  ...questionnaireReads, ...questionnaireWrites,
  ...accountDeletionReads, ...accountDeletionWrites,
  ...subscriptionReads, ...subscriptionWrites,
]

/**
 * The moment the recorded wire happens at. The demo data is seeded relative to the clock (loans, ratings, visits
 * days before "now", and which ones depends on the weekday and the time of day), and most lists are windows back
 * from now: over data seeded at another moment, hot loans, top scores or the ten-year loan counts differ. The test
 * therefore reloads the demo data with the clock stopped here, and moves it a second further for each request.
 */
export const WIRE_CLOCK = Date.parse('2026-03-02T06:00:00.000Z')

/**
 * Empties the test database and seeds the demo data again (digitised files into `filesDir`); call it with the
 * clock set to WIRE_CLOCK. Ids restart from 1, as in the template.
 */
export async function reloadDemoData(prisma: PrismaClient, filesDir: string): Promise<void> {
  const tables = await prisma.$queryRaw<{ tablename: string }[]>`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`
  await prisma.$executeRawUnsafe(`TRUNCATE TABLE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`)
  await seedDemo(prisma, { files: new LocalFileStorage(filesDir) })
}

/** Looks the demo data's ids up by stable keys. */
export async function lookupWireIds(prisma: PrismaClient): Promise<WireIds> {
  const tenants = new Map((await prisma.tenant.findMany({ select: { id: true, groupCode: true } })).map((t) => [t.groupCode, t.id]))
  const tenantId = (groupCode: string) => tenants.get(groupCode) ?? Number.NaN
  const records = await prisma.bibRecord.findMany({ select: { id: true, tenantId: true, sourceId: true } })
  const recordIds = new Map(records.map((r) => [`${r.tenantId}/${r.sourceId}`, r.id]))
  const recordOf = (groupCode: string) => (sourceId: string) => {
    const id = recordIds.get(`${tenantId(groupCode)}/${sourceId}`)
    if (id === undefined) throw new Error(`no record ${sourceId} in tenant ${groupCode}`)
    return id
  }
  const items = await prisma.electronicItem.findMany({ where: { kind: 'DIGITAL' }, select: { id: true, tenantId: true, record: { select: { sourceId: true } } } })
  const itemIds = new Map(items.map((i) => [`${i.tenantId}/${i.record.sourceId}`, i.id]))
  const defaultTenant = tenantId('900001')
  const commented = await prisma.comment.groupBy({
    by: ['recordId'], where: { tenantId: defaultTenant, status: 'APPROVED' }, _count: { _all: true }, orderBy: [{ _count: { recordId: 'desc' } }, { recordId: 'asc' }], take: 1,
  })
  const pending = await prisma.comment.findMany({ where: { tenantId: defaultTenant, status: 'PENDING' }, orderBy: { id: 'asc' }, take: 2, select: { id: true } })
  const mainLibrary = await prisma.library.findFirstOrThrow({ where: { tenantId: defaultTenant, libCode: '90000100001' }, select: { id: true } })
  return {
    record: recordOf('900001'),
    cityRecord: recordOf(CITY),
    digitalItem: (groupCode, sourceId) => {
      const id = itemIds.get(`${tenantId(groupCode)}/${sourceId}`)
      if (id === undefined) throw new Error(`no digitised item of ${sourceId} in tenant ${groupCode}`)
      return id
    },
    commentedRecordId: commented[0]?.recordId ?? UNKNOWN_ID,
    pendingCommentId: pending[0]?.id ?? UNKNOWN_ID,
    secondPendingCommentId: pending[1]?.id ?? UNKNOWN_ID,
    mainLibraryId: mainLibrary.id,
  }
}
