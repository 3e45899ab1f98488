import type { SearchLinkTarget } from '@portal/contracts'
import type { DetailValue } from './record-types.ts'

// The detail fields come as data (catalogue.detail's `fields`): each value's text and, for authors and
// subjects, the search it leads to. The page shows the text as text and builds the links itself.

/** The in-app address of a value's search, every part encoded (`/searchList?searchField=author&searchFieldContent=…`). */
export function searchLinkPath(target: SearchLinkTarget): string {
  const params = new URLSearchParams({ searchField: target.searchField, searchFieldContent: target.value })
  return `/searchList?${params.toString().replace(/\+/g, '%20')}`
}

/** A field of the metadata table's input: a code, the label a page may give it instead, its values. */
export type FieldInput = { code: string; label?: string; values: readonly DetailValue[] }
/** Rows of the metadata table: a repeatable code (cnb04, cnb48, cnb62 …) is one row with several values. */
export type FieldRow = { code: string; label?: string; values: DetailValue[] }

/** One row per code in first-seen order; blank values are left out, and rows left without values. */
export function groupFields(fields: readonly FieldInput[]): FieldRow[] {
  const rows = new Map<string, FieldRow>()
  for (const field of fields) {
    const values = field.values.filter((v) => v.text.trim())
    if (!values.length) continue
    const row = rows.get(field.code)
    if (row) row.values.push(...values)
    else rows.set(field.code, { ...field, values })
  }
  return [...rows.values()]
}

/** The names of a record's authors, read from its author fields (cnb48), each once. */
export function authorNames(fields: readonly FieldInput[]): string[] {
  return [...new Set(fields.filter((f) => f.code === 'cnb48').flatMap((f) => f.values.map((v) => v.text.trim())).filter(Boolean))]
}

/** Labels of the detail field codes of contract §5.7; unknown codes show the server's description. */
export const FIELD_LABELS = {
  cnb01: 'fields.cnb01',
  cnb02: 'fields.cnb02',
  cnb03: 'fields.cnb03',
  cnb04: 'fields.cnb04',
  cnb05: 'fields.cnb05',
  cnb10: 'fields.cnb10',
  cnb14: 'fields.cnb14',
  cnb20: 'fields.cnb20',
  cnb46: 'fields.cnb46',
  cnb48: 'fields.cnb48',
  cnb62: 'fields.cnb62',
  cnb67: 'fields.cnb67',
  cnb71: 'fields.cnb71',
  cnb75: 'fields.cnb75',
  cnb78: 'fields.cnb78',
  cnb81: 'fields.cnb81',
  cnb96: 'fields.cnb96',
  cnb98: 'fields.cnb98',
} as const

export type KnownFieldCode = keyof typeof FIELD_LABELS

export function isKnownField(key: string): key is KnownFieldCode {
  return Object.hasOwn(FIELD_LABELS, key)
}
