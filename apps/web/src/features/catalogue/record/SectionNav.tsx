import { useTranslation } from 'react-i18next'

export type SectionLink = { id: string; label: string }

/** Moves to a section of the page: scrolls it into view and puts the keyboard focus on it. */
export function goToSection(id: string) {
  const target = document.getElementById(id)
  if (!target) return
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  target.focus({ preventScroll: true })
}

/**
 * "On this page": buttons to each section. Buttons, not `#id` links: the hash holds the route
 * (react-router's hash router), so an in-page anchor would leave the record.
 */
export function SectionNav({ sections }: { sections: readonly SectionLink[] }) {
  const { t } = useTranslation('record')
  return (
    <nav aria-label={t('nav.label')} className="-mx-4 overflow-x-auto border-y border-slate-200 bg-slate-50 px-4 sm:mx-0 sm:rounded sm:border">
      <ul className="flex gap-1 py-1.5 whitespace-nowrap">
        {sections.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              onClick={() => goToSection(section.id)}
              className="rounded px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700"
            >
              {section.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
