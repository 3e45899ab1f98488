import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

/** The help topics, each a heading and its paragraphs in the `header` namespace. */
const TOPICS = [
  { id: 'search', paragraphs: ['basic', 'fields', 'scripts', 'filters'] },
  { id: 'record', paragraphs: ['holdings', 'status', 'cite'] },
  { id: 'account', paragraphs: ['signIn', 'loans', 'requests'] },
  { id: 'more', paragraphs: ['language', 'library', 'contact'] },
] as const

/** Help modal width of spec §9 (778 px), narrower on a phone. */
const HELP_WIDTH = 'w-[min(778px,calc(100vw-2rem))]'

/**
 * The header's help icon and its modal (a native dialog: focus moves in, Escape closes, focus returns
 * to the icon). The help covers searching, record pages, the patron's account and the portal itself.
 */
export function HelpButton() {
  const { t } = useTranslation('header')
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  return (
    <>
      <button
        type="button"
        onClick={() => dialogRef.current?.showModal()}
        aria-haspopup="dialog"
        className="flex size-8 items-center justify-center rounded-full border border-white/40 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        <span aria-hidden="true">?</span>
        <span className="sr-only">{t('help.open')}</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className={`${HELP_WIDTH} m-auto max-h-[85vh] rounded-lg p-0 text-slate-900 shadow-xl backdrop:bg-black/50`}
        onClick={(e) => e.target === dialogRef.current && dialogRef.current.close()}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('help.title')}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="rounded px-2 py-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-700"
          >
            {t('help.close')}
          </button>
        </div>
        <div className="space-y-5 px-5 py-4 leading-relaxed">
          {TOPICS.map((topic) => (
            <section key={topic.id}>
              <h3 className="mb-1 font-semibold">{t(`help.topics.${topic.id}.title`)}</h3>
              {topic.paragraphs.map((p) => (
                <p key={p} className="mb-2 text-sm text-slate-700">
                  {t(`help.topics.${topic.id}.${p}` as 'help.topics.search.basic')}
                </p>
              ))}
            </section>
          ))}
        </div>
      </dialog>
    </>
  )
}
