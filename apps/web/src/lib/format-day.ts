import { useMemo } from 'react'
import { useLocale } from './use-locale.ts'

/**
 * Formats the server's calendar days ('YYYY-MM-DD') in the page's language. The day is read and shown
 * in UTC: read in the browser's zone, a reader west of Greenwich would see the day before.
 */
export function useDayFormat(): (day: string) => string {
  const locale = useLocale()
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    return (day: string) => {
      const date = new Date(`${day}T00:00:00Z`)
      return Number.isNaN(date.getTime()) ? day : format.format(date)
    }
  }, [locale])
}
