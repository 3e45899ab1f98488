import { Fragment, useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The part of a query result a section needs to show its state. */
export type SectionQuery = { isPending: boolean; isError: boolean; refetch: () => unknown; isRefetching?: boolean }

type RecordSectionProps = {
  /** Anchor of the section (the page's "on this page" links scroll to it). */
  id?: string
  title: string
  /** Omitted for sections whose content is static once the record is loaded. */
  query?: SectionQuery
  /** True when the loaded data has nothing to show. */
  empty?: boolean
  emptyText?: string
  /** Controls beside the heading. */
  actions?: ReactNode
  /** Height of the loading skeleton. */
  skeleton?: 'lines' | 'block'
  children: ReactNode
  className?: string
}

/**
 * One block of the record page: a heading, then a skeleton while loading, a retry when the call failed,
 * an empty note, or the content. A failing block never takes the rest of the record with it.
 */
export function RecordSection({ id, title, query, empty = false, emptyText, actions, skeleton = 'lines', children, className = '' }: RecordSectionProps) {
  const { t } = useTranslation('record')
  const headingId = useId()
  return (
    <section id={id} aria-labelledby={headingId} aria-busy={query?.isPending ?? false} tabIndex={-1} className={`min-w-0 scroll-mt-4 focus:outline-none ${className}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </div>
      {query?.isPending ? (
        <div className="animate-pulse space-y-2 motion-reduce:animate-none" aria-hidden="true" data-testid="section-skeleton">
          {skeleton === 'block' ? (
            <div className="h-40 rounded bg-slate-100" />
          ) : (
            [0, 1, 2].map((i) => <div key={i} className="h-5 rounded bg-slate-100" style={{ width: `${90 - i * 15}%` }} />)
          )}
        </div>
      ) : query?.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <span>{t('section.failed')}</span>
          <button
            type="button"
            onClick={() => void query.refetch()}
            disabled={query.isRefetching}
            className="rounded border border-red-300 bg-white px-3 py-1 font-medium hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700 disabled:opacity-60"
          >
            {t('section.retry')}
          </button>
        </div>
      ) : empty ? (
        <p className="py-4 text-sm text-slate-600">{emptyText}</p>
      ) : (
        // Keyed apart from the skeleton: the content replaces it rather than reusing its elements, which a browser
        // reports as those elements moving (a layout shift; the share section's block counted 0.18 on a phone).
        <Fragment key="content">{children}</Fragment>
      )}
    </section>
  )
}
