import { LOAN_SEARCH_TYPES, type Loan, type LoanPage, type LoanQuery } from '@portal/contracts'
import type { Prisma } from '@portal/db'
import type { PatronData, TenantData } from '../../data/tenant-data.ts'
import { escapeLike } from '../../kernel/escape-like.ts'
import type { LoanSelection } from '../../ports/circulation.port.ts'
import { selectionFilter } from './loan-selection.ts'

// The built-in provider's loan lists: the patron's rows of Loan (through the patron-bound client, so another
// patron's loans cannot be listed), with the copy's and the record's details that the lists show.

const DAY_MS = 86_400_000

const LOAN_DETAILS = {
  item: {
    select: {
      volume: true, yearVol: true, propNo: true, locationId: true,
      library: { select: { libCode: true, libName: true } },
      location: { select: { campus: { select: { campusName: true } } } },
    },
  },
  record: { select: { publisher: true, isbn: true, issn: true, publishYear: true, docCode: true } },
} satisfies Prisma.LoanInclude

type LoanRow = Prisma.LoanGetPayload<{ include: typeof LOAN_DETAILS }>

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** Whole days past due: to the return for a returned loan, to now for a current one. */
export function overdueDays(dueDate: Date, returnDate: Date | null, now: Date): number {
  const end = (returnDate ?? now).getTime()
  return end > dueDate.getTime() ? Math.floor((end - dueDate.getTime()) / DAY_MS) : 0
}

export function toLoan(row: LoanRow, requested: boolean, now: Date): Loan {
  return {
    loanId: row.id,
    recordId: row.recordId,
    itemId: row.itemId,
    title: row.title,
    author: row.author,
    publisher: row.record?.publisher ?? '',
    isbn: row.record?.isbn ?? '',
    publishYear: row.record?.publishYear ?? '',
    docCode: String(row.record?.docCode ?? 1),
    barcode: row.barcode,
    callNo: row.callNo,
    volume: row.item?.yearVol || row.item?.volume || '',
    loanType: row.loanType,
    locationId: row.item?.locationId ?? null,
    locationName: row.locationName,
    libraryCode: row.item?.library.libCode ?? '',
    libraryName: row.isUnion ? row.unionLibName : (row.item?.library.libName ?? ''),
    campusName: row.item?.location.campus?.campusName ?? '',
    loanDeskName: row.loanDeskName,
    loanDate: row.loanDate.toISOString(),
    dueDate: row.dueDate.toISOString(),
    returnDate: iso(row.returnDate),
    renewDate: iso(row.renewDate),
    renewCount: row.renewCount,
    recallCount: row.recallCount,
    requested,
    overdueDays: overdueDays(row.dueDate, row.returnDate, now),
    isUnion: row.isUnion,
    unionLibraryName: row.unionLibName,
  }
}

function searchFilter(query: LoanQuery): Prisma.LoanWhereInput {
  const text = query.searchContent.trim()
  if (!text) return {}
  // Prisma's contains is a LIKE whose wildcards it leaves as they are: a typed % or _ is a character to find.
  const contains = { contains: escapeLike(text), mode: 'insensitive' as const }
  const field = LOAN_SEARCH_TYPES[query.searchType]
  if (field === 'issn') return { record: { issn: contains } }
  return { [field]: contains }
}

/** `startDate` / `endDate` are whole days: from the start of the first to the end of the last. */
function dateFilter(query: LoanQuery): Prisma.LoanWhereInput {
  const gte = query.startDate ? new Date(`${query.startDate}T00:00:00.000Z`) : undefined
  const lt = query.endDate ? new Date(new Date(`${query.endDate}T00:00:00.000Z`).getTime() + DAY_MS) : undefined
  return gte || lt ? { loanDate: { ...(gte && !Number.isNaN(gte.getTime()) ? { gte } : {}), ...(lt && !Number.isNaN(lt.getTime()) ? { lt } : {}) } } : {}
}

function orderOf(query: LoanQuery, current: boolean): Prisma.LoanOrderByWithRelationInput[] {
  switch (query.sortType) {
    case 1: return [{ loanDate: 'desc' }, { id: 'desc' }]
    case 2: return current ? [{ dueDate: 'asc' }, { id: 'asc' }] : [{ returnDate: 'desc' }, { id: 'desc' }]
    // Most overdue first: the earliest due date is the most days past it.
    case 3: return [{ dueDate: 'asc' }, { id: 'asc' }]
    default: return current ? [{ dueDate: 'asc' }, { id: 'asc' }] : [{ returnDate: 'desc' }, { id: 'desc' }]
  }
}

/**
 * Copies of these loans that another patron is waiting for: a reservation not yet closed, for the copy itself
 * or for its record without a copy chosen yet.
 */
export async function requestedByOthers(data: TenantData, patronId: number, loans: { itemId: number | null; recordId: number | null }[]): Promise<(loan: { itemId: number | null; recordId: number | null }) => boolean> {
  const itemIds = loans.flatMap((l) => (l.itemId === null ? [] : [l.itemId]))
  const recordIds = loans.flatMap((l) => (l.recordId === null ? [] : [l.recordId]))
  if (!itemIds.length && !recordIds.length) return () => false
  const waiting = await data.circulationRequest.findMany({
    where: { type: 'RESERVATION', status: { in: ['START', 'ACCEPT'] }, patronId: { not: patronId }, OR: [{ itemId: { in: itemIds } }, { itemId: null, recordId: { in: recordIds } }] },
    select: { itemId: true, recordId: true },
  })
  const items = new Set(waiting.flatMap((w) => (w.itemId === null ? [] : [w.itemId])))
  const records = new Set(waiting.flatMap((w) => (w.itemId === null && w.recordId !== null ? [w.recordId] : [])))
  return (loan) => (loan.itemId !== null && items.has(loan.itemId)) || (loan.recordId !== null && records.has(loan.recordId))
}

export async function listLoans(
  scope: { data: TenantData; mine: PatronData; patronId: number }, query: LoanQuery, current: boolean, now: Date, selection?: LoanSelection,
): Promise<Omit<LoanPage, 'loansLeft'>> {
  const where: Prisma.LoanWhereInput = {
    AND: [{ status: current ? 'ACTIVE' : { in: ['RETURNED', 'LOST'] }, ...searchFilter(query), ...dateFilter(query) }, await selectionFilter(scope, selection)],
  }
  const [rows, total] = await Promise.all([
    scope.mine.loan.findMany({ where, include: LOAN_DETAILS, orderBy: orderOf(query, current), skip: (query.page - 1) * query.rows, take: query.rows }),
    scope.mine.loan.count({ where }),
  ])
  const requested = current ? await requestedByOthers(scope.data, scope.patronId, rows) : () => false
  return { loans: rows.map((row) => toLoan(row, requested(row), now)), total }
}
