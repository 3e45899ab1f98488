import type { LibraryItem } from '@portal/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { pickLocalized } from '../../lib/localized-text.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** The tenant's libraries (shown when findConfig.independentLibCode is '1'), main library first. */
export function LibraryList({ libraries }: { libraries: readonly LibraryItem[] }) {
  const { t } = useTranslation('home')
  const locale = useLocale()
  const headingId = useId()
  const ordered = libraries.toSorted((a, b) => Number(b.mainFlag === '1') - Number(a.mainFlag === '1'))

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-6xl px-4 py-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('libraries.heading')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ordered.map((library) => (
          <li key={library.libId} className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3">
            <span className="text-slate-900">
              {pickLocalized({ 'zh-CN': library.libName, 'zh-TW': library.complexName, 'en-US': library.englishName }, locale)}
            </span>
            {library.mainFlag === '1' ? (
              <span className="shrink-0 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t('libraries.main')}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
