import { listPath, type ListSummary } from '@portal/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

/** A followed or public list as a card: cover, name (to its page), who published it, counts; `action` beside. */
export function ListCard({ list, action }: { list: ListSummary; action?: ReactNode }) {
  const { t } = useTranslation('favourites')
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 p-3" data-testid="list-card">
      {list.coverUrl ? (
        <img src={list.coverUrl} alt={t('folder.coverAlt', { name: list.name })} className="h-24 w-18 shrink-0 rounded border border-slate-200 object-cover" />
      ) : (
        <div aria-hidden="true" className="h-24 w-18 shrink-0 rounded border border-slate-200 bg-gradient-to-br from-sky-50 to-slate-200" />
      )}
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words">
          <Link to={listPath(list.kind, list.id)} className="text-sky-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-slate-700">
            {list.name}
          </Link>
        </h3>
        <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-600">
          {list.kind === 'bookList' ? <span>{t('followed.library')}</span> : list.ownerName ? <span>{t('followed.by', { name: list.ownerName })}</span> : null}
          <span>{t('folder.records', { count: list.recordCount })}</span>
          <span>{t('folder.followers', { count: list.followCount })}</span>
        </p>
        {list.introduction ? <p className="mt-1 line-clamp-2 text-sm text-slate-700">{list.introduction}</p> : null}
        {action ? <div className="mt-2">{action}</div> : null}
      </div>
    </li>
  )
}
