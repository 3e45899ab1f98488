import { useTranslation } from 'react-i18next'

type PagerProps = {
  page: number; rows: number; total: number; onPage: (page: number) => void
  /** Where and how many, for lists of other things than loans (default: “page n of m, t loans”). */
  summary?: (position: { page: number; pages: number; total: number }) => string
}

/** Previous and next with "page n of m" between them; nothing when everything fits on one page. */
export function Pager({ page, rows, total, onPage, summary }: PagerProps) {
  const { t } = useTranslation('circulation')
  const pages = Math.max(1, Math.ceil(total / rows))
  if (pages <= 1) return null
  const position = summary ? summary({ page, pages, total }) : t('loans.page', { page, pages, total })
  const button = 'rounded border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700'
  return (
    <nav aria-label={position} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('loans.previous')}
      </button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {position}
      </span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('loans.next')}
      </button>
    </nav>
  )
}
