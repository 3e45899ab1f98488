import { Link } from 'react-router-dom'

export type BookCardData = { recordId: number; title: string; author?: string | null; imgUrl?: string | null; note?: string }

/** A record as a cover with its title and author, linking to its record page. */
export function BookCard({ book }: { book: BookCardData }) {
  return (
    <li className="min-w-0">
      <Link to={`/searchList/bookDetails/${book.recordId}`} className="group block rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700">
        <div className="aspect-[3/4] overflow-hidden rounded bg-slate-100 shadow-sm ring-1 ring-black/5">
          {book.imgUrl ? <img src={book.imgUrl} alt="" loading="lazy" className="size-full object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none" /> : null}
        </div>
        <p className="mt-2 line-clamp-2 text-sm font-medium text-slate-900 group-hover:underline">{book.title}</p>
        {book.author ? <p className="mt-0.5 truncate text-xs text-slate-600">{book.author}</p> : null}
        {book.note ? <p className="mt-0.5 text-xs text-slate-500">{book.note}</p> : null}
      </Link>
    </li>
  )
}

/** Covers in a grid: two columns on a phone, up to six on a wide screen. */
export function BookGrid({ books, label }: { books: BookCardData[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
      {books.map((book) => (
        <BookCard key={book.recordId} book={book} />
      ))}
    </ul>
  )
}
