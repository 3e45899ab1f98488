import { Navigate, useParams } from 'react-router-dom'
import { searchStatePath } from '../../../lib/search-state.ts'
import { externalSearch, resourceSearch } from './external-search.ts'

/** /searchListExternal/…: the search its path describes, opened as /searchList (replacing the entry address). */
export function ExternalSearchPage() {
  const params = useParams()
  return <Navigate replace to={searchStatePath(externalSearch(params))} />
}

/** /searchListResource/…: likewise, with a resource type. */
export function ResourceSearchPage() {
  const params = useParams()
  return <Navigate replace to={searchStatePath(resourceSearch(params))} />
}
