import type { SubscriptionSchedule } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardTable } from '../../components/CardTable.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { trpc } from '../../lib/trpc.ts'
import { Pager } from '../../components/Pager.tsx'
import { SubscriptionRow } from './SubscriptionRow.tsx'

const ROWS = 10

/** "Subscriptions" of My library (user menu key 3): the patron's saved searches, how often each alerts, e-mail on or off, delete. */
export function SubscriptionsPanel() {
  const { t } = useTranslation('subscriptions')
  const [page, setPage] = useState(1)
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null)
  const utils = trpc.useUtils()
  const list = trpc.subscriptions.list.useQuery({ page, rows: ROWS }, { placeholderData: (previous) => previous })
  const refresh = () => utils.subscriptions.list.invalidate()
  const failed = (error: { message: string }) => setNotice({ text: error.message, error: true })
  const update = trpc.subscriptions.update.useMutation({ onSuccess: () => { setNotice({ text: t('saved') }); void refresh() }, onError: failed })
  const remove = trpc.subscriptions.remove.useMutation({
    onSuccess: () => {
      setNotice({ text: t('deleted') })
      // The last row of a later page gone: show the page before.
      if (list.data && list.data.rows.length === 1 && page > 1) setPage(page - 1)
      void refresh()
    },
    onError: failed,
  })
  const busy = update.isPending || remove.isPending
  const columns = ['name', 'term', 'schedule', 'email', 'lastAlert', 'actions'] as const
  return (
    <section aria-labelledby="subscriptions-heading">
      <h2 id="subscriptions-heading" className="text-xl font-semibold text-slate-900">{t('panel.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('panel.intro')}</p>
      <p role="status" className={`mt-3 min-h-5 text-sm ${notice?.error ? 'text-red-800' : 'text-emerald-800'}`}>{notice?.text ?? ''}</p>
      {list.isPending ? (
        <p className="py-8 text-slate-600" aria-busy="true">{t('panel.loading')}</p>
      ) : list.isError ? (
        <ErrorPanel title={t('panel.loadFailed')} retryLabel={t('panel.retry')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.rows.length ? (
        <>
          <CardTable
            caption={t('panel.list')}
            head={
              <tr>
                {/* i18n-keys: subscriptions:column. */}
                {columns.map((column) => <th key={column} scope="col" className="px-3 py-2 font-medium">{t(`column.${column}`)}</th>)}
              </tr>
            }
          >
            {list.data.rows.map((subscription) => (
              <SubscriptionRow
                key={subscription.id}
                subscription={subscription}
                busy={busy}
                onChange={(change: { schedule?: SubscriptionSchedule; emailAlerts?: boolean }) => update.mutate({ id: subscription.id, ...change })}
                onDelete={() => remove.mutate({ id: subscription.id })}
              />
            ))}
          </CardTable>
          <Pager page={page} rows={ROWS} total={list.data.total} onPage={setPage} summary={(position) => t('panel.page', position)} />
        </>
      ) : (
        <p className="rounded border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-700">{t('panel.empty')}</p>
      )}
    </section>
  )
}
