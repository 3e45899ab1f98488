import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { trpc } from '../../lib/trpc.ts'
import { LoanTable } from './LoanTable.tsx'
import { Pager } from '../../components/Pager.tsx'

const ROWS = 20

/**
 * The patron's union (alliance) loans, current or returned: copies of another library of the union than their
 * home library, or of a partner library (each row names the library it came from).
 */
export function UnionLoans({ which }: { which: 'current' | 'history' }) {
  const { t } = useTranslation('circulation')
  const [page, setPage] = useState(1)
  const input = { page, rows: ROWS }
  const options = { placeholderData: <T,>(previous: T | undefined) => previous }
  const current = trpc.circulation.loans.unionCurrent.useQuery(input, { ...options, enabled: which === 'current' })
  const history = trpc.circulation.loans.unionHistory.useQuery(input, { ...options, enabled: which === 'history' })
  const loans = which === 'current' ? current : history
  const caption = which === 'current' ? t('loans.unionCurrent') : t('loans.unionHistory')

  if (loans.isPending) return <p className="py-8 text-slate-600" aria-busy="true">{caption}…</p>
  if (loans.isError) return <ErrorPanel title={t('loans.loadFailed')} retryLabel={t('loans.retry')} onRetry={() => void loans.refetch()} retrying={loans.isFetching} />
  if (!loans.data.loans.length) return <p className="py-8 text-slate-600">{t('loans.unionEmpty')}</p>
  return (
    <div>
      <LoanTable loans={loans.data.loans} caption={caption} />
      <Pager page={page} rows={ROWS} total={loans.data.total} onPage={setPage} summary={(position) => t('loans.page', position)} />
    </div>
  )
}
