import { Fragment, useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

/** The part of a query result a section needs to show its state. */
export type SectionQuery = { isPending: boolean; isError: boolean; refetch: () => unknown; isRefetching?: boolean }

type HomeSectionProps = {
  title: string
  /** In-app path of the full list ("More"). */
  moreTo?: string
  query: SectionQuery
  /** True when the loaded list has nothing to show. */
  empty: boolean
  emptyText: string
  /** Controls beside the title (window tabs). */
  actions?: ReactNode
  children: ReactNode
  className?: string
  /** The loading state, shaped like the loaded content so nothing below it jumps when that comes; four tiles by default. */
  skeleton?: ReactNode
}

/** The default loading state: four tiles. */
function TilesSkeleton() {
  return (
    <div className="grid animate-pulse grid-cols-2 gap-3 motion-reduce:animate-none sm:grid-cols-4" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-24 rounded bg-slate-100" />
      ))}
    </div>
  )
}

/**
 * What stands for a home block not drawn yet (WhenNearScreen): a heading bar and the tiles, as tall as the block
 * usually is (`heightClass`), so the blocks below start where they will be.
 */
export function SectionPlaceholder({ heightClass }: { heightClass: string }) {
  return (
    <div className={heightClass}>
      <div className="mb-3 border-b border-slate-200 pb-2">
        <div className="h-7 w-32 rounded bg-slate-100" />
      </div>
      <TilesSkeleton />
    </div>
  )
}

/**
 * One block of the home page: a heading (with "More" and optional controls), then a skeleton while
 * loading, a retry when the call failed, an empty note, or the content. A failing block never takes
 * the rest of the page with it.
 */
export function HomeSection({ title, moreTo, query, empty, emptyText, actions, children, className = '', skeleton }: HomeSectionProps) {
  const { t } = useTranslation('home')
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} aria-busy={query.isPending} className={`min-w-0 ${className}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="flex items-center gap-3">
          {actions}
          {moreTo ? (
            <Link to={moreTo} className="text-sm text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline">
              {t('sections.more')}
              <span className="sr-only">: {title}</span>
            </Link>
          ) : null}
        </div>
      </div>
      {query.isPending ? (
        (skeleton ?? <TilesSkeleton />)
      ) : query.isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <span>{t('sections.failed')}</span>
          <button
            type="button"
            onClick={() => void query.refetch()}
            disabled={query.isRefetching}
            className="rounded border border-red-300 bg-white px-3 py-1 font-medium hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700 disabled:opacity-60"
          >
            {t('sections.retry')}
          </button>
        </div>
      ) : empty ? (
        <p className="py-6 text-center text-sm text-slate-500">{emptyText}</p>
      ) : (
        // Keyed apart from the skeleton: the content replaces it rather than reusing its elements, which a browser
        // would report as those elements moving (a layout shift).
        <Fragment key="content">{children}</Fragment>
      )}
    </section>
  )
}
