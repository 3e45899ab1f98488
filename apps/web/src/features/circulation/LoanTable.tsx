import type { Loan, RenewalOutcome } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { CardTable, cardCell } from '../../components/CardTable.tsx'
import { useDayFormat } from '../../lib/format-day.ts'
import { dayOf, dueNote } from './loan-status.ts'

type Selection = { selected: ReadonlySet<number>; toggle: (loanId: number) => void }

type LoanTableProps = {
  loans: readonly Loan[]
  caption: string
  /** Current loans: the due-date notes, a checkbox and a renew button per row. */
  current?: { selection: Selection; outcomes: ReadonlyMap<number, RenewalOutcome>; onRenew: (loanId: number) => void; busy: boolean }
  /** A checkbox per row without renewal (the history's rows to export). */
  selection?: Selection
}

function DueCell({ loan }: { loan: Loan }) {
  const { t } = useTranslation('circulation')
  const formatDay = useDayFormat()
  const note = dueNote(loan, new Date())
  return (
    <span className="flex flex-col items-start gap-1">
      <span className={`whitespace-nowrap ${note?.kind === 'overdue' ? 'font-semibold text-red-800' : 'text-slate-900'}`}>{formatDay(dayOf(loan.dueDate))}</span>
      {note ? (
        <span className={`whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${note.kind === 'overdue' ? 'bg-red-50 text-red-900 ring-red-700/30' : 'bg-amber-50 text-amber-900 ring-amber-700/30'}`}>
          {note.kind === 'overdue' ? t('loans.overdue', { count: note.days }) : t('loans.dueSoon', { count: note.days })}
        </span>
      ) : null}
      {loan.requested ? <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-inset ring-slate-500/30">{t('loans.requested')}</span> : null}
    </span>
  )
}

function OutcomeLine({ outcome }: { outcome: RenewalOutcome }) {
  const { t } = useTranslation(['circulation', 'errors'])
  const formatDay = useDayFormat()
  return outcome.renewed ? (
    <p className="mt-1 text-sm text-emerald-800">{t('loans.renewed', { date: formatDay(dayOf(outcome.dueDate)) })}</p>
  ) : (
    // i18n-keys: errors:CARD_FROZEN errors:CARD_LOST errors:RENEWAL_LIMIT_REACHED errors:RENEWAL_OVERDUE errors:RENEWAL_REQUESTED errors:RENEWAL_TOO_EARLY errors:LOAN_NOT_ACTIVE errors:RENEWAL_ALREADY_DONE errors:CIRCULATION_UNSUPPORTED
    <p className="mt-1 text-sm text-red-800">{t(`errors:${outcome.reason}`)}</p>
  )
}

/** A patron's loans as a table (cards on a phone): the copy, where it is from, and its dates. */
export function LoanTable({ loans, caption, current, selection: rowSelection }: LoanTableProps) {
  const { t } = useTranslation('circulation')
  const selection = current?.selection ?? rowSelection
  const formatDay = useDayFormat()
  const columns = {
    title: t('loans.columns.title'), callNo: t('loans.columns.callNo'), loanDate: t('loans.columns.loanDate'), dueDate: t('loans.columns.dueDate'),
    last: current ? t('loans.columns.renewals') : t('loans.columns.returnDate'),
  }
  return (
    <CardTable
      caption={caption}
      head={
        <tr>
          {selection ? <th scope="col" className="w-10 px-3 py-2"><span className="sr-only">{t('loans.columns.select')}</span></th> : null}
          {Object.values(columns).map((label) => (
            <th key={label} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">{label}</th>
          ))}
          {current ? <th scope="col" className="px-3 py-2"><span className="sr-only">{t('loans.renew')}</span></th> : null}
        </tr>
      }
    >
      {loans.map((loan) => {
        const outcome = current?.outcomes.get(loan.loanId)
        return (
          <tr key={loan.loanId} className="max-sm:block max-sm:rounded max-sm:border max-sm:border-slate-200 max-sm:p-3" data-loan-id={loan.loanId}>
            {selection ? (
              <td className="px-3 py-2 align-top max-sm:float-right max-sm:p-0">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={selection.selected.has(loan.loanId)}
                  onChange={() => selection.toggle(loan.loanId)}
                  aria-label={`${t('loans.columns.select')}: ${loan.title}`}
                />
              </td>
            ) : null}
            <td className="px-3 py-2 align-top max-sm:block max-sm:px-0 max-sm:pb-1 max-sm:pr-8">
              {loan.recordId ? (
                <Link to={`/searchList/bookDetails/${loan.recordId}`} className="font-medium text-sky-900 underline-offset-2 hover:underline">{loan.title}</Link>
              ) : (
                <span className="font-medium text-slate-900">{loan.title}</span>
              )}
              {loan.author ? <span className="block text-xs text-slate-600">{loan.author}</span> : null}
              <span className="mt-1 block text-xs text-slate-600">
                <span className="sr-only">{t('loans.columns.location')}: </span>
                {[loan.libraryName, loan.locationName].filter(Boolean).join(' · ')}
                <span className="mx-1" aria-hidden="true">·</span>
                <span className="sr-only">{t('loans.columns.barcode')}: </span>
                <span className="font-mono">{loan.barcode}</span>
              </span>
              {outcome ? <OutcomeLine outcome={outcome} /> : null}
            </td>
            {cardCell(columns.callNo, loan.callNo || '—', 'whitespace-nowrap font-mono text-slate-900')}
            {cardCell(columns.loanDate, formatDay(dayOf(loan.loanDate)), 'whitespace-nowrap')}
            {cardCell(columns.dueDate, current ? <DueCell loan={loan} /> : formatDay(dayOf(loan.dueDate)), current ? '' : 'whitespace-nowrap')}
            {cardCell(columns.last, current ? String(loan.renewCount) : loan.returnDate ? formatDay(dayOf(loan.returnDate)) : '—', 'whitespace-nowrap')}
            {current ? (
              <td className="px-3 py-2 align-top max-sm:px-0 max-sm:pt-2">
                <button
                  type="button"
                  disabled={current.busy}
                  onClick={() => current.onRenew(loan.loanId)}
                  className="whitespace-nowrap rounded border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700"
                >
                  {t('loans.renew')}
                  <span className="sr-only">: {loan.title}</span>
                </button>
              </td>
            ) : null}
          </tr>
        )
      })}
    </CardTable>
  )
}
