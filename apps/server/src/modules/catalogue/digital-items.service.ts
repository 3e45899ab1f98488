import type { ElectronicItem, Tenant } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import type { AppPorts } from '../../ports/index.ts'
import type { StoredFile } from '../../ports/file-storage.port.ts'
import { requireSignedInPatron } from '../../kernel/guards.ts'
import { AppError } from '../../kernel/app-error.ts'
import { visibleRecord } from './visible-record.ts'

// Digitised copies and attachments the portal keeps itself (ElectronicItem kinds DIGITAL and ATTACHMENT):
// listed on the record page (`dItem/getDItems`), opened in the PDF preview (`dItem/getPdfUrl`,
// /previewPdf/{recordId}/{itemId}) and served from the file storage port. Items under a campus licence
// (`requiresLogin`) are for signed-in patrons of the tenant only: the record page's calls check that here, the
// file's door (rest/raw/catalogue/digital-files.raw-routes.ts, whose address names the tenant) before it opens the file.

const STORED_KINDS = ['DIGITAL', 'ATTACHMENT'] as const

type StoredItem = Pick<ElectronicItem, 'id' | 'recordId' | 'kind' | 'name' | 'fileName' | 'mimeType' | 'sizeBytes' | 'requiresLogin'>

function present(item: StoredItem, tenant: Tenant) {
  return {
    id: item.id,
    recordId: item.recordId,
    kind: item.kind,
    name: item.name,
    fileName: item.fileName,
    mimeType: item.mimeType,
    sizeBytes: item.sizeBytes === null ? null : Number(item.sizeBytes),
    requiresLogin: item.requiresLogin,
    previewPath: item.mimeType === 'application/pdf' ? `/previewPdf/${item.recordId}/${item.id}` : null,
    // Like cover addresses, file addresses name the tenant: a link or a download carries no group code header.
    url: `/find/dItem/file/${encodeURIComponent(tenant.groupCode)}/${item.id}`,
  }
}

export type DigitalItemView = ReturnType<typeof present>

async function storedItem(ctx: Pick<TenantContext, 'data'>, where: { id?: number; recordId?: number }) {
  return ctx.data.electronicItem.findFirst({
    where: { ...where, kind: { in: [...STORED_KINDS] }, storageKey: { not: '' }, record: { suppressed: false } },
  })
}

/** `POST /find/dItem/getDItems`: a record's digitised copies and attachments, in their order. */
export async function listDigitalItems(ctx: Pick<TenantContext, 'data' | 'tenant'>, input: { recordId: number }): Promise<DigitalItemView[]> {
  const record = await visibleRecord(ctx, input.recordId)
  const tenant = await ctx.tenant()
  const items = await ctx.data.electronicItem.findMany({
    where: { recordId: record.id, kind: { in: [...STORED_KINDS] }, storageKey: { not: '' } },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  })
  return items.map((item) => present(item, tenant))
}

/** `POST /find/dItem/getPdfUrl`: where the preview reads the file; asks for sign-in under a campus licence; counts the visit. */
export async function pdfLink(
  ctx: Pick<TenantContext, 'data' | 'tenant' | 'actor' | 'authProblem'>,
  input: { recordId: number; itemId: number },
): Promise<DigitalItemView> {
  const tenant = await ctx.tenant()
  const item = await storedItem(ctx, { id: input.itemId, recordId: input.recordId })
  if (!item) throw new AppError('NOT_FOUND', { field: 'itemId' })
  if (item.requiresLogin) await requireSignedInPatron(ctx)
  await ctx.data.electronicItem.update({ where: { id: item.id }, data: { visitCount: { increment: 1 } } })
  return present(item, tenant)
}

/**
 * The stored item behind `GET /find/dItem/file/{groupCode}/{itemId}`, of the tenant the address names (NOT_FOUND
 * otherwise). `requiresLogin` tells the door to admit signed-in patrons of that tenant only before it opens the file.
 */
export async function digitalFileItem(ctx: Pick<TenantContext, 'data'>, input: { itemId: number }) {
  const item = await storedItem(ctx, { id: input.itemId })
  if (!item) throw new AppError('NOT_FOUND', { field: 'itemId' })
  return item
}

/** The stored file of an item found by digitalFileItem; a download is counted. */
export async function openDigitalFile(
  ctx: Pick<TenantContext, 'data'> & { ports: Pick<AppPorts, 'files'> },
  input: { item: Pick<ElectronicItem, 'id' | 'storageKey' | 'fileName' | 'mimeType'>; download: boolean },
): Promise<{ file: StoredFile; fileName: string; mimeType: string }> {
  const { item } = input
  const file = await ctx.ports.files.open(item.storageKey)
  // The row outlived its file (storage restored from an older backup, a file removed by hand).
  if (!file) throw new AppError('NOT_FOUND', { field: 'file' })
  if (input.download) {
    try {
      await ctx.data.electronicItem.update({ where: { id: item.id }, data: { downloadCount: { increment: 1 } } })
    } catch (error) {
      file.stream.destroy()
      throw error
    }
  }
  return { file, fileName: item.fileName || `${item.id}`, mimeType: item.mimeType || 'application/octet-stream' }
}
