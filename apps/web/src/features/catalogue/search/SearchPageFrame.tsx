import type { ReactNode } from 'react'
import { SearchBox } from '../../../components/search-box/SearchBox.tsx'
import type { SearchState } from '../../../lib/search-state.ts'

type SearchPageFrameProps = {
  title: string
  /** The search on screen, shown in the compact box for refining; a change of it resets the box. */
  state?: SearchState
  /** Where the compact box's searches open (a scoped list keeps its own page). */
  target?: string
  /** Under the title: what this list covers. */
  note?: ReactNode
  children: ReactNode
}

/** The frame of every search page: a band with the title and the compact search box, then the page. */
export function SearchPageFrame({ title, state, target, note, children }: SearchPageFrameProps) {
  const single = (values: string[] | undefined) => (values?.length === 1 ? values[0] : undefined)
  const initial = state
    ? { term: state.term === '*' ? '' : state.term, field: state.field, match: state.match, docCode: single(state.filters.docCode), resourceType: single(state.filters.resourceType) }
    : undefined
  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-4">
          <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h1>
          {note ? <div className="mt-1 text-sm text-slate-700">{note}</div> : null}
          <div className="mt-3 max-w-4xl">
            <SearchBox key={JSON.stringify(initial ?? {})} variant="compact" initial={initial} target={target} />
          </div>
        </div>
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 py-4">{children}</div>
    </>
  )
}
