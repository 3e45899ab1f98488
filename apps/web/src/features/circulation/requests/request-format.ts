import { useMemo } from 'react'
import { useLocale } from '../../../lib/use-locale.ts'

/** Formats an instant (ISO) as the page's language writes a date and time, in the browser's zone. */
export function useMomentFormat(): (iso: string) => string {
  const locale = useLocale()
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    return (iso: string) => format.format(new Date(iso))
  }, [locale])
}

/** The badge colours of a request status. */
export const STATUS_TONE: Record<string, string> = {
  START: 'bg-sky-50 text-sky-900 ring-sky-700/30',
  ACCEPT: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  COMPLETE: 'bg-emerald-50 text-emerald-900 ring-emerald-700/30',
  END: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  CANCEL: 'bg-slate-100 text-slate-800 ring-slate-500/30',
}
