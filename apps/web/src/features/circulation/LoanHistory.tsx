import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { ExportButton } from './ExportButton.tsx'
import { trpc } from '../../lib/trpc.ts'
import { LoanTable } from './LoanTable.tsx'
import { Pager } from '../../components/Pager.tsx'

const ROWS = 20
const SEARCH_TYPES = [1, 2, 3] as const
type SearchType = (typeof SEARCH_TYPES)[number]

/** Returned loans, latest return first, searchable by title, author or barcode, a page at a time. */
export function LoanHistory() {
  const { t } = useTranslation('circulation')
  const fieldId = useId()
  const termId = useId()
  const [page, setPage] = useState(1)
  const [draft, setDraft] = useState<{ searchType: SearchType; searchContent: string }>({ searchType: 1, searchContent: '' })
  const [applied, setApplied] = useState(draft)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const toggle = (loanId: number) =>
    setSelected((current) => {
      const next = new Set(current)
      if (!next.delete(loanId)) next.add(loanId)
      return next
    })
  const history = trpc.circulation.loans.history.useQuery({ page, rows: ROWS, ...applied }, { placeholderData: (previous) => previous })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setPage(1)
    setApplied({ ...draft, searchContent: draft.searchContent.trim() })
    setSelected(new Set())
  }
  const input = 'rounded border border-slate-300 px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700'

  return (
    <div>
      <form role="search" aria-label={t('loans.searchLabel')} onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2">
        <span className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-xs font-medium text-slate-700">{t('loans.searchField')}</label>
          <select id={fieldId} className={input} value={draft.searchType} onChange={(e) => setDraft({ ...draft, searchType: Number(e.target.value) as SearchType })}>
            {SEARCH_TYPES.map((type) => (
              // i18n-keys: circulation:loans.fields.
              <option key={type} value={type}>{t(`loans.fields.${type}`)}</option>
            ))}
          </select>
        </span>
        <span className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={termId} className="text-xs font-medium text-slate-700">{t('loans.searchLabel')}</label>
          <input id={termId} type="search" maxLength={200} className={input} value={draft.searchContent} placeholder={t('loans.searchPlaceholder')} onChange={(e) => setDraft({ ...draft, searchContent: e.target.value })} />
        </span>
        <button type="submit" className="rounded bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800">
          {t('loans.search')}
        </button>
      </form>
      {history.isPending ? (
        <p className="py-8 text-slate-600" aria-busy="true">{t('loans.history')}…</p>
      ) : history.isError ? (
        <ErrorPanel title={t('loans.loadFailed')} retryLabel={t('loans.retry')} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : history.data.loans.length ? (
        <>
          <div className="mb-3 flex justify-end">
            <ExportButton list="history" selected={selected} search={applied} />
          </div>
          <LoanTable loans={history.data.loans} caption={t('loans.history')} selection={{ selected, toggle }} />
          <Pager page={page} rows={ROWS} total={history.data.total} onPage={setPage} summary={(position) => t('loans.page', position)} />
        </>
      ) : (
        <p className="py-8 text-slate-600">{t('loans.historyEmpty')}</p>
      )}
    </div>
  )
}
