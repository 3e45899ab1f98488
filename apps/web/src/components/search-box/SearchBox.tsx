import { MATCH_MODES, type MatchMode, type SearchField } from '@portal/contracts'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { rememberSearch } from '../../lib/recent-searches.ts'
import { EMPTY_SEARCH, MAX_TERM_LENGTH, searchStatePath, termProblem, type TermProblem } from '../../lib/search-state.ts'
import { LabelledSelect } from './LabelledSelect.tsx'
import { SearchTermCombobox } from './SearchTermCombobox.tsx'
import { useSearchChoices } from './use-search-choices.ts'

export type SearchBoxValue = { term: string; field: SearchField; match: MatchMode; docCode: string; resourceType: string }

type SearchBoxProps = {
  /** 'full' on Home; 'compact' at the top of inner pages. */
  variant?: 'full' | 'compact'
  /** The search on screen, to refine (inner pages). */
  initial?: Partial<SearchBoxValue>
  /** Where results open (a scoped list keeps its own page). */
  target?: string
}

/**
 * The search box (spec §5): search field, term with recent and popular suggestions, match mode, document
 * and resource type, and a way to the advanced search. An empty term shows "Please enter search
 * condition" and sends nothing; a term over the server's limit is refused with its own message.
 */
export function SearchBox({ variant = 'full', initial = {}, target = '/searchList' }: SearchBoxProps) {
  const { t } = useTranslation('search')
  const navigate = useNavigate()
  const { fields, dictionaries } = useSearchChoices()
  const [value, setValue] = useState<SearchBoxValue>({ term: '', field: 'keyWord', match: '2', docCode: '', resourceType: '', ...initial })
  const [problem, setProblem] = useState<TermProblem | null>(null)
  const [optionsOpen, setOptionsOpen] = useState(false)
  const inputId = useId()
  const messageId = useId()
  const optionsId = useId()
  const full = variant === 'full'
  const set = (patch: Partial<SearchBoxValue>) => setValue((v) => ({ ...v, ...patch }))

  const search = (term: string) => {
    const found = termProblem(term)
    setProblem(found)
    if (found) return
    rememberSearch(window.localStorage, term)
    const filters = { ...(value.docCode ? { docCode: [value.docCode] } : {}), ...(value.resourceType ? { resourceType: [value.resourceType] } : {}) }
    navigate(searchStatePath({ ...EMPTY_SEARCH, term: term.trim(), field: value.field, match: value.match, filters }, target))
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    search(value.term)
  }
  const advanced = searchStatePath({ ...EMPTY_SEARCH, items: value.term.trim() ? [{ oper: 'AND', searchField: value.field, matchMode: value.match, searchFieldContent: value.term.trim() }] : [] }, '/searchList', { view: 'advanced' })
  const any = { value: '', label: t('box.anyType') }
  const advancedLink = (
    <Link to={advanced} className="font-medium text-slate-800 underline underline-offset-2 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700">
      {t('box.advanced')}
    </Link>
  )

  return (
    <form role="search" aria-label={t('box.regionLabel')} onSubmit={submit} noValidate className={full ? 'w-full max-w-3xl' : 'w-full'}>
      <div className={`flex w-full items-stretch rounded-lg bg-white ring-1 ring-black/15 focus-within:ring-2 focus-within:ring-slate-700 ${full ? 'shadow-md' : ''}`}>
        <LabelledSelect
          hideLabel
          label={t('box.fieldLabel')}
          value={value.field}
          options={fields.map((f) => ({ value: f.code, label: f.name }))}
          onChange={(field) => set({ field })}
          className="shrink-0 border-r border-slate-200"
          selectClassName="h-full max-w-[6.5rem] rounded-l-lg rounded-r-none border-0 bg-slate-50 text-sm sm:max-w-[9rem]"
        />
        <label htmlFor={inputId} className="sr-only">
          {t('box.inputLabel')}
        </label>
        <SearchTermCombobox
          id={inputId}
          value={value.term}
          onChange={(term) => {
            set({ term })
            if (problem) setProblem(null)
          }}
          onChoose={(term) => {
            set({ term })
            search(term)
          }}
          placeholder={t('box.placeholder')}
          invalid={problem !== null}
          describedBy={problem ? messageId : undefined}
          className="flex-1"
        />
        <button
          type="submit"
          className={`shrink-0 rounded-r-lg bg-nav-back font-medium text-nav-text hover:opacity-90 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-current ${full ? 'px-5 py-3' : 'px-4 py-2'}`}
        >
          {t('box.submit')}
        </button>
      </div>
      {full ? null : (
        // A phone folds the compact box's options behind a toggle, so the results stay in view.
        <div className="mt-1.5 flex items-center gap-4 text-sm sm:hidden">
          <button type="button" aria-expanded={optionsOpen} aria-controls={optionsId} onClick={() => setOptionsOpen((o) => !o)} className="font-medium text-slate-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">
            {t('box.options')}
          </button>
          {advancedLink}
        </div>
      )}
      <div id={optionsId} className={`mt-2 flex-wrap items-center gap-x-3 gap-y-2 text-sm ${full ? 'flex justify-center rounded-md bg-white/90 px-2 py-1.5' : `${optionsOpen ? 'flex' : 'hidden'} sm:flex`}`}>
        <LabelledSelect label={t('box.matchLabel')} value={value.match} options={MATCH_MODES.map((m) => ({ value: m, label: t(`match.${m}`) }))} onChange={(match) => set({ match })} />
        <LabelledSelect
          label={t('box.docTypeLabel')}
          value={value.docCode}
          options={[any, ...(dictionaries?.docCode ?? []).map((d) => ({ value: d.code, label: d.name }))]}
          onChange={(docCode) => set({ docCode })}
          selectClassName="max-w-[10rem]"
        />
        <LabelledSelect
          label={t('box.resourceTypeLabel')}
          value={value.resourceType}
          options={[any, ...(dictionaries?.resourceType ?? []).map((d) => ({ value: d.code, label: d.name }))]}
          onChange={(resourceType) => set({ resourceType })}
        />
        <span className={full ? '' : 'hidden sm:inline'}>{advancedLink}</span>
      </div>
      <p id={messageId} role="alert" className={`text-sm font-medium text-red-700 ${full ? 'mt-2 min-h-6 rounded bg-white/90 px-2 empty:bg-transparent' : 'mt-1 empty:hidden'}`}>
        {problem === 'empty' ? t('box.emptyTerm') : problem === 'tooLong' ? t('box.tooLong', { max: MAX_TERM_LENGTH, length: value.term.trim().length }) : null}
      </p>
    </form>
  )
}
