import type { AppRouter } from '@portal/server/trpc'
import type { inferRouterOutputs } from '@trpc/server'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'
import { HomeSection } from '../HomeSection.tsx'
import { useDayFormat } from './format-day.ts'

type Collection = inferRouterOutputs<AppRouter>['home']['hotCollections'][number]

const TABS = ['hot', 'new', 'trial'] as const
type Tab = (typeof TABS)[number]

const ROWS = 8

// Addresses are typed in by staff; only real web addresses become links (never javascript: or relative paths).
const WEB_URL = /^https?:\/\//i

const STATUS_STYLE: Record<Collection['status'], string> = {
  TRIAL: 'bg-amber-100 text-amber-900',
  PURCHASED: 'bg-emerald-100 text-emerald-900',
  FORMAL: 'bg-sky-100 text-sky-900',
  FREE_OR_OPEN: 'bg-violet-100 text-violet-900',
}

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

/** One database: its name (opening it in a new window, and counted as a visit), status, maker and trial end. */
function CollectionItem({ item, onOpen }: { item: Collection; onOpen: () => void }) {
  const { t } = useTranslation('homeLists')
  const formatDay = useDayFormat()
  return (
    <li className="flex min-w-0 flex-col gap-1.5 rounded-lg border border-slate-200 bg-white p-3">
      <h3 className="font-medium break-words text-slate-900">
        {WEB_URL.test(item.url) ? (
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onOpen}
            // A middle click also opens the database.
            onAuxClick={(event) => {
              if (event.button === 1) onOpen()
            }}
            className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
          >
            {item.collectionName}
            <NewWindowIcon />
            <span className="sr-only"> ({t('newWindow')})</span>
          </a>
        ) : (
          item.collectionName
        )}
      </h3>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className={`rounded px-1.5 py-0.5 font-medium ${STATUS_STYLE[item.status]}`}>{t(`collections.status.${item.status}`)}</span>
        {item.manufacturer ? <span className="text-slate-600">{item.manufacturer}</span> : null}
      </p>
      {item.status === 'TRIAL' && item.trialEnd ? (
        <p className="text-xs text-slate-700">
          <time dateTime={item.trialEnd}>{t('collections.trialUntil', { date: formatDay(item.trialEnd) })}</time>
        </p>
      ) : null}
    </li>
  )
}

function NewWindowIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="ml-1 inline size-3.5 align-[-0.125em] text-slate-600" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M9 2.5h4.5V7M13.5 2.5 7 9M11.5 9.5v3.5a.5.5 0 0 1-.5.5H3a.5.5 0 0 1-.5-.5V5a.5.5 0 0 1 .5-.5h3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
