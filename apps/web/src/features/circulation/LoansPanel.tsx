import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { TabList, tabPanelProps } from '../../components/TabList.tsx'
import { useCurrentUser } from '../../lib/use-current-user.ts'
import { CurrentLoans } from './CurrentLoans.tsx'
import { LoanChart } from './LoanChart.tsx'
import { LoanHistory } from './LoanHistory.tsx'
import { LoanRules } from './LoanRules.tsx'
import { UnionLoans } from './UnionLoans.tsx'

const ALL_TABS = ['current', 'history', 'unionCurrent', 'unionHistory'] as const
type Tab = (typeof ALL_TABS)[number]
const PANELS: Record<Tab, () => ReactNode> = {
  current: () => <CurrentLoans />,
  history: () => <LoanHistory />,
  unionCurrent: () => <UnionLoans which="current" />,
  unionHistory: () => <UnionLoans which="history" />,
}

/** "Borrowing" of My library (user menu key 5): current loans and history as tabs, the tab kept in the address. */
export function LoansPanel() {
  const { t } = useTranslation('circulation')
  const [params, setParams] = useSearchParams()
  // The union tabs are there for a patron who takes part in union (alliance) lending (spec §6).
  const { user } = useCurrentUser()
  const TABS: readonly Tab[] = user?.lendingParticipation ? ALL_TABS : ALL_TABS.slice(0, 2)
  const tab: Tab = TABS.find((name) => name !== 'current' && name === params.get('tab')) ?? 'current'
  const choose = (next: Tab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      if (next === 'current') updated.delete('tab')
      else updated.set('tab', next)
      return updated
    })
  return (
    <section aria-labelledby="loans-heading">
      <h2 id="loans-heading" className="mb-3 text-xl font-semibold text-slate-900">{t('loans.title')}</h2>
      <TabList
        idPrefix="loans"
        label={t('loans.title')}
        tabs={TABS}
        current={tab}
        onChoose={choose}
        // i18n-keys: circulation:loans.current circulation:loans.history circulation:loans.unionCurrent circulation:loans.unionHistory
        labelOf={(name) => t(`loans.${name}`)}
      />
      <div role="tabpanel" {...tabPanelProps('loans', tab)}>
        {PANELS[tab]()}
      </div>
      <LoanChart />
      <LoanRules />
    </section>
  )
}
