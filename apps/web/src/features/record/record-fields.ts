import type { Bean2Item } from './record-types.ts'

/** A piece of a detail field: plain text, or an in-app link the server wrote (an author or subject search). */
export type FieldSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; to: string }

/** Only links into our own search list survive; every other tag is reduced to its text. */
const IN_APP_LINK = /^#(\/searchList(?:\?[^#]*)?)$/
/** Elements whose content is never text for a reader. */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT'])

/**
 * The rich detail (getDetail) writes fields as HTML: escaped text plus `<a>` search links (contract §3.3).
 * It is parsed in an inert document (no scripts run, nothing loads) and turned into text and links, so
 * whatever the catalogue holds — tags included — reaches the page as text, never as markup.
 */
export function fieldSegments(html: string): FieldSegment[] {
  if (!/[<&]/.test(html)) return html ? [{ kind: 'text', text: html }] : []
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const out: FieldSegment[] = []
  const pushText = (text: string) => {
    if (!text) return
    const last = out.at(-1)
    if (last?.kind === 'text') last.text += text
    else out.push({ kind: 'text', text })
  }
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) return pushText(node.textContent ?? '')
    if (!(node instanceof Element) || DROPPED.has(node.tagName)) return
    if (node.tagName === 'BR') return pushText('\n')
    const target = node.tagName === 'A' ? IN_APP_LINK.exec(node.getAttribute('href') ?? '') : null
    const text = node.textContent ?? ''
    if (target && text.trim()) out.push({ kind: 'link', text, to: target[1]! })
    else node.childNodes.forEach(walk)
  }
  doc.body.childNodes.forEach(walk)
  return out
}

/** The text of a detail field, markup removed. */
export function fieldText(html: string): string {
  return fieldSegments(html)
    .map((s) => s.text)
    .join('')
}

/** Rows of the metadata table: a repeatable code (cnb04, cnb48, cnb62 …) becomes one row with several values. */
export type FieldRow = { key: string; description: string; values: string[] }

export function groupFields(items: readonly Bean2Item[]): FieldRow[] {
  const rows = new Map<string, FieldRow>()
  for (const item of items) {
    if (!item.fieldVal.trim()) continue
    const id = item.key || item.description
    const row = rows.get(id)
    if (row) row.values.push(item.fieldVal)
    else rows.set(id, { key: item.key, description: item.description, values: [item.fieldVal] })
  }
  return [...rows.values()]
}

/** The names of a record's authors, read from its author fields (cnb48), each a clean name. */
export function authorNames(items: readonly Bean2Item[]): string[] {
  return [...new Set(items.filter((i) => i.key === 'cnb48').map((i) => fieldText(i.fieldVal).trim()).filter(Boolean))]
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
