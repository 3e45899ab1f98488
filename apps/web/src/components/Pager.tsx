import { useTranslation } from 'react-i18next'

type PagerProps = {
  page: number; rows: number; total: number; onPage: (page: number) => void
  /** Where and how many in the list's own words, e.g. “page 2 of 5, 43 messages”. */
  summary: (position: { page: number; pages: number; total: number }) => string
}

/** The pager of every paged list: previous and next with "page n of m" between them; nothing when everything fits on one page. */
export function Pager({ page, rows, total, onPage, summary }: PagerProps) {
  const { t } = useTranslation('common')
  const pages = Math.max(1, Math.ceil(total / rows))
  if (pages <= 1) return null
  const position = summary({ page, pages, total })
  const button = 'rounded border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700'
  return (
    <nav aria-label={position} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {position}
      </span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  )
}
