import type { ReactNode } from 'react'
import { CARD_CELL } from './card-table.ts'

/**
 * A table that becomes a stack of cards on a phone: the header row is read by screen readers only there, each
 * body row is a card, and each cell (CardCell) a labelled line of it.
 */
export function CardTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="overflow-x-auto max-sm:overflow-visible">
      <table className="w-full border-collapse text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 max-sm:sr-only">{head}</thead>
        <tbody className="divide-y divide-slate-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">{children}</tbody>
      </table>
    </div>
  )
}

/** A cell of a CardTable: on a phone a grid line with its column name (`label`) before the value. */
export function cardCell(label: string, content: ReactNode, extra = '') {
  return (
    <td data-label={label} className={`${CARD_CELL} max-sm:grid ${extra}`}>
      {content}
    </td>
  )
}
