import type { BehaviourFlag, BehaviourPage, BehaviourQuery, BehaviourRecordView, BehaviourTab } from '@portal/contracts'
import type { Prisma, PrismaClient } from '@portal/db'
import { bindPatron, bindTenant, type PatronData } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { CirculationFines, FineSettlement } from '../../ports/circulation.port.ts'

// The built-in provider's behaviour records: the patron's own rows (through the patron-bound client) and the desk's
// waivers and payments. A settlement locks the record, checks what is still owed and changes it in one transaction,
// so two desks paying at once cannot together take more than is owed, and a refused one changes nothing.

const FLAG_OF_TAB: Record<Exclude<BehaviourTab, 'all'>, BehaviourFlag> = {
  untreated: 'UNTREATED', treated: 'TREATED', ordered: 'ORDERED', unsubscribed: 'UNSUBSCRIBED', shelved: 'SHELVED', cancelled: 'CANCELLED', processing: 'PROCESSING',
}

const WITH_LOAN = {
  loan: { select: { recordId: true, author: true, callNo: true, loanDate: true, dueDate: true, returnDate: true } },
  item: { select: { recordId: true, callNo: true } },
} satisfies Prisma.BehaviourRecordInclude

type RecordRow = Prisma.BehaviourRecordGetPayload<{ include: typeof WITH_LOAN }>

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)

/** What a record still owes: the charge less what was paid and waived; a cancelled record owes nothing. */
export function outstandingOf(row: { amountDueCents: number; amountPaidCents: number; waivedCents: number; processFlag: string }): number {
  if (row.processFlag === 'CANCELLED') return 0
  return Math.max(row.amountDueCents - row.amountPaidCents - row.waivedCents, 0)
}

export function toBehaviourRecord(row: RecordRow): BehaviourRecordView {
  return {
    id: row.id, typeCode: row.typeCode, typeName: row.typeName, loanId: row.loanId, recordId: row.loan?.recordId ?? row.item?.recordId ?? null,
    title: row.title, author: row.loan?.author ?? '', callNo: row.loan?.callNo || row.item?.callNo || '', barcode: row.barcode, propNo: row.propNo,
    locationName: row.locationName, loanDate: iso(row.loan?.loanDate), dueDate: iso(row.loan?.dueDate), returnDate: iso(row.loan?.returnDate),
    amountDueCents: row.amountDueCents, amountPaidCents: row.amountPaidCents, waivedCents: row.waivedCents, outstandingCents: outstandingOf(row),
    blockStart: iso(row.blockStart), blockEnd: iso(row.blockEnd), processFlag: row.processFlag, recordTime: row.recordTime.toISOString(),
    processedAt: iso(row.processedAt), note: row.note,
  }
}

async function listRecords(mine: PatronData, query: BehaviourQuery): Promise<BehaviourPage> {
  const where: Prisma.BehaviourRecordWhereInput = query.tab === 'all' ? {} : { processFlag: FLAG_OF_TAB[query.tab] }
  const [rows, total, owing] = await Promise.all([
    mine.behaviourRecord.findMany({ where, include: WITH_LOAN, orderBy: [{ recordTime: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.rows, take: query.rows }),
    mine.behaviourRecord.count({ where }),
    // The total owed over every record of the patron (a patron has a handful, not thousands).
    mine.behaviourRecord.findMany({ where: { processFlag: { not: 'CANCELLED' } }, select: { amountDueCents: true, amountPaidCents: true, waivedCents: true, processFlag: true } }),
  ])
  return { records: rows.map(toBehaviourRecord), total, outstandingCents: owing.reduce((sum, r) => sum + outstandingOf(r), 0) }
}

async function settle(prisma: PrismaClient, tenantId: number, request: FineSettlement, now: Date): Promise<BehaviourRecordView> {
  const data = bindTenant(prisma, tenantId)
  return data.$transaction(async (tx) => {
    // One settlement of a record at a time: the second desk reads what the first left.
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "BehaviourRecord" WHERE id = ${request.recordId} AND "tenantId" = ${tenantId} FOR UPDATE`
    if (!locked.length) throw new AppError('NOT_FOUND')
    const row = await tx.behaviourRecord.findFirstOrThrow({ where: { id: request.recordId } })
    if (row.processFlag === 'CANCELLED') throw new AppError('FINE_CANCELLED')
    const owed = outstandingOf(row)
    if (owed === 0) throw new AppError('FINE_ALREADY_SETTLED')
    const amount = request.amountCents ?? owed
    if (amount > owed) throw new AppError('FINE_EXCEEDS_DUE', { params: { owed: (owed / 100).toFixed(2) } })
    const settled = amount === owed
    await tx.behaviourRecord.updateMany({
      where: { id: row.id },
      data: {
        ...(request.kind === 'pay' ? { amountPaidCents: { increment: amount } } : { waivedCents: { increment: amount } }),
        processFlag: settled ? 'TREATED' : row.processFlag === 'UNTREATED' ? 'PROCESSING' : row.processFlag,
        processedAt: now, processedById: request.staffId,
      },
    })
    return toBehaviourRecord(await tx.behaviourRecord.findFirstOrThrow({ where: { id: row.id }, include: WITH_LOAN }))
  })
}

export function createBuiltInFines(prisma: PrismaClient, now: () => Date): CirculationFines {
  return {
    list: (patron, query) => listRecords(bindPatron(prisma, patron.tenantId, patron.patronId), query),
    settle: (tenantId, request) => settle(prisma, tenantId, request, now()),
  }
}

