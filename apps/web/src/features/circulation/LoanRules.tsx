import { useTranslation } from 'react-i18next'
import { trpc } from '../../lib/trpc.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** The loan rules of the patron's type, folded under the loans: how many, how long, how often renewed, the fine. */
export function LoanRules() {
  const { t } = useTranslation('circulation')
  const locale = useLocale()
  const rules = trpc.circulation.loans.rules.useQuery()
  if (!rules.data?.length) return null
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' })
  return (
    <details className="mt-6 rounded border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      <summary className="cursor-pointer font-medium text-slate-900">{t('rules.title')}</summary>
      <ul className="mt-3 space-y-3">
        {rules.data.map((rule, i) => (
          // Rule names are the library's words, not a key it keeps unique.
          <li key={`${i}-${rule.ruleName}`}>
            <p className="font-medium text-slate-900">{rule.ruleName}</p>
            <p>
              {t('rules.summary', { maxLoans: rule.maxLoans, days: rule.loanPeriodDays, count: rule.maxRenewals, renewDays: rule.renewPeriodDays })}
              {rule.finePerDayCents > 0 ? ` ${t('rules.fine', { perDay: money.format(rule.finePerDayCents / 100), max: money.format(rule.maxPenaltyCents / 100) })}` : ''}
            </p>
            {rule.locations ? <p className="text-xs text-slate-600">{t('rules.locations', { locations: rule.locations })}</p> : null}
          </li>
        ))}
      </ul>
    </details>
  )
}
