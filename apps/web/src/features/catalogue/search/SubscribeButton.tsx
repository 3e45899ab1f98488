import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { SearchState } from '../../../lib/search-state.ts'
import { trpc } from '../../../lib/trpc.ts'
import { useCurrentUser } from '../../../lib/use-current-user.ts'
import { LoginRequiredAction } from './LoginRequiredAction.tsx'

const STYLE = 'inline-flex items-center gap-1 rounded border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700'

/** The term a subscription saves: the simple search's, or an advanced search's first row with a term. */
function savedTerm(state: SearchState): { searchField: SearchState['field']; searchContent: string } {
  const row = state.items.find((item) => item.searchFieldContent.trim())
  return row ? { searchField: row.searchField, searchContent: row.searchFieldContent.trim() } : { searchField: state.field, searchContent: state.term.trim() }
}

/**
 * "Subscribe" of the result list: saves the current search as a subscription (My library, key 3), whose new matches
 * then reach the patron. Visitors get the sign-in prompt instead; a browse without a term has nothing to save.
 */
export function SubscribeButton({ state }: { state: SearchState }) {
  const { t } = useTranslation(['subscriptions', 'search'])
  const { user } = useCurrentUser()
  const utils = trpc.useUtils()
  const [savedFor, setSavedFor] = useState<string | null>(null)
  const add = trpc.subscriptions.add.useMutation({ onSuccess: () => void utils.subscriptions.list.invalidate() })
  const term = savedTerm(state)
  if (!user) return <LoginRequiredAction label={t('search:actions.subscribe')} signedInTo="/personalExternal/3" />
  if (!term.searchContent || term.searchContent === '*') return null
  const saved = savedFor === `${term.searchField}:${term.searchContent}`
  return (
    <span className="relative inline-flex flex-col items-end">
      <button
        type="button"
        className={STYLE}
        title={t('button.title')}
        disabled={add.isPending || saved}
        onClick={() => add.mutate({ ...term, name: term.searchContent }, { onSuccess: () => setSavedFor(`${term.searchField}:${term.searchContent}`) })}
      >
        {add.isPending ? t('button.subscribing') : saved ? t('button.subscribed') : t('search:actions.subscribe')}
      </button>
      <span role="status" className="text-xs">
        {saved ? (
          <span className="mt-1 inline-flex flex-wrap items-center gap-1 rounded bg-emerald-50 px-2 py-0.5 font-medium text-emerald-900 ring-1 ring-emerald-200">
            {t('button.done', { term: term.searchContent })}
            <Link to="/personalExternal/3" className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">{t('button.manage')}</Link>
          </span>
        ) : add.error ? (
          <span className="mt-1 inline-block rounded bg-red-50 px-2 py-0.5 font-medium text-red-900 ring-1 ring-red-200">{add.error.message}</span>
        ) : null}
      </span>
    </span>
  )
}
