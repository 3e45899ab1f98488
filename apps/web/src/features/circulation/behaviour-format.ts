import { useMemo } from 'react'
import { useLocale } from '../../lib/use-locale.ts'

/** Formats cents as yuan in the page's language (¥1.20, CN¥1.20). */
export function useMoneyFormat(): (cents: number) => string {
  const locale = useLocale()
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' })
    return (cents: number) => format.format(cents / 100)
  }, [locale])
}

/** Formats an instant the server sent as a day and a time in the page's language, in the library's zone (China). */
export function useTimeFormat(): (iso: string) => string {
  const locale = useLocale()
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' })
    return (iso: string) => {
      const date = new Date(iso)
      return Number.isNaN(date.getTime()) ? iso : format.format(date)
    }
  }, [locale])
}
