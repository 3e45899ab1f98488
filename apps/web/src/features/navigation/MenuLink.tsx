import type { KeyboardEventHandler } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useHref } from 'react-router-dom'
import type { NavItem, NavTarget } from './nav-items.ts'

type MenuLinkProps = {
  item: NavItem
  className: string
  /** Keyboard handling when the link sits in a dropdown. */
  onKeyDown?: KeyboardEventHandler<HTMLElement>
}

/** One menu entry: in-app link, in-app page in a new window (jumpMode 2), or outside address. */
export function MenuLink({ item, className, onKeyDown }: MenuLinkProps) {
  const { target } = item
  if (!target) return <span className={className}>{item.label}</span>
  if (target.kind === 'route' && !target.newWindow)
    return (
      <Link to={target.to} className={className} onKeyDown={onKeyDown}>
        {item.label}
      </Link>
    )
  if (target.kind === 'route') return <NewWindowRouteLink item={item} to={target.to} className={className} onKeyDown={onKeyDown} />
  return <AddressLink item={item} target={target} className={className} onKeyDown={onKeyDown} />
}

function NewWindowRouteLink({ item, to, className, onKeyDown }: MenuLinkProps & { to: string }) {
  const href = useHref(to)
  return <AddressLink item={item} target={{ kind: 'external', href, newWindow: true }} className={className} onKeyDown={onKeyDown} />
}

function AddressLink({ item, target, className, onKeyDown }: MenuLinkProps & { target: NavTarget & { kind: 'external' } }) {
  const { t } = useTranslation('nav')
  return (
    <a
      href={target.href}
      className={className}
      onKeyDown={onKeyDown}
      {...(target.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.label}
      {target.newWindow ? <span className="sr-only">{t('newWindow')}</span> : null}
    </a>
  )
}
