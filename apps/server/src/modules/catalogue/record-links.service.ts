import QRCode from 'qrcode'
import type { RequestContext } from '../../kernel/request-context.ts'
import { AppError } from '../../kernel/app-error.ts'

async function recordOf(ctx: RequestContext, recordId: number) {
  const tenant = await ctx.tenant()
  const record = await ctx.db.bibRecord.findFirst({ where: { id: recordId, tenantId: tenant.id, suppressed: false } })
  if (!record) throw new AppError('NOT_FOUND', { field: 'recordId' })
  return { tenant, record }
}

/** The address of a record's page in our web app, under the tenant's mapping path. */
function recordPageUrl(ctx: RequestContext, mappingPath: string, recordId: number): string {
  return `${ctx.origin}/${mappingPath ? `${mappingPath}/` : ''}#/searchList/bookDetails/${recordId}`
}

/** `GET /find/searchResultDetail/getQrCodeJumpUrl`: where the record's QR code leads. */
export async function qrCodeJumpUrl(ctx: RequestContext, input: { recordId: number }) {
  const { tenant, record } = await recordOf(ctx, input.recordId)
  return recordPageUrl(ctx, tenant.mappingPath, record.id)
}

/** `GET /find/searchResultDetail/getQrCode`: a QR code (PNG data URL) of the record's page, and the address. */
export async function recordQrCode(ctx: RequestContext, input: { recordId: number }) {
  const { tenant, record } = await recordOf(ctx, input.recordId)
  const url = recordPageUrl(ctx, tenant.mappingPath, record.id)
  return { qrCode: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 }), url }
}

/** `POST /find/searchResultDetail/getCatalog`: the table of contents, one entry per line (empty when none). */
export async function recordCatalog(ctx: RequestContext, input: { recordId: number }) {
  const { record } = await recordOf(ctx, input.recordId)
  const lines = record.tableOfContents.split(/\r?\n|\s--\s/).map((l) => l.trim()).filter(Boolean)
  return { recordId: record.id, catalog: lines }
}

/**
 * `POST /find/unify/getOtherLibraryCollection`: other libraries of this installation that hold the same
 * edition (by ISBN), with their copy counts — the union-catalogue view of a record. Only public facts.
 */
export async function otherLibraryCollection(ctx: RequestContext, input: { recordId: number }) {
  const { tenant, record } = await recordOf(ctx, input.recordId)
  if (!record.isbns.length) return []
  const rows = await ctx.db.bibRecord.findMany({
    where: { tenantId: { not: tenant.id }, isbns: { hasSome: record.isbns }, suppressed: false, tenant: { active: true } },
    select: { id: true, physicalCount: true, onShelfCount: true, tenant: { select: { groupCode: true, name: true, englishName: true, complexName: true } } },
    take: 50,
  })
  return rows.map((r) => ({
    groupCode: r.tenant.groupCode,
    libName: ctx.locale === 'en-US' ? r.tenant.englishName || r.tenant.name : ctx.locale === 'zh-TW' ? r.tenant.complexName || r.tenant.name : r.tenant.name,
    recordId: r.id,
    physicalCount: r.physicalCount,
    onShelfCount: r.onShelfCount,
  }))
}
