import type { LibraryItem } from '@portal/contracts'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronDownIcon } from '../../../components/ChevronDownIcon.tsx'
import { chosenLibCode, rememberLibCode } from '../../../lib/chosen-library.ts'
import { pickLocalized } from '../../../lib/localized-text.ts'
import { trpc } from '../../../lib/trpc.ts'
import { useLocale } from '../../../lib/use-locale.ts'

type LibraryPickerProps = {
  libraries: readonly LibraryItem[]
  /** Injected by tests; the page reloads so every list follows the new choice (spec §2). */
  reload?: () => void
}

/**
 * The header's library picker (independentLibCode '1'): a searchable list of the tenant's libraries plus
 * "All libraries". A choice is stored, told to the server (it remembers a signed-in patron's home
 * library) and applied by reloading the page.
 */
export function LibraryPicker({ libraries, reload = () => window.location.reload() }: LibraryPickerProps) {
  const { t } = useTranslation('header')
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const [filter, setFilter] = useState('')
  const panelId = useId()
  const inputId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const save = trpc.tenancy.saveLastLibCode.useMutation()
  const current = chosenLibCode(window.localStorage)
  const nameOf = (l: LibraryItem) => pickLocalized({ 'zh-CN': l.libName, 'zh-TW': l.complexName, 'en-US': l.englishName }, locale)
  const currentLibrary = libraries.find((l) => l.libCode === current)

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  const close = () => {
    setOpen(false)
    setFilter('')
    buttonRef.current?.focus()
  }
  const choose = async (libCode: string) => {
    rememberLibCode(window.localStorage, libCode)
    // The server's copy only matters for a signed-in patron; the stored choice is what the page uses.
    await save.mutateAsync({ libCode }).catch(() => undefined)
    reload()
  }
  const needle = filter.trim().toLowerCase()
  const shown = libraries.filter((l) => !needle || [l.libName, l.complexName, l.englishName].some((n) => n.toLowerCase().includes(needle)))

  return (
    <div className="relative" onKeyDown={(e) => e.key === 'Escape' && open && close()}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
        className="flex max-w-[12rem] items-center gap-1 rounded border border-white/40 px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        <span className="sr-only">{t('library.label')}: </span>
        <span className="truncate">{currentLibrary ? nameOf(currentLibrary) : t('library.all')}</span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <div id={panelId} className="absolute right-0 z-30 mt-2 w-72 rounded-md bg-white p-2 text-slate-900 shadow-lg ring-1 ring-black/10">
          <label htmlFor={inputId} className="sr-only">
            {t('library.search')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('library.search')}
            className="mb-2 w-full rounded border border-slate-300 px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-slate-700"
          />
          <ul aria-label={t('library.label')} className="max-h-64 overflow-y-auto">
            {[{ code: '', name: t('library.all') }, ...shown.map((l) => ({ code: l.libCode, name: nameOf(l) }))].map((option) => (
              <li key={option.code || 'all'}>
                <button
                  type="button"
                  aria-pressed={option.code === current}
                  disabled={save.isPending}
                  onClick={() => void choose(option.code)}
                  className="w-full rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-700 aria-pressed:font-semibold"
                >
                  {option.name}
                </button>
              </li>
            ))}
          </ul>
          {shown.length === 0 ? <p className="px-2 py-1 text-sm text-slate-600">{t('library.none')}</p> : null}
        </div>
      ) : null}
    </div>
  )
}
