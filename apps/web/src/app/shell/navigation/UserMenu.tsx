import type { PortalBootstrap } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../lib/use-locale.ts'
import { MenuDropdown } from './MenuDropdown.tsx'
import { userMenuItems } from './user-menu-items.ts'

type UserMenuProps = {
  user: { name: string; picUrl: string; libName: string }
  bootstrap: PortalBootstrap
  /** The dropdown's last entry, logout (features/identity/login/use-sign-out, wired by the header). */
  onSignOut: () => void
}

const IMAGE_URL = /^(https?:\/\/|\/)/i

/** The signed-in patron in the header: avatar, name and library, opening the user dropdown of spec §2. */
export function UserMenu({ user, bootstrap, onSignOut }: UserMenuProps) {
  const { t } = useTranslation(['nav', 'login'])
  const locale = useLocale()
  const items = userMenuItems(bootstrap.menu.menuB, bootstrap.findConfig, locale, {
    personalInfo: t('user.personalInfo'), feedback: t('user.feedback'), documents: t('user.documents'),
  })
  const initial = [...user.name.trim()][0] ?? '?'
  return (
    <div id="user-area">
      <MenuDropdown
        item={{ id: 'user-menu', label: user.name, target: null, children: items }}
        alignRight
        actions={[{ id: 'logout', label: t('login:logout'), onSelect: onSignOut }]}
        buttonClassName="flex items-center gap-2 rounded px-1 py-0.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
        buttonContent={
          <>
            {IMAGE_URL.test(user.picUrl) ? (
              <img src={user.picUrl} alt="" className="size-8 rounded-full object-cover" />
            ) : (
              <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-white/20 font-semibold">
                {initial}
              </span>
            )}
            <span className="flex flex-col leading-tight">
              <span className="font-medium">{user.name}</span>
              {user.libName ? <span className="text-xs opacity-90">{user.libName}</span> : null}
            </span>
          </>
        }
      />
    </div>
  )
}
