import { localeToContentLanguage, localeToLanguageHeader, type Locale } from '@portal/contracts'
import { storedAuthToken } from './auth-token.ts'
import { mappingPathOf } from './mapping-path.ts'
import { storedGroupCodeFor } from './tenant-session.ts'

export type RequestHeaderSources = {
  /** `location.pathname` of the page (not the hash route). */
  pathname: string
  locale: Locale
  session: Pick<Storage, 'getItem'>
}

/**
 * The headers every call carries (spec §7): mappingPath, groupCode, language (ENG|CHI),
 * content-language (zh_CN|zh_HK|en_US) and the patron's token under its configured header name.
 * Empty values are left out rather than sent blank.
 */
export function buildRequestHeaders({ pathname, locale, session }: RequestHeaderSources): Record<string, string> {
  const mappingPath = mappingPathOf(pathname)
  const headers: Record<string, string> = {
    language: localeToLanguageHeader(locale),
    'content-language': localeToContentLanguage(locale),
  }
  if (mappingPath) headers.mappingPath = mappingPath
  const groupCode = storedGroupCodeFor(session, mappingPath)
  if (groupCode) headers.groupCode = groupCode
  const token = storedAuthToken(session)
  if (token) headers[token.header] = token.value
  return headers
}
