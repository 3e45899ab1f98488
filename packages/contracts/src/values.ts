import type { FindConfig } from './find-config.ts'
import type { Locale } from './locale.ts'

// The plain values of the contracts that the web app uses at run time, in a module without zod: the browser bundle
// takes only what it imports (package.json: "sideEffects": false), so it carries no schema and no zod. The schemas
// beside them import these values.

/** The portal's languages; zh-CN is the default (spec §9). */
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const
export const DEFAULT_LOCALE: Locale = 'zh-CN'

export function localeToContentLanguage(locale: Locale): 'zh_CN' | 'zh_HK' | 'en_US' {
  return locale === 'en-US' ? 'en_US' : locale === 'zh-TW' ? 'zh_HK' : 'zh_CN'
}

/** `language` / `x-lang` header: ENG or CHI. */
export function localeToLanguageHeader(locale: Locale): 'ENG' | 'CHI' {
  return locale === 'en-US' ? 'ENG' : 'CHI'
}

/**
 * The 15 search fields of spec §3 Enumerations, by their LibStar request codes (contract §5.4):
 * all, any word, subject, title, journal, author, publisher, class number, abstract, call number,
 * barcode, ISBN, ISSN, institution, tool number ("more").
 */
export const SEARCH_FIELDS = [
  'keyWord', 'anyWord', 'subject', 'title', 'periName', 'author', 'publisher', 'kindNo',
  'abstract', 'callNo', 'barcode', 'isbn', 'issn', 'institution', 'toolNumber',
] as const

/** Match modes (contract §5.5, spec §3): 1 exact, 2 contains (default), 3 starts with, 4 ends with. */
export const MATCH_MODES = ['1', '2', '3', '4'] as const

export const BOOLEAN_OPERATORS = ['AND', 'OR', 'NOT'] as const

/** Sorts (contract §5.6 plus title and loan count). */
export const SORT_FIELDS = ['relevance', 'issued_sort', 'title', 'in_date', 'loan_count'] as const

/** Every flag of the find config as a tenant starts with it (find-config.ts validates stored values against these). */
export const FIND_CONFIG_DEFAULTS: FindConfig = {
  normalLogin: '1', passportLogin: '0', passportLoginUrl: '', unifieAuthen: '0', unifieAuthenLoginUrl: '',
  unifieAuthenLogoutUrl: '', mssoLoginUrl: '', exterSinAuthen: '0', exterSinAuthenUrl: '', weixinLogin: '0',
  bindMailOrPhone: '0', independentLibCode: '0', loginFlag: '0', blackAndWhiteModel: '0', filingNumberHide: '0',
  libTypeCode: '1', navBackColor: '25313d', navTextColor: 'fff', searchBackGround: '', purderRec: '1', freeRec: '1',
  customRec: '1', recRecord: '1', isPasswordProtect: '0', passwordCheck: '1', loginExplain: '', findPasswordFlag: '1',
  findCoerceLogin: '0', jwtHeader: 'jwtOpacAuth', documentServiceUrl: '', chaoXingFindUrl: '',
}

/** One-time codes: 6 digits, 10 minutes, one per minute, at most 5 a day per channel (the server enforces them). */
export const VERIFICATION_CODE_DIGITS = 6
export const VERIFICATION_CODE_RESEND_SECONDS = 60

/** A comment is at most this many characters (Unicode code points) once trimmed; longer text is refused, never cut. */
export const COMMENT_MAX_LENGTH = 1000

/**
 * Citation export of a record (searchResultDetail/exportCitation): GB/T 7714-2015, APA 7th, MLA 9th as
 * one line of plain text; RIS and BibTeX as files for reference managers.
 */
export const CITATION_FORMATS = ['gbt7714', 'apa', 'mla', 'ris', 'bibtex'] as const
