import type { KeyboardEventHandler } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useHref } from 'react-router-dom'
import { useUsageLog } from '../../../lib/use-usage-log.ts'
import type { NavItem, NavTarget } from './nav-items.ts'

type MenuLinkProps = {
  item: NavItem
  className: string
  /** Keyboard handling when the link sits in a dropdown. */
  onKeyDown?: KeyboardEventHandler<HTMLElement>
  onClick?: () => void
}

/** One menu entry: in-app link, in-app page in a new window (jumpMode 2), or outside address. */
export function MenuLink({ item, className, onKeyDown }: MenuLinkProps) {
  const { target } = item
  const log = useUsageLog()
  if (!target) return <span className={className}>{item.label}</span>
  // Menu clicks are counted like LibStar's navigation click log (index/indexNavigationClickLog).
  const logClick = () => log('INDEX_NAVIGATION_CLICK', target.kind === 'route' ? target.to : target.href)
  if (target.kind === 'route' && !target.newWindow)
    return (
      <Link to={target.to} className={className} onKeyDown={onKeyDown} onClick={logClick}>
        {item.label}
      </Link>
    )
  if (target.kind === 'route') return <NewWindowRouteLink item={item} to={target.to} className={className} onKeyDown={onKeyDown} onClick={logClick} />
  return <AddressLink item={item} target={target} className={className} onKeyDown={onKeyDown} onClick={logClick} />
}

function NewWindowRouteLink({ item, to, className, onKeyDown, onClick }: MenuLinkProps & { to: string }) {
  const href = useHref(to)
  return <AddressLink item={item} target={{ kind: 'external', href, newWindow: true }} className={className} onKeyDown={onKeyDown} onClick={onClick} />
}

function AddressLink({ item, target, className, onKeyDown, onClick }: MenuLinkProps & { target: NavTarget & { kind: 'external' } }) {
  const { t } = useTranslation('nav')
  return (
    <a
      href={target.href}
      className={className}
      onKeyDown={onKeyDown}
      onClick={onClick}
      {...(target.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.label}
      {target.newWindow ? <span className="sr-only">{t('newWindow')}</span> : null}
    </a>
  )
}
