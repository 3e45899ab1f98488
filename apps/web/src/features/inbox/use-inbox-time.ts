import { useMemo } from 'react'
import { useLocale } from '../../lib/use-locale.ts'

/** An instant the server sent, as a day and a time in the page's language, in the library's zone (China). */
export function useInboxTime(): (iso: string) => string {
  const locale = useLocale()
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' })
    return (iso: string) => {
      const date = new Date(iso)
      return Number.isNaN(date.getTime()) ? iso : format.format(date)
    }
  }, [locale])
}
