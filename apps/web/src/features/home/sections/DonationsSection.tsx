import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { trpc } from '../../../lib/trpc.ts'
import { HomeSection } from '../HomeSection.tsx'
import { useDayFormat } from '../../../lib/format-day.ts'

/** The latest donations, as a thank-you list: who gave which book, how many copies, and when. */
export function DonationsSection() {
  const { t } = useTranslation('homeLists')
  const formatDay = useDayFormat()
  const query = trpc.home.recentDonations.useQuery({ rows: 8 })
  const donations = query.data ?? []
  return (
    <HomeSection title={t('donations.title')} moreTo="/bookDonate" query={query} empty={donations.length === 0} emptyText={t('donations.empty')}>
      <ul className="grid gap-x-8 divide-y divide-slate-100 md:grid-cols-2 md:divide-y-0">
        {donations.map((donation) => (
          <li key={donation.donateId} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
            <p className="min-w-0 text-sm text-slate-800">
              {/* Trans escapes the donor's and the title's text before it looks for tags, so neither can add markup. */}
              <Trans
                t={t}
                i18nKey="donations.item"
                values={{ donor: donation.donorName, title: donation.title }}
                count={donation.copies}
                components={{
                  book:
                    donation.recordId !== null ? (
                      <Link
                        to={`/searchList/bookDetails/${donation.recordId}`}
                        className="font-medium text-slate-900 underline underline-offset-2 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-slate-700"
                      />
                    ) : (
                      <span className="font-medium text-slate-900" />
                    ),
                }}
              />
            </p>
            <time dateTime={donation.donateDate} className="shrink-0 text-xs text-slate-600">
              {formatDay(donation.donateDate)}
            </time>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
