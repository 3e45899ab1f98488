import QRCode from 'qrcode'
import type { TenantContext } from '../../data/request-scope.ts'
import type { UnionCatalogue } from '../../data/union-catalogue.ts'
import { AppError } from '../../kernel/app-error.ts'

async function recordOf(ctx: Pick<TenantContext, 'data' | 'tenant'>, recordId: number) {
  const tenant = await ctx.tenant()
  const record = await ctx.data.bibRecord.findFirst({ where: { id: recordId, suppressed: false } })
  if (!record) throw new AppError('NOT_FOUND', { field: 'recordId' })
  return { tenant, record }
}

type LinkCall = Pick<TenantContext, 'data' | 'tenant' | 'origin'>

/** The address of a record's page in our web app, under the tenant's mapping path. */
export function recordPageUrl(ctx: Pick<TenantContext, 'origin'>, mappingPath: string, recordId: number): string {
  return `${ctx.origin}/${mappingPath ? `${mappingPath}/` : ''}#/searchList/bookDetails/${recordId}`
}

/** `GET /find/searchResultDetail/getQrCodeJumpUrl`: where the record's QR code leads. */
export async function qrCodeJumpUrl(ctx: LinkCall, input: { recordId: number }) {
  const { tenant, record } = await recordOf(ctx, input.recordId)
  return recordPageUrl(ctx, tenant.mappingPath, record.id)
}

/** `GET /find/searchResultDetail/getQrCode`: a QR code (PNG data URL) of the record's page, and the address. */
export async function recordQrCode(ctx: LinkCall, input: { recordId: number }) {
  const { tenant, record } = await recordOf(ctx, input.recordId)
  const url = recordPageUrl(ctx, tenant.mappingPath, record.id)
  return { qrCode: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 }), url }
}

/** `POST /find/searchResultDetail/getCatalog`: the table of contents, one entry per line (empty when none). */
export async function recordCatalog(ctx: Pick<TenantContext, 'data' | 'tenant'>, input: { recordId: number }) {
  const { record } = await recordOf(ctx, input.recordId)
  const lines = record.tableOfContents.split(/\r?\n|\s--\s/).map((l) => l.trim()).filter(Boolean)
  return { recordId: record.id, catalog: lines }
}

/**
 * `POST /find/unify/getOtherLibraryCollection`: other libraries of this installation that hold the same
 * edition (by ISBN), with their copy counts — the union-catalogue view of a record. Only public facts; the
 * other libraries' records are read by the door's `union` (data/union-catalogue.ts), never through `data`.
 */
export async function otherLibraryCollection(ctx: Pick<TenantContext, 'data' | 'tenant' | 'locale'>, input: { recordId: number }, union: UnionCatalogue) {
  const { record } = await recordOf(ctx, input.recordId)
  if (!record.isbns.length) return []
  const rows = await union.sameEdition(record.isbns)
  return rows.map((r) => ({
    groupCode: r.tenant.groupCode,
    libName: ctx.locale === 'en-US' ? r.tenant.englishName || r.tenant.name : ctx.locale === 'zh-TW' ? r.tenant.complexName || r.tenant.name : r.tenant.name,
    recordId: r.id,
    physicalCount: r.physicalCount,
    onShelfCount: r.onShelfCount,
  }))
}
