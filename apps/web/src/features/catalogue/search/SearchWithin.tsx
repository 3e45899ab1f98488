import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_TERM_LENGTH, termProblem, type TermProblem } from '../../../lib/search-state.ts'

/** "Search within these results" (twiceSearch): the second search needs its own term (spec §5). */
export function SearchWithin({ onSearch }: { onSearch: (term: string) => void }) {
  const { t } = useTranslation('search')
  const [term, setTerm] = useState('')
  const [problem, setProblem] = useState<TermProblem | null>(null)
  const inputId = useId()
  const messageId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = termProblem(term)
    setProblem(found)
    if (found) return
    onSearch(term.trim())
    setTerm('')
  }
  return (
    <form role="search" aria-label={t('within.label')} onSubmit={submit} noValidate className="mt-3">
      <div className="flex max-w-md items-stretch">
        <label htmlFor={inputId} className="sr-only">
          {t('within.label')}
        </label>
        <input
          id={inputId}
          type="search"
          value={term}
          onChange={(e) => {
            setTerm(e.target.value)
            if (problem) setProblem(null)
          }}
          placeholder={t('within.placeholder')}
          aria-invalid={problem !== null}
          aria-describedby={problem ? messageId : undefined}
          className="min-w-0 flex-1 rounded-l border border-slate-300 px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-slate-700"
        />
        <button type="submit" className="shrink-0 rounded-r border border-l-0 border-slate-300 bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700">
          {t('within.submit')}
        </button>
      </div>
      <p id={messageId} role="alert" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
        {problem === 'empty' ? t('within.emptyTerm') : problem === 'tooLong' ? t('box.tooLong', { max: MAX_TERM_LENGTH, length: term.trim().length }) : null}
      </p>
    </form>
  )
}
