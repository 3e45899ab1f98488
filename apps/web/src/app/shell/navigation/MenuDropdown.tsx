import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { ChevronDownIcon } from '../../../components/ChevronDownIcon.tsx'
import { MenuLink } from './MenuLink.tsx'
import type { NavItem } from './nav-items.ts'
import { useOpenUntilNavigation } from './use-open-until-navigation.ts'

const ENTRY_CLASS =
  'block px-4 py-2 whitespace-nowrap text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-700'

/**
 * A menu entry with children: a disclosure button and a list of links (the navigation-menu pattern,
 * not an ARIA menu). Keyboard: ArrowDown/ArrowUp open it and move between links, Home/End jump,
 * Escape closes and returns to the button; leaving it with Tab, a click outside or any change of
 * route closes it.
 */
type MenuDropdownProps = {
  item: NavItem
  buttonClassName: string
  /** What the button shows instead of the item's label (the user menu shows avatar, name and library). */
  buttonContent?: ReactNode
  /** The panel opens under the button's right edge (for the header's right side). */
  alignRight?: boolean
  /** Buttons after the links (the user menu's logout); the keyboard moves through them like links. */
  actions?: readonly { id: string; label: string; onSelect: () => void }[]
}

export function MenuDropdown({ item, buttonClassName, buttonContent, alignRight = false, actions = [] }: MenuDropdownProps) {
  const [open, setOpen] = useOpenUntilNavigation()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLUListElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [open])

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a, button') ?? [])

  const openAndFocus = (which: 'first' | 'last') => {
    flushSync(() => setOpen(true))
    const all = links()
    ;(which === 'first' ? all[0] : all.at(-1))?.focus()
  }

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last')
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      close(true)
    }
  }

  const onLinkKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const all = links()
    const index = all.indexOf(event.currentTarget)
    const moveTo = (next: number) => {
      event.preventDefault()
      all[(next + all.length) % all.length]?.focus()
    }
    if (event.key === 'ArrowDown') moveTo(index + 1)
    else if (event.key === 'ArrowUp') moveTo(index - 1)
    else if (event.key === 'Home') moveTo(0)
    else if (event.key === 'End') moveTo(all.length - 1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    }
  }

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  return (
    <div ref={rootRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onButtonKeyDown}
        className={buttonClassName}
      >
        {buttonContent ?? item.label}
        <ChevronDownIcon flipped={open} />
      </button>
      <ul
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false)
        }}
        className={`z-20 min-w-full rounded-md bg-white py-1 shadow-lg ring-1 ring-black/10 md:absolute md:top-full ${alignRight ? 'absolute right-0 top-full' : 'md:left-0'}`}
      >
        {item.children.map((child) => (
          <li key={child.id}>
            <MenuLink item={child} className={ENTRY_CLASS} onKeyDown={onLinkKeyDown} />
          </li>
        ))}
        {actions.map((action) => (
          <li key={action.id} className="border-t border-slate-200">
            <button
              type="button"
              onKeyDown={onLinkKeyDown}
              onClick={() => {
                setOpen(false)
                action.onSelect()
              }}
              className={`${ENTRY_CLASS} w-full text-left`}
            >
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
