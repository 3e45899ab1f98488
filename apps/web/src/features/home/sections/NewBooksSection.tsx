import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { chosenLibCode } from '../../../lib/chosen-library.ts'
import { trpc } from '../../../lib/trpc.ts'
import { BookGrid } from '../BookCard.tsx'
import { HomeSection } from '../HomeSection.tsx'
import { WindowChoice } from '../../../components/WindowChoice.tsx'

/** New-book windows offered here (spec §9 codes): a week, a month, three months, half a year. */
const WINDOWS = ['1', '2', '4', '5'] as const
type NewBookWindow = (typeof WINDOWS)[number]

/** Records accessioned within the chosen window, newest first. */
export function NewBooksSection() {
  const { t } = useTranslation('home')
  const [time, setTime] = useState<NewBookWindow>('2')
  const query = trpc.home.newBooks.useQuery({ page: 1, rows: 12, time, sortField: 'in_date', sortClause: 'desc', libCode: chosenLibCode(window.localStorage) || undefined })
  const books = (query.data?.searchResult ?? []).map((b) => ({ recordId: b.recordId, title: b.title, author: b.author, imgUrl: b.pic }))
  const windows = WINDOWS.map((value) => ({ value, label: t(`newBooks.windows.${value}`) }))
  return (
    <HomeSection
      title={t('newBooks.title')}
      moreTo="/newBookInform"
      query={query}
      empty={books.length === 0}
      emptyText={t('newBooks.empty')}
      actions={<WindowChoice label={t('windows.label')} options={windows} value={time} onChange={setTime} />}
    >
      <BookGrid books={books} label={t('newBooks.title')} />
    </HomeSection>
  )
}
