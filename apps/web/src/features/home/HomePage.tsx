import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingIndicator } from '../../components/LoadingIndicator.tsx'
import { WhenNearScreen } from '../../components/WhenNearScreen.tsx'
import { tenantName } from '../../lib/tenant-name.ts'
import { trpc } from '../../lib/trpc.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { usePortalBootstrap } from '../../lib/use-portal-bootstrap.ts'
import { SectionPlaceholder } from './HomeSection.tsx'
import { LibraryList } from './LibraryList.tsx'
import { PopularSearches } from './PopularSearches.tsx'
import { SearchBox } from '../../components/search-box/SearchBox.tsx'
import { CollectionsSection } from './sections/CollectionsSection.tsx'
import { DonationsSection } from './sections/DonationsSection.tsx'
import { FeaturedListsSection } from './sections/FeaturedListsSection.tsx'
import { HotLoansSection } from './sections/HotLoansSection.tsx'
import { NewBooksSection } from './sections/NewBooksSection.tsx'
import { RankingsSection } from './sections/RankingsSection.tsx'
import { SubjectsSection } from './sections/SubjectsSection.tsx'

/** /Home: the search area, then every home section of spec §3 "Home data", each on its own call. */
export function HomePage() {
  const { t } = useTranslation('home')
  const { data: bootstrap } = usePortalBootstrap()
  const locale = useLocale()
  const externalFind = trpc.home.externalFind.useQuery(undefined, { staleTime: 10 * 60_000 })
  if (!bootstrap) return <LoadingIndicator />

  const background = bootstrap.findConfig.searchBackGround
  const heroStyle: CSSProperties | undefined = background ? { backgroundImage: `url("${encodeURI(background)}")` } : undefined
  return (
    <>
      <section
        style={heroStyle}
        data-testid="home-search-area"
        className="flex flex-col items-center gap-4 bg-slate-100 bg-cover bg-center px-4 py-10 text-center sm:py-16"
      >
        <h1 className={`text-2xl font-bold sm:text-4xl ${background ? 'rounded bg-white/85 px-3 py-1 text-slate-900' : 'text-slate-900'}`}>
          {tenantName(bootstrap.group, locale)}
        </h1>
        <SearchBox />
        {/* The popular terms come with their own call: two lines on a phone, one on wider screens are kept for them,
            so the sections below do not jump when they arrive. */}
        <div className={`min-h-11 sm:min-h-5 ${background ? 'rounded bg-white/85 px-3 py-1' : ''}`}>
          <PopularSearches />
        </div>
        {externalFind.data?.show === '1' ? (
          <a href={externalFind.data.url} target="_blank" rel="noopener noreferrer" className="text-sm text-slate-800 underline underline-offset-2">
            {t('externalFind')}
            <span className="sr-only"> ({t('newWindow')})</span>
          </a>
        ) : null}
      </section>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8">
        <SubjectsSection />
        {/* Below a phone's first screen: each block is drawn (and asks the server) when the reader comes near it,
            in a placeholder about as tall as the block on a phone and on a wide screen. */}
        <WhenNearScreen placeholder={<SectionPlaceholder heightClass="h-[61rem] sm:h-[41rem]" />}>
          <HotLoansSection />
        </WhenNearScreen>
        <WhenNearScreen placeholder={<SectionPlaceholder heightClass="h-[61rem] sm:h-[41rem]" />}>
          <NewBooksSection />
        </WhenNearScreen>
        <WhenNearScreen placeholder={<SectionPlaceholder heightClass="h-[46rem] sm:h-64" />}>
          <CollectionsSection />
        </WhenNearScreen>
        <WhenNearScreen placeholder={<SectionPlaceholder heightClass="h-[134rem] md:h-[51rem]" />}>
          <RankingsSection />
        </WhenNearScreen>
        <WhenNearScreen placeholder={<SectionPlaceholder heightClass="h-[205rem] sm:h-[53rem]" />}>
          <FeaturedListsSection />
        </WhenNearScreen>
        <WhenNearScreen placeholder={<SectionPlaceholder heightClass="h-[30rem] md:h-48" />}>
          <DonationsSection />
        </WhenNearScreen>
      </div>
      {bootstrap.findConfig.independentLibCode === '1' && bootstrap.libraries.length > 0 ? <LibraryList libraries={bootstrap.libraries} /> : null}
    </>
  )
}
