import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { BROWSE_ALL, searchListPath } from '../../../lib/search-list-link.ts'
import { trpc } from '../../../lib/trpc.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { HomeSection } from '../HomeSection.tsx'

/** A grey bar as tall as a line of text of the given classes (it holds a no-break space). */
function Line({ className }: { className: string }) {
  return <span className={`block rounded bg-slate-100 text-transparent ${className}`}>{'\u00a0'}</span>
}

/** Twelve tiles (the disciplines of most libraries), each as tall as a loaded one: the first screen of a phone stays put. */
function SubjectsSkeleton() {
  return (
    <ul className="grid animate-pulse grid-cols-2 gap-2 motion-reduce:animate-none sm:grid-cols-3 md:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 12 }, (_, i) => (
        <li key={i} className="flex flex-col gap-0.5 rounded border border-slate-200 px-3 py-2">
          <Line className="w-2/3 font-medium" />
          <Line className="w-1/3 text-xs" />
        </li>
      ))}
    </ul>
  )
}

/** Pills of the keywords' size, in about the lines sixteen keywords take. */
function KeywordsSkeleton() {
  return (
    <ul className="flex animate-pulse flex-wrap gap-2 motion-reduce:animate-none" aria-hidden="true">
      {[16, 12, 20, 14, 10, 18, 24, 16, 22, 14, 12, 20, 10, 16].map((width, i) => (
        <li key={i} className={`inline-block rounded-full border border-slate-200 px-3 py-1 ${i < 3 ? 'text-base' : 'text-sm'}`}>
          <span className="block rounded bg-slate-100 text-transparent" style={{ width: `${width * 0.25}rem` }}>
            {'\u00a0'}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Subject tiles (MoE disciplines with their record counts), each a search limited to it; then the month's keywords. */
export function SubjectsSection() {
  const { t } = useTranslation('home')
  const locale = useLocale()
  const subjects = trpc.home.disciplines.useQuery({})
  const keywords = trpc.home.keywords.useQuery({ rows: 16 })
  const number = new Intl.NumberFormat(locale)
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <HomeSection title={t('subjects.title')} query={subjects} empty={!subjects.data?.length} emptyText={t('subjects.empty')} className="lg:col-span-2" skeleton={<SubjectsSkeleton />}>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
          {subjects.data?.map((s) => (
            <li key={s.disCode}>
              <Link
                to={searchListPath(BROWSE_ALL, { discode1: s.disCode })}
                className="flex h-full flex-col rounded border border-slate-200 px-3 py-2 hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-slate-700"
              >
                <span className="font-medium break-words text-slate-900">{s.disName}</span>
                <span className="text-xs text-slate-600">{t('subjects.count', { count: s.recordCount, formatted: number.format(s.recordCount) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>
      <HomeSection title={t('keywords.title')} query={keywords} empty={!keywords.data?.length} emptyText={t('keywords.empty')} skeleton={<KeywordsSkeleton />}>
        <ul className="flex flex-wrap gap-2">
          {keywords.data?.map((k, i) => (
            <li key={k.keyWord}>
              <Link
                to={searchListPath(k.keyWord)}
                className={`inline-block rounded-full border border-slate-200 px-3 py-1 text-slate-800 hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-slate-700 ${i < 3 ? 'text-base font-medium' : 'text-sm'}`}
              >
                {k.keyWord}
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>
    </div>
  )
}
