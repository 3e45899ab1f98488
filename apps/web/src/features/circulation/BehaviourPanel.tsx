import type { BehaviourTab } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { trpc } from '../../lib/trpc.ts'
import { BehaviourTable } from './BehaviourTable.tsx'
import { useMoneyFormat } from './behaviour-format.ts'
import { Pager } from '../../components/Pager.tsx'
import { TabList, tabPanelProps } from '../../components/TabList.tsx'

/** The spec's behaviour tabs in its order (spec §4); the server's BEHAVIOUR_TABS, kept here without the zod module. */
const TABS = ['all', 'untreated', 'treated', 'ordered', 'unsubscribed', 'shelved', 'cancelled', 'processing'] as const satisfies readonly BehaviourTab[]
const ROWS = 10

const tabOf = (value: string | null): BehaviourTab => TABS.find((name) => name === value) ?? 'all'

/** "Behaviour record" of My library (user menu key 7): violations and fines by processing state, and the total still owed. */
export function BehaviourPanel() {
  const { t } = useTranslation('behaviour')
  const money = useMoneyFormat()
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  const [pageOf, setPageOf] = useState<{ tab: BehaviourTab; page: number }>({ tab, page: 1 })
  // A new tab starts on its first page.
  const page = pageOf.tab === tab ? pageOf.page : 1
  const list = trpc.circulation.behaviour.list.useQuery({ page, rows: ROWS, tab }, { placeholderData: (previous) => previous })
  const choose = (next: BehaviourTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      if (next === 'all') updated.delete('tab')
      else updated.set('tab', next)
      return updated
    })

  return (
    <section aria-labelledby="behaviour-heading">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="behaviour-heading" className="text-xl font-semibold text-slate-900">{t('records.title')}</h2>
        {list.data ? (
          <p className={`rounded px-3 py-1.5 text-sm ring-1 ring-inset ${list.data.outstandingCents > 0 ? 'bg-red-50 text-red-900 ring-red-700/30' : 'bg-emerald-50 text-emerald-900 ring-emerald-700/30'}`} data-testid="behaviour-total-due">
            {list.data.outstandingCents > 0 ? (
              <>
                {t('records.totalDue')}
                <strong className="font-semibold">{money(list.data.outstandingCents)}</strong>
              </>
            ) : (
              t('records.noDebt')
            )}
          </p>
        ) : null}
      </div>
      <TabList
        idPrefix="behaviour"
        label={t('records.tabsLabel')}
        tabs={TABS}
        current={tab}
        onChoose={choose}
        // i18n-keys: behaviour:records.tabs.
        labelOf={(name) => t(`records.tabs.${name}`)}
      />
      <div role="tabpanel" {...tabPanelProps('behaviour', tab)}>
        {list.isPending ? (
          <p className="py-8 text-slate-600" aria-busy="true">{t('records.loading')}</p>
        ) : list.isError ? (
          <ErrorPanel title={t('records.loadFailed')} retryLabel={t('records.retry')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.records.length ? (
          <>
            <BehaviourTable records={list.data.records} caption={`${t('records.title')}: ${t(`records.tabs.${tab}`)}`} />
            <Pager page={page} rows={ROWS} total={list.data.total} onPage={(next) => setPageOf({ tab, page: next })} summary={(position) => t('records.page', position)} />
          </>
        ) : (
          <p className="py-8 text-slate-600">{t('records.empty')}</p>
        )}
      </div>
    </section>
  )
}
