import { Prisma } from '@portal/db'
import type { TenantData } from '../../data/tenant-data.ts'
import { formatDay, parseCount, parseDate, parseText, RowError, type CsvRow } from './csv-table.ts'
import type { RowOutcome } from './summary.ts'

// The loans profile: a row of the loans CSV parsed into a loan (parser) and written in one transaction with
// everything a loan changes (writer), as the built-in desk lends and takes back: the loan, the copy (ON_LOAN with
// its due date, or back ON_SHELF), the record's shelf count and the ledger (LoanEvent CHECKOUT, and CHECKIN for a
// returned loan). A loan is the same loan when patron, copy and loan date are: a re-import finds it and writes
// nothing, or brings it up to date (a new due date or renewal count, a return). Imported loans are history the
// old system already allowed: loan caps and card states are not checked again.

type Tx = Parameters<Parameters<TenantData['$transaction']>[0]>[0]

export const LOAN_COLUMNS: Record<string, string> = {
  patron: 'patron', username: 'patron', patronusername: 'patron', reader: 'patron', 读者证号: 'patron', 证号: 'patron', 读者: 'patron',
  barcode: 'barcode', itembarcode: 'barcode', 条码: 'barcode', 条码号: 'barcode', 图书条码: 'barcode',
  loandate: 'loanDate', 借书日期: 'loanDate', 借出日期: 'loanDate', 借阅日期: 'loanDate',
  duedate: 'dueDate', normreturndate: 'dueDate', 应还日期: 'dueDate',
  returndate: 'returnDate', 还书日期: 'returnDate', 归还日期: 'returnDate',
  renewcount: 'renewCount', renewtimes: 'renewCount', 续借次数: 'renewCount',
}

export type LoanRow = { line: number; patron: string; barcode: string; loanDate: Date; dueDate: Date; returnDate: Date | null; renewCount: number }

/** Parser: a CSV row → the loan, or RowError with the reason. */
export function parseLoanRow({ line, values }: CsvRow, now: Date): LoanRow {
  const patron = parseText('patron', values.patron ?? '', 64)
  const barcode = parseText('barcode', values.barcode ?? '', 64)
  if (!patron) throw new RowError('patron is empty')
  if (!barcode) throw new RowError('barcode is empty')
  if (!values.loanDate) throw new RowError('loanDate is empty')
  if (!values.dueDate) throw new RowError('dueDate is empty')
  const loanDate = parseDate('loanDate', values.loanDate)
  const dueDate = parseDate('dueDate', values.dueDate, true)
  const returnDate = values.returnDate ? parseDate('returnDate', values.returnDate) : null
  if (loanDate > now) throw new RowError(`loanDate ${values.loanDate} is in the future`)
  if (dueDate < loanDate) throw new RowError(`dueDate ${values.dueDate} is before loanDate ${values.loanDate}`)
  if (returnDate && returnDate < loanDate) throw new RowError(`returnDate ${values.returnDate} is before loanDate ${values.loanDate}`)
  if (returnDate && returnDate > now) throw new RowError(`returnDate ${values.returnDate} is in the future`)
  const renewCount = values.renewCount ? parseCount('renewCount', values.renewCount, 0, 99) : 0
  return { line, patron, barcode, loanDate, dueDate, returnDate, renewCount }
}

/** Item statuses a current loan may be imported onto: on the shelf, already marked lent (e.g. by the catalogue import), or moving. */
const LENDABLE = new Set(['ON_SHELF', 'ON_LOAN', 'RESHELVING', 'IN_TRANSIT'])

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

/** The record's shelf count as its copies are now. */
async function recountShelf(tx: Tx, recordId: number) {
  const onShelf = await tx.item.count({ where: { recordId, status: 'ON_SHELF' } })
  await tx.bibRecord.updateMany({ where: { id: recordId, onShelfCount: { not: onShelf } }, data: { onShelfCount: onShelf } })
}

/** Ends an active loan as returned at `at`: the copy back on the shelf, the CHECKIN in the ledger. */
async function checkIn(tx: Tx, tenantId: number, loan: { id: number; patronId: number; itemId: number; recordId: number; dueDate: Date }, at: Date) {
  await tx.loan.update({ where: { id: loan.id }, data: { status: 'RETURNED', returnDate: at } })
  await tx.item.updateMany({ where: { id: loan.itemId, status: 'ON_LOAN' }, data: { status: 'ON_SHELF', dueDate: null } })
  await recountShelf(tx, loan.recordId)
  await tx.loanEvent.create({ data: { tenantId, loanId: loan.id, patronId: loan.patronId, kind: 'CHECKIN', dueDate: loan.dueDate, createdAt: at } })
}

