import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { LoadingIndicator } from '../../../components/LoadingIndicator.tsx'
import { trpc } from '../../../lib/trpc.ts'
import { useUsageLog } from '../../../lib/use-usage-log.ts'
import { CollectionItem } from '../../../components/CollectionItem.tsx'
import { WindowChoice } from '../../../components/WindowChoice.tsx'

const ROWS = 12
/** Status filter codes of eCollection/navigation: 1 trial, 2 purchased, 3 formal, 4 free or open. */
const STATUSES = ['', '1', '2', '3', '4'] as const
type Status = (typeof STATUSES)[number]

/**
 * /digitalLibrary: the library's digital resources in one place, searchable by any of their names and
 * filtered by status, paged. The address carries the search, so it can be bookmarked and Back restores it.
 */
export function DigitalLibraryPage() {
  const { t } = useTranslation('digitalLibrary')
  const [params, setParams] = useSearchParams()
  const term = params.get('q') ?? ''
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as Status) : ''
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const [draft, setDraft] = useState(term)
  const inputId = useId()
  const log = useUsageLog()
  const query = trpc.home.eCollections.useQuery({ page, rows: ROWS, searchContent: term || undefined, status: status || undefined })
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / ROWS))

  const update = (next: { q?: string; status?: Status; page?: number }) => {
    const merged = { q: term, status, page: 1, ...next }
    setParams(Object.fromEntries(Object.entries({ q: merged.q, status: merged.status, page: merged.page > 1 ? String(merged.page) : '' }).filter(([, v]) => v)))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    update({ q: draft.trim() })
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-1 text-slate-700">{t('intro')}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <form role="search" onSubmit={submit} className="flex w-full max-w-md">
          <label htmlFor={inputId} className="sr-only">
            {t('searchLabel')}
          </label>
          <input
            id={inputId}
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('searchLabel')}
            className="min-w-0 flex-1 rounded-l border border-slate-300 px-3 py-2 focus-visible:outline-2 focus-visible:outline-slate-700"
          />
          <button type="submit" className="rounded-r bg-nav-back px-4 py-2 font-medium text-nav-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700">
            {t('search')}
          </button>
        </form>
        <WindowChoice label={t('statusLabel')} options={STATUSES.map((value) => ({ value, label: t(`status.${value || 'all'}`) }))} value={status} onChange={(value) => update({ status: value })} />
      </div>
      <div className="mt-6" aria-live="polite">
        {query.isPending ? (
          <LoadingIndicator />
        ) : query.isError ? (
          <div role="alert" className="flex items-center justify-between gap-3 rounded border border-red-200 bg-red-50 px-3 py-2 text-red-900">
            <span>{t('failed')}</span>
            <button type="button" onClick={() => void query.refetch()} className="rounded border border-red-300 bg-white px-3 py-1 font-medium">
              {t('retry')}
            </button>
          </div>
        ) : query.data.list.length === 0 ? (
          <p className="py-10 text-center text-slate-600">{t('empty')}</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700">{t('total', { count: query.data.total })}</p>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {query.data.list.map((item) => (
                <CollectionItem key={item.recordId} item={item} onOpen={() => log('DATABASE_CLICK', String(item.recordId))} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label={t('paging')} className="mt-6 flex items-center justify-center gap-3 text-sm">
                <button type="button" disabled={page <= 1} onClick={() => update({ page: page - 1 })} className="rounded border border-slate-300 px-3 py-1 disabled:opacity-50">
                  {t('previous')}
                </button>
                <span>{t('pageOf', { page, pages })}</span>
                <button type="button" disabled={page >= pages} onClick={() => update({ page: page + 1 })} className="rounded border border-slate-300 px-3 py-1 disabled:opacity-50">
                  {t('next')}
                </button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </div>
  )
}
