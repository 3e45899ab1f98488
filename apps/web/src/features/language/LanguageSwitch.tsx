import { LOCALES, type Locale } from '@portal/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { GlobeIcon } from '../../components/GlobeIcon.tsx'
import { saveLanguagePreference } from '../../lib/language-preference.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** Language choice: stored in localStorage and applied by reloading the page (spec §4). */
export function LanguageSwitch({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const selectId = useId()

  const choose = (value: string) => {
    const next = LOCALES.find((candidate): candidate is Locale => candidate === value)
    if (!next || next === locale) return
    saveLanguagePreference(window.localStorage, next)
    reload()
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="sr-only">
        {t('language.label')}
      </label>
      <GlobeIcon />
      <select
        id={selectId}
        value={locale}
        onChange={(event) => choose(event.target.value)}
        className="rounded border border-white/40 bg-white px-2 py-1 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`language.${option}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
