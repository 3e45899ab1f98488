import { ACCOUNT_EXPORT_PARTS, type AccountExportPart, type Locale } from '@portal/contracts'
import { translate } from '@portal/i18n'
import { strToU8, zipSync } from 'fflate'
import type { PatronContext } from '../../data/request-scope.ts'
import type { PatronData } from '../../data/tenant-data.ts'

// The patron's own data as a ZIP of JSON files (issue 16 item 8: "download all their data before deleting"), built
// in memory with fflate: one file per part of ACCOUNT_EXPORT_PARTS and a README.txt in the patron's language. Every
// row comes through `ctx.mine`, so nothing of another patron can slip in. Secrets never leave: password hashes,
// session ids, one-time code hashes, pickup codes and visitor cookies are dropped by name from every row, and the
// profile is an explicit list of fields.

export const ZIP_TYPE = 'application/zip'
/** Rows per part at most; a patron's own lists stay far below this, it only keeps one answer's memory bounded. */
const MAX_ROWS = 20_000

export type AccountExport = { fileName: string; body: Buffer; parts: AccountExportPart[] }

/** Keys never exported, whatever table they come from (the tenant and patron ids are noise to the patron). */
const SECRET_KEY = /password|hash|token|secret|session|signature|jwt|visitor|takeCode|^tenantId$|^patronId$/i

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub)
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'bigint') return value.toString()
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEY.test(key)).map(([key, v]) => [key, scrub(v)]))
  }
  return value
}

const PROFILE = {
  id: true, username: true, primaryId: true, userBarcode: true, name: true, picUrl: true, email: true, emailVerified: true, mobile: true, mobileVerified: true,
  department: true, position: true, grade: true, className: true, major: true, userType: true, job: true, unit: true, certificateNumber: true,
  depositCents: true, prepaymentCents: true, validFrom: true, validUntil: true, status: true, lendingParticipation: true, createdAt: true, updatedAt: true,
} as const

const take = MAX_ROWS
// Ties broken by id: the export is the same file for the same data.
const newest: [{ createdAt: 'desc' }, { id: 'desc' }] = [{ createdAt: 'desc' }, { id: 'desc' }]

/** Each part's content, read through the patron-bound client only. */
const PARTS: Record<AccountExportPart, (mine: PatronData) => Promise<unknown>> = {
  profile: async (mine) => ({
    account: await mine.patron.findFirstOrThrow({ select: PROFILE }),
    settings: await mine.userSetting.findMany({ take }),
    signInLinks: await mine.externalIdentity.findMany({ take, select: { createdAt: true, lastUsedAt: true, provider: { select: { kind: true, displayName: true } } } }),
  }),
  loans: async (mine) => ({
    current: await mine.loan.findMany({ where: { status: 'ACTIVE' }, orderBy: { dueDate: 'asc' }, take }),
    history: await mine.loan.findMany({ where: { status: { not: 'ACTIVE' } }, orderBy: { loanDate: 'desc' }, take }),
  }),
  favourites: async (mine) => ({
    folders: await mine.favouriteFolder.findMany({ orderBy: newest, take, include: { favourites: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { record: { select: { title: true, authors: true } } } } } }),
    followedLists: await mine.bookListFollow.findMany({ orderBy: newest, take }),
    databases: await mine.databaseFavourite.findMany({ orderBy: newest, take }),
  }),
  comments: async (mine) => ({
    comments: await mine.comment.findMany({ orderBy: newest, take, include: { record: { select: { title: true } } } }),
    ratings: await mine.rating.findMany({ orderBy: newest, take }),
  }),
  // The patron's own search history and browsing footprints; the library's popular-search counts hold no patron.
  searches: async (mine) => ({
    searches: await mine.usageEvent.findMany({ where: { kind: 'SEARCH' }, orderBy: newest, take, select: { detail: true, targetId: true, createdAt: true } }),
    viewedRecords: await mine.usageEvent.findMany({ where: { kind: 'RECORD_VIEW' }, orderBy: newest, take, select: { targetType: true, targetId: true, createdAt: true } }),
  }),
  subscriptions: (mine) => mine.subscription.findMany({ orderBy: newest, take, include: { alerts: true } }),
  addresses: (mine) => mine.address.findMany({ orderBy: newest, take }),
  messages: (mine) => mine.message.findMany({ where: { deletedAt: null }, orderBy: newest, take }),
  feedback: (mine) => mine.feedback.findMany({ orderBy: newest, take }),
  requests: (mine) => mine.circulationRequest.findMany({ orderBy: newest, take }),
  behaviour: async (mine) => ({
    records: await mine.behaviourRecord.findMany({ orderBy: newest, take }),
    points: await mine.pointsEntry.findMany({ orderBy: newest, take }),
  }),
  questionnaires: (mine) => mine.questionnaireResponse.findMany({ orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }], take, include: { answers: { orderBy: { id: 'asc' } } } }),
  recommendations: async (mine) => ({
    recommendations: await mine.recommendation.findMany({ orderBy: newest, take }),
    donations: await mine.donation.findMany({ orderBy: newest, take }),
  }),
}

/** README.txt: what each file holds, in the patron's language. */
export function exportReadme(locale: Locale, exportedAt: Date): string {
  // i18n-keys: accountDeletion:readme_part_
  const lines = ACCOUNT_EXPORT_PARTS.map((part) => `${part}.json — ${translate(locale, 'accountDeletion', `readme_part_${part}`)}`)
  const intro = translate(locale, 'accountDeletion', 'readme_intro', { date: exportedAt.toISOString() })
  return [translate(locale, 'accountDeletion', 'readme_title'), '', intro, '', ...lines, '', translate(locale, 'accountDeletion', 'readme_secrets'), ''].join('\r\n')
}

/** `GET /find/userLogOut/exportUserData`: every part of the signed-in patron's data as one ZIP. */
export async function exportAccountData(ctx: Pick<PatronContext, 'mine' | 'locale'>, now = new Date()): Promise<AccountExport> {
  const files: Record<string, Uint8Array> = { 'README.txt': strToU8(exportReadme(ctx.locale, now)) }
  for (const part of ACCOUNT_EXPORT_PARTS) {
    files[`${part}.json`] = strToU8(JSON.stringify(scrub(await PARTS[part](ctx.mine)), null, 2))
  }
  const zip = zipSync(files, { level: 6, mtime: now })
  return { fileName: `${translate(ctx.locale, 'accountDeletion', 'exportFileName')}-${now.toISOString().slice(0, 10)}.zip`, body: Buffer.from(zip), parts: [...ACCOUNT_EXPORT_PARTS] }
}
