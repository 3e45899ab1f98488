import { MAX_REQUEST_ROWS, REQUEST_STATUS_NAMES, type RequestStatusName } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { trpc } from '../../../lib/trpc.ts'
import { Pager } from '../../../components/Pager.tsx'
import { RequestCard } from './RequestCard.tsx'

const ROWS = 10

/** One page of requests, the patron's own (`mine`) or others' for the patron's copies, filtered by status. */
export function RequestList({ which }: { which: 'mine' | 'others' }) {
  const { t } = useTranslation('requests')
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<RequestStatusName | null>(null)
  const query = { page, rows: Math.min(ROWS, MAX_REQUEST_ROWS), status, type: null }
  const mine = trpc.circulation.requests.list.useQuery(query, { enabled: which === 'mine' })
  const others = trpc.circulation.requests.others.useQuery(query, { enabled: which === 'others' })
  const list = which === 'mine' ? mine : others
  return (
    <div>
      <label className="mb-3 flex items-center gap-2 text-sm text-slate-800">
        {t('filter.status')}
        <select
          className="rounded border border-slate-300 bg-white px-2 py-1.5 text-sm"
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.target.value || null) as RequestStatusName | null)
            setPage(1)
          }}
        >
          <option value="">{t('filter.all')}</option>
          {REQUEST_STATUS_NAMES.map((name) => (
            // i18n-keys: requests:status.
            <option key={name} value={name}>{t(`status.${name}`)}</option>
          ))}
        </select>
      </label>
      {list.isPending ? (
        <p className="py-8 text-slate-600" aria-busy="true">{t('title')}…</p>
      ) : list.isError ? (
        <ErrorPanel title={list.error.message} retryLabel={t('takeCode.refresh')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.requests.length ? (
        <>
          <ul className="space-y-3">
            {list.data.requests.map((request) => (
              <li key={request.requestId}>
                <RequestCard request={request} holder={which === 'others'} />
              </li>
            ))}
          </ul>
          <Pager page={page} rows={ROWS} total={list.data.total} onPage={setPage} summary={(position) => t('pager.page', position)} />
        </>
      ) : (
        <p className="py-8 text-slate-600">{which === 'mine' ? t('empty') : t('othersEmpty')}</p>
      )}
    </div>
  )
}
