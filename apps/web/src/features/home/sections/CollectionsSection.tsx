import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'
import { HomeSection } from '../HomeSection.tsx'
import { CollectionItem } from '../../../components/CollectionItem.tsx'


const TABS = ['hot', 'new', 'trial'] as const
type Tab = (typeof TABS)[number]

const ROWS = 8

/** E-resources (databases): popular, newly added and on trial, as tabs; "More" is the database navigation. */
export function CollectionsSection() {
  const { t } = useTranslation('homeLists')
  const [tab, setTab] = useState<Tab>('hot')
  const baseId = useId()
  const tabId = (key: Tab) => `${baseId}-tab-${key}`
  const panelId = `${baseId}-panel`
  // Only the open tab asks the server; a tab seen once keeps its answer in the query cache.
  const queries = {
    hot: trpc.home.hotCollections.useQuery({ rows: ROWS }, { enabled: tab === 'hot' }),
    new: trpc.home.newCollections.useQuery({ rows: ROWS }, { enabled: tab === 'new' }),
    trial: trpc.home.trialCollections.useQuery({ rows: ROWS }, { enabled: tab === 'trial' }),
  }
  const query = queries[tab]
  const items = query.data ?? []
  // HomeSection shows a skeleton, an error or the empty note instead of the panel; a tab must not point at a panel that is not there.
  const panelShown = !query.isPending && !query.isError && items.length > 0
  const logClick = trpc.home.logUsage.useMutation()

  return (
    <HomeSection
      title={t('collections.title')}
      moreTo="/dataBaseNav"
      query={query}
      empty={items.length === 0}
      emptyText={t(`collections.empty.${tab}`)}
      actions={
        <CollectionTabs
          label={t('collections.tabsLabel')}
          selected={tab}
          onSelect={setTab}
          tabId={tabId}
          controls={panelShown ? panelId : undefined}
          labelOf={(key) => t(`collections.tabs.${key}`)}
        />
      }
    >
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <CollectionItem
              key={item.recordId}
              item={item}
              onOpen={() => logClick.mutate({ kind: 'DATABASE_CLICK', targetId: String(item.recordId) })}
            />
          ))}
        </ul>
      </div>
    </HomeSection>
  )
}

type CollectionTabsProps = {
  label: string
  selected: Tab
  onSelect: (tab: Tab) => void
  tabId: (tab: Tab) => string
  /** The panel's id while it is shown. */
  controls: string | undefined
  labelOf: (tab: Tab) => string
}

/**
 * The ARIA tabs pattern with automatic activation: arrow keys, Home and End move to a tab and open it;
 * only the selected tab is in the tab order, so Tab goes on to the panel.
 */
function CollectionTabs({ label, selected, onSelect, tabId, controls, labelOf }: CollectionTabsProps) {
  const buttons = useRef(new Map<Tab, HTMLButtonElement>())

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.indexOf(selected)
    const last = TABS.length - 1
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null
    if (target === null) return
    event.preventDefault()
    const next = TABS[target]!
    onSelect(next)
    buttons.current.get(next)?.focus()
  }

  return (
    <div role="tablist" aria-label={label} className="flex gap-0.5 rounded-md bg-slate-100 p-0.5 text-sm">
      {TABS.map((key) => {
        const isSelected = key === selected
        return (
          <button
            key={key}
            ref={(node) => {
              if (node) buttons.current.set(key, node)
              else buttons.current.delete(key)
            }}
            type="button"
            role="tab"
            id={tabId(key)}
            aria-selected={isSelected}
            aria-controls={isSelected ? controls : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(key)}
            onKeyDown={onKeyDown}
            className="rounded px-2.5 py-1 text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-700 aria-selected:bg-white aria-selected:font-medium aria-selected:text-slate-900 aria-selected:shadow-sm"
          >
            {labelOf(key)}
          </button>
        )
      })}
    </div>
  )
}
