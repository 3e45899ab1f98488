import type { MenuItemDto } from '@portal/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../lib/use-locale.ts'
import { defaultNavItems } from './default-menu.ts'
import { navItemsFromMenu, type NavItem } from './nav-items.ts'

/** The top menu: the server's menuA, or the default menu when the server gives none. */
export function useMainMenuItems(menuA: readonly MenuItemDto[]): NavItem[] {
  const locale = useLocale()
  const { t } = useTranslation('nav')
  return useMemo(
    () => (menuA.length > 0 ? navItemsFromMenu(menuA, locale) : defaultNavItems((key) => t(`defaultMenu.${key}`))),
    [menuA, locale, t],
  )
}
