import { MAX_LOAN_ROWS, MAX_RENEW_IDS, type RenewalOutcome } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { ExportButton } from './ExportButton.tsx'
import { trpc } from '../../lib/trpc.ts'
import { LoanTable } from './LoanTable.tsx'
import { Pager } from '../../components/Pager.tsx'

/**
 * The patron's current loans: overdue and due-soon notes, and renewal of one loan or of the selected ones, each
 * row then telling its new due date or why the library refused it.
 */
export function CurrentLoans() {
  const { t } = useTranslation('circulation')
  const utils = trpc.useUtils()
  const [page, setPage] = useState(1)
  const loans = trpc.circulation.loans.current.useQuery({ page, rows: MAX_LOAN_ROWS })
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RenewalOutcome>>(new Map())
  const renew = trpc.circulation.loans.renew.useMutation({
    onSuccess: (result) => {
      setOutcomes(new Map(result.outcomes.map((o) => [o.loanId, o])))
      setSelected(new Set())
      void utils.circulation.loans.current.invalidate()
    },
  })

  if (loans.isPending) return <p className="py-8 text-slate-600" aria-busy="true">{t('loans.current')}…</p>
  if (loans.isError) return <ErrorPanel title={t('loans.loadFailed')} retryLabel={t('loans.retry')} onRetry={() => void loans.refetch()} retrying={loans.isFetching} />
  const { loans: rows, total, loansLeft } = loans.data
  const toggle = (loanId: number) =>
    setSelected((current) => {
      const next = new Set(current)
      if (!next.delete(loanId)) next.add(loanId)
      return next
    })
  const allSelected = rows.length > 0 && rows.every((l) => selected.has(l.loanId))
  const renewIds = (loanIds: number[]) => renew.mutate({ loanIds: loanIds.slice(0, MAX_RENEW_IDS) })
  const last = renew.data

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {t('loans.summary', { count: total })}
          {loansLeft !== null ? ` · ${t('loans.loansLeft', { count: loansLeft })}` : ''}
        </p>
        {rows.length ? (
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="size-5" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((l) => l.loanId)))} />
              {t('loans.selectAll')}
            </label>
            <button
              type="button"
              disabled={!selected.size || renew.isPending}
              onClick={() => renewIds([...selected])}
              className="rounded bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-900 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800"
            >
              {renew.isPending ? t('loans.renewing') : t('loans.renewSelected', { count: selected.size })}
            </button>
            <ExportButton list="current" selected={selected} />
          </div>
        ) : null}
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-800">
        {last ? t('loans.renewSummary', { renewed: last.renewed, refused: last.refused }) : renew.isError ? renew.error.message : ''}
      </p>
      {rows.length ? (
        <LoanTable
          loans={rows}
          caption={t('loans.current')}
          current={{ selection: { selected, toggle }, outcomes, onRenew: (loanId) => renewIds([loanId]), busy: renew.isPending }}
        />
      ) : (
        <p className="py-8 text-slate-600">{t('loans.empty')}</p>
      )}
      <Pager page={page} rows={MAX_LOAN_ROWS} total={total} onPage={setPage} summary={(position) => t('loans.page', position)} />
    </div>
  )
}
