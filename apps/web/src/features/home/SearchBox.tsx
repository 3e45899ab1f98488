import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { searchListPath } from '../../lib/search-list-link.ts'

/**
 * The home search box: an empty term shows "Please enter search condition" and sends nothing (spec §5);
 * a term opens /searchList with it. Field, match mode and type choices come with the search screens.
 */
export function SearchBox() {
  const { t } = useTranslation('home')
  const navigate = useNavigate()
  const [term, setTerm] = useState('')
  const [termMissing, setTermMissing] = useState(false)
  const inputId = useId()
  const messageId = useId()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = term.trim()
    if (!trimmed) {
      setTermMissing(true)
      return
    }
    navigate(searchListPath(trimmed))
  }

  return (
    <form role="search" aria-label={t('search.regionLabel')} onSubmit={submit} noValidate className="w-full max-w-2xl">
      <label htmlFor={inputId} className="sr-only">
        {t('search.inputLabel')}
      </label>
      <div className="flex w-full overflow-hidden rounded-lg bg-white shadow-md ring-1 ring-black/10 focus-within:ring-2 focus-within:ring-slate-700">
        <input
          id={inputId}
          type="search"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value)
            if (termMissing) setTermMissing(false)
          }}
          placeholder={t('search.placeholder')}
          aria-invalid={termMissing}
          aria-describedby={termMissing ? messageId : undefined}
          className="min-w-0 flex-1 px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
        <button
          type="submit"
          className="shrink-0 bg-nav-back px-5 py-3 font-medium text-nav-text hover:opacity-90 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-current"
        >
          {t('search.submit')}
        </button>
      </div>
      <p id={messageId} role="alert" className="mt-2 min-h-6 text-sm font-medium text-red-700">
        {termMissing ? t('search.emptyTerm') : null}
      </p>
    </form>
  )
}
