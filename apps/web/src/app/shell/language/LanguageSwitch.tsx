import { LOCALES, type Locale } from '@portal/contracts'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { GlobeIcon } from '../../../components/GlobeIcon.tsx'
import { saveLanguagePreference } from '../../../lib/language-preference.ts'
import { useLocale } from '../../../lib/use-locale.ts'

/** Keys that step through a closed select's options; browsers fire `change` at every step. */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'])

/**
 * Language choice: stored in localStorage and applied by reloading the page (spec §4). A pick with the
 * mouse or from the open list reloads at once; stepping through the closed select with the keyboard
 * only shows the language, and Enter or leaving the select applies it, so a keyboard user can reach
 * the third language without a reload into the second on the way (WCAG 3.2.2 On Input).
 */
export function LanguageSwitch({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const selectId = useId()
  const [shown, setShown] = useState<string | null>(null)
  const steppedByKey = useRef(false)

  const choose = (value: string) => {
    const next = LOCALES.find((candidate): candidate is Locale => candidate === value)
    if (!next || next === locale) return
    saveLanguagePreference(window.localStorage, next)
    reload()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    steppedByKey.current = !event.altKey && (BROWSING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' '))
    if (event.key === 'Enter' && shown !== null) {
      event.preventDefault()
      choose(shown)
    } else if (event.key === 'Escape' && shown !== null) {
      setShown(null)
    }
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="sr-only">
        {t('language.label')}
      </label>
      <GlobeIcon />
      <select
        id={selectId}
        value={shown ?? locale}
        onKeyDown={onKeyDown}
        onKeyUp={() => (steppedByKey.current = false)}
        onChange={(event) => (steppedByKey.current ? setShown(event.target.value) : choose(event.target.value))}
        onBlur={() => shown !== null && choose(shown)}
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
