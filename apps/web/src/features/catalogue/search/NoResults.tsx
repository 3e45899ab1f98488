import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { EMPTY_SEARCH, searchStatePath, type SearchState } from '../../../lib/search-state.ts'
import { trpc } from '../../../lib/trpc.ts'

type NoResultsProps = {
  state: SearchState
  /** Suggestions that came with the answer. */
  suggestions: readonly string[]
  hasLimits: boolean
  onClearLimits: () => void
  basePath: string
}

/** "No results found" (spec §8) with spelling suggestions and what else to try. */
export function NoResults({ state, suggestions, hasLimits, onClearLimits, basePath }: NoResultsProps) {
  const { t } = useTranslation('search')
  const term = state.term.trim() && state.term.trim() !== '*' ? state.term.trim() : ''
  const spell = trpc.catalogue.spell.useQuery({ keyWord: term.slice(0, 200) }, { enabled: term.length > 0, staleTime: 5 * 60_000 })
  const offered = [...new Set([...suggestions, ...(spell.data ?? [])])].filter((s) => s.trim() && s.trim().toLowerCase() !== term.toLowerCase()).slice(0, 6)
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-6 sm:px-6">
      <p className="text-lg font-semibold text-slate-900">{t('empty.title')}</p>
      {term ? <p className="mt-1 break-words text-slate-700">{t('empty.forTerm', { term })}</p> : null}
      {offered.length ? (
        <div className="mt-4">
          <p className="font-medium text-slate-900">{t('empty.didYouMean')}</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {offered.map((s) => (
              <li key={s}>
                <Link to={searchStatePath({ ...EMPTY_SEARCH, term: s, field: state.field }, basePath)} className="text-sky-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">
                  {s}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4">
        <p className="font-medium text-slate-900">{t('empty.tipsTitle')}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
          <li>{t('empty.tipSpelling')}</li>
          <li>{t('empty.tipFewer')}</li>
          <li>{t('empty.tipField')}</li>
          {hasLimits ? (
            <li>
              <button type="button" onClick={onClearLimits} className="text-sky-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">
                {t('empty.tipLimits')}
              </button>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  )
}
