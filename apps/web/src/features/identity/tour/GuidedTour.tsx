import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { trpc } from '../../../lib/trpc.ts'
import { endTour, rememberReturnPage, storedStep, storeStep, type TourStep } from './tour-state.ts'

/** What each step points at: nothing (a welcome), the top menu, the user area. */
const TARGETS: Record<TourStep, string | null> = { 1: null, 2: 'main-menu', 3: 'user-area' }
type Rect = { top: number; left: number; width: number; height: number }

function rectOf(id: string | null): Rect | null {
  const element = id ? document.getElementById(id) : null
  if (!element) return null
  const r = element.getBoundingClientRect()
  return { top: r.top, left: r.left, width: r.width, height: r.height }
}

/**
 * The first-login guided tour (spec §2): a welcome (Start), then the menu (Skip / Next, 2/3), then the
 * user area (Skip / Finish, 3/3). Skipping or finishing tells the server (the tour does not come back)
 * and returns to the page the tour started on. A modal dialog: focus stays in it, Escape skips.
 */
export function GuidedTour() {
  const { t } = useTranslation('header')
  const navigate = useNavigate()
  const location = useLocation()
  const utils = trpc.useUtils()
  const finish = trpc.identity.finishTour.useMutation({ onSettled: () => void utils.identity.me.invalidate() })
  const [step, setStep] = useState<TourStep>(() => storedStep(window.localStorage))
  const [rect, setRect] = useState<Rect | null>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const textId = useId()

  useEffect(() => rememberReturnPage(window.localStorage, `${location.pathname}${location.search}`), [location.pathname, location.search])
  useLayoutEffect(() => {
    const measure = () => setRect(rectOf(TARGETS[step]))
    measure()
    window.addEventListener('resize', measure)
    window.addEventListener('scroll', measure, true)
    return () => {
      window.removeEventListener('resize', measure)
      window.removeEventListener('scroll', measure, true)
    }
  }, [step])
  useEffect(() => panelRef.current?.querySelector<HTMLButtonElement>('[data-primary]')?.focus(), [step])

  const go = (next: TourStep) => {
    storeStep(window.localStorage, next)
    setStep(next)
  }
  const close = () => {
    finish.mutate()
    navigate(endTour(window.localStorage), { replace: true })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') {
      const buttons = Array.from(panelRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])
      const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
      event.preventDefault()
      buttons[(index + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length]?.focus()
    }
  }

  // The panel is 22rem wide (less on a narrow phone) and must stay on screen.
  const panelWidth = Math.min(352, window.innerWidth - 16)
  const panelStyle = rect
    ? { top: Math.min(rect.top + rect.height + 12, window.innerHeight - 220), left: Math.max(8, Math.min(rect.left, window.innerWidth - panelWidth - 8)) }
    : { top: '30%', left: '50%', transform: 'translateX(-50%)' }
  const button = 'rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700'
  return (
    <div className="fixed inset-0 z-50">
      {rect ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed rounded-md ring-4 ring-amber-300"
          style={{ top: rect.top - 4, left: rect.left - 4, width: rect.width + 8, height: rect.height + 8, boxShadow: '0 0 0 9999px rgb(15 23 42 / 0.6)' }}
        />
      ) : (
        <div aria-hidden="true" className="fixed inset-0 bg-slate-900/60" />
      )}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
        style={panelStyle}
        className="fixed w-[min(22rem,calc(100vw-1rem))] rounded-lg bg-white p-4 text-slate-900 shadow-xl"
      >
        <h2 id={titleId} className="text-base font-semibold">
          {t(`tour.step${step}.title`)}
        </h2>
        <p id={textId} className="mt-1 text-sm text-slate-700">
          {t(`tour.step${step}.text`)}
        </p>
        <div className="mt-4 flex items-center justify-between gap-2">
          <span className="text-xs text-slate-600">{step > 1 ? t('tour.progress', { step, total: 3 }) : null}</span>
          <div className="flex gap-2">
            {step > 1 ? (
              <button type="button" onClick={close} className={`${button} text-slate-700 hover:bg-slate-100`}>
                {t('tour.skip')}
              </button>
            ) : null}
            <button type="button" data-primary onClick={() => (step === 3 ? close() : go((step + 1) as TourStep))} className={`${button} bg-slate-800 text-white hover:bg-slate-900`}>
              {t(step === 1 ? 'tour.start' : step === 2 ? 'tour.next' : 'tour.finish')}
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}
