import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { CurrentLoans } from './CurrentLoans.tsx'
import { LoanHistory } from './LoanHistory.tsx'
import { LoanRules } from './LoanRules.tsx'

const TABS = ['current', 'history'] as const
type Tab = (typeof TABS)[number]

/** "Borrowing" of My library (user menu key 5): current loans and history as tabs, the tab kept in the address. */
export function LoansPanel() {
  const { t } = useTranslation('circulation')
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'current'
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
      <div
        role="tablist"
        aria-label={t('loans.title')}
        className="mb-4 flex gap-1 border-b border-slate-200"
        onKeyDown={(event) => {
          // The tabs pattern of WAI-ARIA: arrows move between the tabs (and choose them), Tab leaves the list.
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
          const next = TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!
          choose(next)
          document.getElementById(`loans-tab-${next}`)?.focus()
        }}
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`loans-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`loans-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 ${tab === name ? 'border-slate-800 text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {/* i18n-keys: circulation:loans.current circulation:loans.history */}
            {t(`loans.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`loans-panel-${tab}`} aria-labelledby={`loans-tab-${tab}`}>
        {tab === 'current' ? <CurrentLoans /> : <LoanHistory />}
      </div>
      <LoanRules />
    </section>
  )
}
