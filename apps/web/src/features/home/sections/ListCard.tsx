import { Link } from 'react-router-dom'

/** How many covers a card shows (the server sends up to four). */
const COVERS = 4

export type ListCardData = {
  to: string
  name: string
  description?: string | null
  books: readonly { recordId: number; title: string; imgUrl: string | null }[]
  /** Short facts under the name: counts, who shared it. */
  facts: readonly string[]
}

/**
 * A list of books as a card: a strip of covers, the name, a line of description and its counts. The
 * whole card is clickable, but the only link is the name, so a screen reader hears the name once.
 */
export function ListCard({ to, name, description, books, facts }: ListCardData) {
  const slots = Array.from({ length: COVERS }, (_, i) => books[i])
  return (
    <li className="relative flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 hover:border-slate-400 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-slate-700">
      <div className="grid grid-cols-4 gap-1">
        {slots.map((book, i) => (
          <div key={book ? `r${book.recordId}` : `e${i}`} className="aspect-[3/4] overflow-hidden rounded bg-slate-100 ring-1 ring-black/5">
            {/* The covers repeat what the link says; alt="" keeps them out of the reading. */}
            {book?.imgUrl ? <img src={book.imgUrl} alt="" loading="lazy" className="size-full object-cover" /> : null}
          </div>
        ))}
      </div>
      <h3 className="line-clamp-2 font-medium break-words text-slate-900">
        <Link to={to} className="underline-offset-2 after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none">
          {name}
        </Link>
      </h3>
      {description ? <p className="line-clamp-2 text-sm text-slate-600">{description}</p> : null}
      {facts.length > 0 ? (
        <p className="mt-auto flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600">
          {facts.map((fact, i) => (
            <span key={i}>{fact}</span>
          ))}
        </p>
      ) : null}
    </li>
  )
}

/** Cards in a grid: one column on a phone, two on a tablet, four on a wide screen. */
export function ListCardGrid({ cards }: { cards: readonly (ListCardData & { key: string })[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, ...card }) => (
        <ListCard key={key} {...card} />
      ))}
    </ul>
  )
}
