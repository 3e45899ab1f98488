import type { PointsDirection } from '@portal/contracts'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { trpc } from '../../lib/trpc.ts'
import { PointsTable } from './PointsTable.tsx'
import { Pager } from '../../components/Pager.tsx'

const ROWS = 10
type Filter = { direction: PointsDirection | null; startDate: string | null; endDate: string | null }
const NO_FILTER: Filter = { direction: null, startDate: null, endDate: null }

/** "Points" of My library (user menu key 8): the patron's points now, their changes (added or deducted, by day) and the library's rules. */
export function PointsPanel() {
  const { t } = useTranslation('behaviour')
  const ids = { direction: useId(), from: useId(), to: useId(), error: useId() }
  const [page, setPage] = useState(1)
  const [draft, setDraft] = useState<Filter>(NO_FILTER)
  const [applied, setApplied] = useState<Filter>(NO_FILTER)
  const [badRange, setBadRange] = useState(false)
  const list = trpc.circulation.points.list.useQuery({ page, rows: ROWS, ...applied }, { placeholderData: (previous) => previous })
  const notice = trpc.circulation.points.notice.useQuery()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const wrong = Boolean(draft.startDate && draft.endDate && draft.startDate > draft.endDate)
    setBadRange(wrong)
    if (wrong) return
    setPage(1)
    setApplied(draft)
  }
  const clear = () => {
    setBadRange(false)
    setDraft(NO_FILTER)
    setApplied(NO_FILTER)
    setPage(1)
  }
  const input = 'rounded border border-slate-300 px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700'
  const label = 'text-xs font-medium text-slate-700'

  return (
    <section aria-labelledby="points-heading">
      <h2 id="points-heading" className="mb-3 text-xl font-semibold text-slate-900">{t('points.title')}</h2>
      <div className="mb-4 flex flex-wrap items-center gap-4 rounded border border-slate-200 bg-slate-50 p-4">
        <p className="flex flex-col">
          <span className="text-sm text-slate-700">{t('points.current')}</span>
          <span className="text-3xl font-bold tabular-nums text-slate-900" data-testid="points-current">{list.data ? list.data.currentPoints : '—'}</span>
        </p>
      </div>
      {notice.data?.text ? (
        <details className="mb-4 rounded border border-slate-200 p-4 text-sm text-slate-800">
          <summary className="cursor-pointer font-medium text-slate-900">{t('points.notice')}</summary>
          <p className="mt-3 whitespace-pre-line">{notice.data.text}</p>
        </details>
      ) : null}
      <form aria-label={t('points.filters')} onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2">
        <span className="flex flex-col gap-1">
          <label htmlFor={ids.direction} className={label}>{t('points.direction')}</label>
          <select id={ids.direction} className={input} value={draft.direction ?? ''} onChange={(e) => setDraft({ ...draft, direction: (e.target.value || null) as PointsDirection | null })}>
            <option value="">{t('points.directions.all')}</option>
            <option value="add">{t('points.directions.add')}</option>
            <option value="deduct">{t('points.directions.deduct')}</option>
          </select>
        </span>
        <span className="flex flex-col gap-1">
          <label htmlFor={ids.from} className={label}>{t('points.from')}</label>
          <input id={ids.from} type="date" className={input} value={draft.startDate ?? ''} aria-describedby={badRange ? ids.error : undefined} onChange={(e) => setDraft({ ...draft, startDate: e.target.value || null })} />
        </span>
        <span className="flex flex-col gap-1">
          <label htmlFor={ids.to} className={label}>{t('points.to')}</label>
          <input id={ids.to} type="date" className={input} value={draft.endDate ?? ''} aria-describedby={badRange ? ids.error : undefined} onChange={(e) => setDraft({ ...draft, endDate: e.target.value || null })} />
        </span>
        <button type="submit" className="rounded bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800">
          {t('points.apply')}
        </button>
        <button type="button" onClick={clear} className="rounded border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700">
          {t('points.reset')}
        </button>
        {badRange ? <p id={ids.error} role="alert" className="basis-full text-sm text-red-800">{t('points.badRange')}</p> : null}
      </form>
      {list.isPending ? (
        <p className="py-8 text-slate-600" aria-busy="true">{t('points.loading')}</p>
      ) : list.isError ? (
        <ErrorPanel title={t('points.loadFailed')} retryLabel={t('points.retry')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.entries.length ? (
        <>
          <PointsTable entries={list.data.entries} caption={t('points.title')} />
          <Pager page={page} rows={ROWS} total={list.data.total} onPage={setPage} summary={(position) => t('points.page', position)} />
        </>
      ) : (
        <p className="py-8 text-slate-600">{t('points.empty')}</p>
      )}
    </section>
  )
}
