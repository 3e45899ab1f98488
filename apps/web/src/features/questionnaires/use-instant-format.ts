import { useMemo } from 'react'
import { useLocale } from '../../lib/use-locale.ts'

/** Formats the server's instants (ISO strings) as a day in the page's language and the reader's own time zone. */
export function useInstantFormat(): (iso: string) => string {
  const locale = useLocale()
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    return (iso: string) => {
      const date = new Date(iso)
      return Number.isNaN(date.getTime()) ? iso : format.format(date)
    }
  }, [locale])
}
