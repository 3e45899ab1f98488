import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { MAX_PAGE } from '../../../lib/search-state.ts'

type PaginationProps = {
  page: number
  total: number
  rows: number
  /** The address of a page (links, so a page can be opened in a new tab or bookmarked). */
  hrefOf: (page: number) => string
  onNavigate?: () => void
}

/** Pages 1 … p-2 … p+2 … last, with previous and next. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? ['gap' as const, p] : [p]))
}

export function Pagination({ page, total, rows, hrefOf, onNavigate }: PaginationProps) {
  const { t } = useTranslation('search')
  const pages = Math.min(MAX_PAGE, Math.ceil(total / rows))
  if (pages <= 1) return null
  const item = 'flex min-w-9 items-center justify-center rounded border px-2.5 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700'
  const link = `${item} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`
  const off = `${item} border-slate-200 text-slate-400`
  return (
    <nav aria-label={t('paging.label')} className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} onClick={onNavigate} className={link}>
              {t('paging.previous')}
            </Link>
          ) : (
            <span aria-disabled="true" className={off}>
              {t('paging.previous')}
            </span>
          )}
        </li>
        {pageWindow(Math.min(page, pages), pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap${i}`} aria-hidden="true" className="hidden px-1 text-slate-500 sm:block">
              …
            </li>
          ) : (
            <li key={p} className="hidden sm:block">
              <Link to={hrefOf(p)} onClick={onNavigate} aria-current={p === page ? 'page' : undefined} aria-label={t('paging.page', { page: p })} className={p === page ? `${item} border-slate-800 bg-slate-800 font-semibold text-white` : link}>
                {p}
              </Link>
            </li>
          ),
        )}
        <li className="px-2 text-sm text-slate-700 sm:hidden">{t('results.pageOf', { page, pages })}</li>
        <li>
          {page < pages ? (
            <Link to={hrefOf(page + 1)} onClick={onNavigate} className={link}>
              {t('paging.next')}
            </Link>
          ) : (
            <span aria-disabled="true" className={off}>
              {t('paging.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