async function writeInTransaction(tx: Tx, tenantId: number, row: LoanRow): Promise<RowOutcome> {
  const patron = await tx.patron.findFirst({ where: { username: row.patron, deletedAt: null }, select: { id: true } })
  if (!patron) throw new RowError(`unknown patron "${row.patron}"`)
  const item = await tx.item.findFirst({
    where: { barcode: row.barcode },
    select: { id: true, recordId: true, status: true, callNo: true, record: { select: { title: true, responsibility: true } }, location: { select: { locationName: true } } },
  })
  if (!item) throw new RowError(`unknown barcode "${row.barcode}"`)
  const existing = await tx.loan.findFirst({ where: { patronId: patron.id, itemId: item.id, loanDate: row.loanDate } })
  const refs = { patronId: patron.id, itemId: item.id, recordId: item.recordId }

  if (existing) {
    if (existing.status === 'LOST') throw new RowError('the portal has this loan declared lost; the import leaves it')
    if (existing.status === 'RETURNED' && !row.returnDate) throw new RowError(`the portal has this loan returned on ${formatDay(existing.returnDate!)}; the file has it current`)
    const dueChanged = existing.dueDate.getTime() !== row.dueDate.getTime()
    const changes = {
      ...(dueChanged ? { dueDate: row.dueDate } : {}),
      ...(existing.renewCount !== row.renewCount ? { renewCount: row.renewCount } : {}),
      ...(existing.status === 'RETURNED' && existing.returnDate!.getTime() !== row.returnDate!.getTime() ? { returnDate: row.returnDate } : {}),
    }
    if (Object.keys(changes).length) await tx.loan.update({ where: { id: existing.id }, data: changes })
    if (existing.status === 'ACTIVE' && dueChanged) await tx.item.updateMany({ where: { id: item.id, status: 'ON_LOAN' }, data: { dueDate: row.dueDate } })
    if (existing.status === 'ACTIVE' && row.returnDate) await checkIn(tx, tenantId, { ...refs, id: existing.id, dueDate: row.dueDate }, row.returnDate)
    return Object.keys(changes).length || (existing.status === 'ACTIVE' && row.returnDate) ? 'updated' : 'unchanged'
  }

  if (!row.returnDate) {
    const holder = await tx.loan.findFirst({ where: { itemId: item.id, status: 'ACTIVE' }, select: { loanDate: true, patron: { select: { username: true } } } })
    if (holder) throw new RowError(`copy "${row.barcode}" is already on loan to "${holder.patron.username}" since ${formatDay(holder.loanDate)}`)
    if (!LENDABLE.has(item.status)) throw new RowError(`copy "${row.barcode}" is ${item.status}, not lendable`)
  }
  const loan = await tx.loan.create({
    data: {
      tenantId, ...refs, title: item.record.title, author: item.record.responsibility, barcode: row.barcode, callNo: item.callNo, locationName: item.location.locationName,
      loanDate: row.loanDate, dueDate: row.dueDate, renewCount: row.renewCount, status: row.returnDate ? 'RETURNED' : 'ACTIVE', returnDate: row.returnDate,
    },
  })
  await tx.loanEvent.create({ data: { tenantId, loanId: loan.id, patronId: patron.id, kind: 'CHECKOUT', dueDate: row.dueDate, createdAt: row.loanDate } })
  if (row.returnDate) {
    await tx.loanEvent.create({ data: { tenantId, loanId: loan.id, patronId: patron.id, kind: 'CHECKIN', dueDate: row.dueDate, createdAt: row.returnDate } })
  } else {
    await tx.item.updateMany({ where: { id: item.id }, data: { status: 'ON_LOAN', dueDate: row.dueDate, currentLocationId: null } })
    await recountShelf(tx, item.recordId)
  }
  return 'imported'
}

/** Writer: one transaction per row, so a row is written whole or not at all. */
export async function writeLoanRow(data: TenantData, tenantId: number, row: LoanRow): Promise<RowOutcome> {
  try {
    return await data.$transaction((tx) => writeInTransaction(tx, tenantId, row))
  } catch (error) {
    // Another active loan of the copy written since the check above (Loan_one_active_per_item).
    if (isUniqueViolation(error)) throw new RowError(`copy "${row.barcode}" is already on loan`)
    throw error
  }
}
