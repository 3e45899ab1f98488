import { SEARCH_FIELDS, type SearchField } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../lib/trpc.ts'

export type Choice = { code: string; name: string }

const LONG = { staleTime: 30 * 60_000 }

/**
 * The choices of a search form: the 15 search fields (catalogue.searchFields, named by the server in the
 * page's language; our own names until it answers or when it fails), and the code lists of
 * catalogue.dictionaries (document types, resource types, languages, libraries, …).
 */
export function useSearchChoices() {
  const { t } = useTranslation('search')
  const fields = trpc.catalogue.searchFields.useQuery(undefined, LONG)
  const dictionaries = trpc.catalogue.dictionaries.useQuery(undefined, LONG)
  const known = new Map((fields.data ?? []).map((f) => [f.searchFieldCode, f.searchFieldName]))
  const fieldChoices: { code: SearchField; name: string }[] = SEARCH_FIELDS.map((code) => ({ code, name: known.get(code) ?? t(`fields.${code}`) }))
  return { fields: fieldChoices, dictionaries: dictionaries.data }
}

export type SearchDictionaries = NonNullable<ReturnType<typeof useSearchChoices>['dictionaries']>
