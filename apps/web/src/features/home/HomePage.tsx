import { LoadingIndicator } from '../../components/LoadingIndicator.tsx'
import { tenantName } from '../../lib/tenant-name.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { usePortalBootstrap } from '../../lib/use-portal-bootstrap.ts'
import { LibraryList } from './LibraryList.tsx'
import { SearchBox } from './SearchBox.tsx'

/** /Home: the tenant's name, the search box, and its libraries when they are independent. */
export function HomePage() {
  const { data: bootstrap } = usePortalBootstrap()
  const locale = useLocale()
  if (!bootstrap) return <LoadingIndicator />

  return (
    <>
      <section className="flex flex-col items-center gap-6 bg-slate-100 px-4 py-12 text-center sm:py-20">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{tenantName(bootstrap.group, locale)}</h1>
        <SearchBox />
      </section>
      {bootstrap.findConfig.independentLibCode === '1' && bootstrap.libraries.length > 0 ? (
        <LibraryList libraries={bootstrap.libraries} />
      ) : null}
    </>
  )
}
