import type { FileStorage } from '@portal/server/seeding'
import type { Tx } from './seed-activity-context.ts'
import { canDrawDemoPdf, demoPdf } from './demo-pdf.ts'
import type { DemoTenant } from './demo-tenants.ts'
import type { DemoRecord } from './seed-catalogue.ts'

// Digitised copies (ElectronicItem kind DIGITAL) that the record page links to /previewPdf: every thesis
// in Latin script at the university (campus licence: sign-in needed, except the two oldest), and a few
// English books at the public library, open to everyone.

const PUBLIC_LIBRARY_BOOKS = 4
const OPEN_THESES = new Set(['demo-th-0001', 'demo-th-0002'])

export function digitisedRecords(demo: DemoTenant, records: DemoRecord[]): { record: DemoRecord; requiresLogin: boolean }[] {
  const drawable = records.filter(canDrawDemoPdf)
  if (demo.kind === 'academic') return drawable.filter((r) => r.docType === 'thesis').map((record) => ({ record, requiresLogin: !OPEN_THESES.has(record.sourceId) }))
  return drawable.filter((r) => r.docType === 'book').slice(0, PUBLIC_LIBRARY_BOOKS).map((record) => ({ record, requiresLogin: false }))
}

export function digitalItemKey(groupCode: string, sourceId: string): string {
  return `${groupCode}/digital/${sourceId}.pdf`
}

/** Stores each digitised record's PDF and adds its item; inside the tenant's transaction, after the catalogue. */
export async function seedDigitalItems(tx: Tx, tenantId: number, demo: DemoTenant, records: DemoRecord[], files: FileStorage): Promise<number> {
  const chosen = digitisedRecords(demo, records)
  const ids = new Map(
    (await tx.bibRecord.findMany({ where: { tenantId, sourceId: { in: chosen.map((c) => c.record.sourceId) } }, select: { id: true, sourceId: true } }))
      .map((r) => [r.sourceId, r.id]),
  )
  const rows = []
  for (const { record, requiresLogin } of chosen) {
    const recordId = ids.get(record.sourceId)
    if (!recordId) continue
    const bytes = await demoPdf(record)
    const storageKey = digitalItemKey(demo.groupCode, record.sourceId)
    await files.put(storageKey, bytes)
    rows.push({
      tenantId, recordId, kind: 'DIGITAL' as const, name: record.title, storageKey, fileName: `${record.sourceId}.pdf`,
      mimeType: 'application/pdf', sizeBytes: BigInt(bytes.byteLength), requiresLogin,
    })
  }
  await tx.electronicItem.createMany({ data: rows })
  return rows.length
}
