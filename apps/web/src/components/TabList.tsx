import type { ReactNode } from 'react'

type TabListProps<T extends string> = {
  /** Prefix of the tabs' ids (`${idPrefix}-tab-${name}`) and of the panel's (`${idPrefix}-panel`). */
  idPrefix: string
  label: string
  tabs: readonly T[]
  current: T
  onChoose: (tab: T) => void
  labelOf: (tab: T) => ReactNode
}

/**
 * The tabs pattern of WAI-ARIA: one tab in the page's Tab order, the arrow keys move between the tabs (and choose
 * them), Home and End go to the ends. The panel is the caller's: `<div role="tabpanel" {...tabPanelProps(…)}>`.
 */
export function TabList<T extends string>({ idPrefix, label, tabs, current, onChoose, labelOf }: TabListProps<T>) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200"
      onKeyDown={(event) => {
        const at = tabs.indexOf(current)
        const keys: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at + tabs.length - 1, Home: 0, End: tabs.length - 1 }
        if (!(event.key in keys)) return
        event.preventDefault()
        const next = tabs[keys[event.key]! % tabs.length]!
        onChoose(next)
        document.getElementById(`${idPrefix}-tab-${next}`)?.focus()
      }}
    >
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${name}`}
          aria-selected={current === name}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={current === name ? 0 : -1}
          onClick={() => onChoose(name)}
          className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 ${current === name ? 'border-slate-800 text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
        >
          {labelOf(name)}
        </button>
      ))}
    </div>
  )
}

/** The props of the panel the tabs control. */
export const tabPanelProps = (idPrefix: string, current: string) => ({ id: `${idPrefix}-panel`, 'aria-labelledby': `${idPrefix}-tab-${current}` })
