import type { MenuItemDto } from '@portal/contracts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { MenuDropdown } from './MenuDropdown.tsx'
import { MenuLink } from './MenuLink.tsx'
import { useMainMenuItems } from './use-main-menu-items.ts'
import { useOpenUntilNavigation } from './use-open-until-navigation.ts'

type MainNavigationProps = {
  menuA: readonly MenuItemDto[]
  /** Mobile layout: the menu stays behind its toggle at every width. */
  mobile: boolean
}

const TOP_ENTRY_CLASS =
  'block w-full px-4 py-3 text-left text-nav-text hover:bg-white/10 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-current'

/**
 * The top menu (menuA). On small screens, and always in the mobile layout, it folds behind a
 * "Menu" toggle and opens as a vertical list.
 */
export function MainNavigation({ menuA, mobile }: MainNavigationProps) {
  const { t } = useTranslation('nav')
  const items = useMainMenuItems(menuA)
  const [open, setOpen] = useOpenUntilNavigation()
  const listId = useId()
  // Whole class names, so Tailwind finds them in the source.
  const listLayout = mobile ? 'flex-col' : 'flex-col md:flex md:flex-row md:flex-wrap'

  if (items.length === 0) return null
  return (
    <nav id="main-menu" aria-label={t('mainMenu')} className="w-full">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={`${TOP_ENTRY_CLASS} flex items-center gap-2 ${mobile ? '' : 'md:hidden'}`}
      >
        <span aria-hidden="true">☰</span>
        {t('toggleMenu')}
      </button>
      <ul
        id={listId}
        className={`${open ? 'flex' : 'hidden'} ${listLayout}`}
      >
        {items.map((item) => (
          <li key={item.id}>
            {item.children.length > 0 ? (
              <MenuDropdown item={item} buttonClassName={TOP_ENTRY_CLASS} />
            ) : (
              <MenuLink item={item} className={TOP_ENTRY_CLASS} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
