import type { MenuItemDto } from '@portal/contracts'
import { useMemo } from 'react'
import { useLocale } from '../../../lib/use-locale.ts'
import { navItemsFromMenu, type NavItem } from './nav-items.ts'

/**
 * The top menu in the page's language. The server already answers the default menu of spec §2 when a
 * library configured none (apps/server/src/modules/tenancy/default-menus.ts), so there is one source.
 */
export function useMainMenuItems(menuA: readonly MenuItemDto[]): NavItem[] {
  const locale = useLocale()
  return useMemo(() => navItemsFromMenu(menuA, locale), [menuA, locale])
}
