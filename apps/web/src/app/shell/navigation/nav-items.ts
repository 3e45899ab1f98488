import type { Locale, MenuItemDto } from '@portal/contracts'
import { pickLocalized } from '../../../lib/localized-text.ts'
import { safeHref } from '../../../lib/safe-href.ts'

/** Where a menu entry leads: a route of this app, or an outside address. */
export type NavTarget =
  | { kind: 'route'; to: string; newWindow: boolean }
  | { kind: 'external'; href: string; newWindow: boolean }

/** A menu entry ready to draw: label already in the page's language. */
export type NavItem = {
  id: string
  label: string
  /** null for a pure group heading (an entry that only opens its children). */
  target: NavTarget | null
  children: NavItem[]
}

/** Menu label by language: menuName (zh-CN), complexFont (zh-TW), englishName (en-US). */
export function menuLabel(item: Pick<MenuItemDto, 'menuName' | 'complexFont' | 'englishName'>, locale: Locale): string {
  return pickLocalized({ 'zh-CN': item.menuName, 'zh-TW': item.complexFont, 'en-US': item.englishName }, locale)
}

/**
 * Reads a menuUrl: http(s) addresses are external; `#/path`, `/path` and `path` are routes of this app.
 * Anything else (javascript:, data:, mailto:, //host …) is refused, so a stored menu cannot run script.
 */
export function parseMenuUrl(menuUrl: string, newWindow: boolean): NavTarget | null {
  const url = safeHref(menuUrl)
  if (!url) return null
  if (/^https?:\/\//i.test(url)) return { kind: 'external', href: url, newWindow }
  const path = url.replace(/^#/, '')
  return { kind: 'route', to: path.startsWith('/') ? path : `/${path}`, newWindow }
}

/** Shown entries only (useFlag '1'; '0' hidden, '2' the fixed-icon entries excluded), in sortOrder. */
export function navItemsFromMenu(menu: readonly MenuItemDto[], locale: Locale): NavItem[] {
  return menu
    .filter((item) => item.useFlag === '1')
    .toSorted((a, b) => a.sortOrder - b.sortOrder)
    .map((item) => ({
      id: `menu-${item.menuId}`,
      label: menuLabel(item, locale),
      target: parseMenuUrl(item.menuUrl, item.jumpMode === '2'),
      children: navItemsFromMenu(item.child ?? [], locale),
    }))
}
