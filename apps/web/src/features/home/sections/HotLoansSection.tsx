import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { chosenLibCode } from '../../../lib/chosen-library.ts'
import { trpc } from '../../../lib/trpc.ts'
import { BookGrid } from '../BookCard.tsx'
import { HomeSection } from '../HomeSection.tsx'
import { WindowChoice } from '../../../components/WindowChoice.tsx'

type StatRange = 7 | 30 | 90 | 365

/** Most borrowed records of the chosen window (a month by default, spec §9). */
export function HotLoansSection() {
  const { t } = useTranslation('home')
  const [statRange, setStatRange] = useState<StatRange>(30)
  const query = trpc.home.hotLoans.useQuery({ page: 1, rows: 12, statRange, sortType: 1, libCode: chosenLibCode(window.localStorage) || undefined })
  const books = (query.data?.result ?? []).map((b) => ({
    recordId: b.recordId, title: b.title, author: b.author, imgUrl: b.imgUrl, note: t('hotLoans.loanCount', { count: b.loanCount }),
  }))
  const windows = ([7, 30, 90, 365] as const).map((value) => ({ value, label: t(`windows.${value}`) }))
  return (
    <HomeSection
      title={t('hotLoans.title')}
      moreTo="/hotBook"
      query={query}
      empty={books.length === 0}
      emptyText={t('hotLoans.empty')}
      actions={<WindowChoice label={t('windows.label')} options={windows} value={statRange} onChange={setStatRange} />}
    >
      <BookGrid books={books} label={t('hotLoans.title')} />
    </HomeSection>
  )
}
