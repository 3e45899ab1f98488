import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { searchListPath } from '../../../lib/search-list-link.ts'
import { trpc } from '../../../lib/trpc.ts'
import { RecordSection } from './RecordSection.tsx'

const MAX_AUTHORS = 4

/** About the record's author(s): how many works the library has, their main subjects, other works. */
export function AuthorSection({ recordId, authors }: { recordId: number; authors: readonly string[] }) {
  const { t, i18n } = useTranslation('record')
  const choices = authors.slice(0, MAX_AUTHORS)
  const [chosen, setChosen] = useState(choices[0] ?? '')
  const info = trpc.catalogue.author.info.useQuery({ author: chosen, size: 10 }, { enabled: Boolean(chosen), staleTime: 5 * 60_000 })
  const books = trpc.catalogue.author.books.useQuery({ author: chosen, size: 8 }, { enabled: Boolean(chosen), staleTime: 5 * 60_000 })
  if (!chosen) return null
  // A name the server cannot clean (initials only, a corporate statement) has no author page: "nothing known".
  const unknown = info.error?.data?.appCode === 'VALIDATION_FAILED'
  const others = (books.data?.list ?? []).filter((book) => book.recordId !== recordId)
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <RecordSection id="author" title={t('author.title')} query={unknown ? { ...info, isError: false } : info} empty={unknown} emptyText={t('author.none')}>
      {choices.length > 1 ? (
        <div role="group" aria-label={t('author.choose')} className="mb-3 flex flex-wrap gap-2">
          {choices.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={name === chosen}
              onClick={() => setChosen(name)}
              className="rounded-full border border-slate-300 px-3 py-1 text-sm aria-pressed:border-sky-800 aria-pressed:bg-sky-50 aria-pressed:font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
            >
              {name}
            </button>
          ))}
        </div>
      ) : null}
      {info.data ? (
        <div className="space-y-3 text-sm">
          <p className="text-base font-semibold text-slate-900">{info.data.author}</p>
          <p className="text-slate-700">
            <Link to={searchListPath(info.data.author, { searchField: 'author' })} className="text-sky-800 underline underline-offset-2 hover:text-sky-950">
              {t('author.works', { count: info.data.bookCount, formatted: number.format(info.data.bookCount) })}
            </Link>
          </p>
          {info.data.subjects.length ? (
            <div>
              <h3 className="font-medium text-slate-700">{t('author.subjects')}</h3>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {info.data.subjects.map((s) => (
                  <li key={s.subject}>
                    <Link to={searchListPath(s.subject, { searchField: 'subject' })} className="inline-block rounded bg-slate-100 px-2 py-0.5 text-slate-800 hover:bg-slate-200">
                      {s.subject}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {others.length ? (
            <div>
              <h3 className="font-medium text-slate-700">{t('author.otherWorks')}</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {others.map((book) => (
                  <li key={book.recordId}>
                    <Link to={`/searchList/bookDetails/${book.recordId}`} className="text-sky-800 underline underline-offset-2 hover:text-sky-950">
                      {book.title}
                    </Link>
                    {book.publishYear ? <span className="text-slate-600"> ({book.publishYear})</span> : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </RecordSection>
  )
}
