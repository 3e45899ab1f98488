import type { InboxFilter } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { TabList, tabPanelProps } from '../../components/TabList.tsx'
import { trpc } from '../../lib/trpc.ts'
import { InboxMessageItem } from './InboxMessageItem.tsx'
import { Pager } from '../../components/Pager.tsx'

const TABS = ['all', 'unread'] as const satisfies readonly InboxFilter[]
type Tab = (typeof TABS)[number]
const ROWS = 10

/** "Inbox" of My library (user-menu key 13): the library's and the system's messages; opening one marks it read. */
export function InboxPanel() {
  const { t } = useTranslation('inbox')
  const utils = trpc.useUtils()
  const [tab, setTab] = useState<Tab>('all')
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<number | null>(null)
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null)
  const list = trpc.inbox.list.useQuery({ page, rows: ROWS, filter: tab }, { placeholderData: (previous) => previous })
  const refresh = () => Promise.all([utils.inbox.list.invalidate(), utils.inbox.unreadCount.invalidate()])
  const failed = (error: { message: string }) => setNotice({ text: t('actionFailed', { message: error.message }), error: true })
  const markRead = trpc.inbox.markRead.useMutation({ onSuccess: refresh, onError: failed })
  const remove = trpc.inbox.remove.useMutation({
    onSuccess: async () => {
      setOpenId(null)
      setNotice({ text: t('deleted'), error: false })
      await refresh()
    },
    onError: failed,
  })

  const choose = (next: Tab) => {
    setTab(next)
    setPage(1)
    setOpenId(null)
  }
  const toggle = (id: number, read: boolean) => {
    setOpenId((current) => (current === id ? null : id))
    // Read once it was opened; in the unread tab it stays listed until the list is loaded again.
    if (!read) markRead.mutate({ ids: [id] })
  }
  const unread = list.data?.unread ?? 0

  return (
    <section aria-labelledby="inbox-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="inbox-heading" className="text-xl font-semibold text-slate-900">{t('title')}</h2>
          <p className="text-sm text-slate-700" data-testid="inbox-unread">{unread > 0 ? t('unreadSummary', { count: unread }) : t('allRead')}</p>
        </div>
        <button
          type="button"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true }, { onSuccess: () => setNotice({ text: t('markedAllRead'), error: false }) })}
          className="rounded border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 disabled:opacity-50"
        >
          {t('markAllRead')}
        </button>
      </div>
      <div role="status" className="empty:hidden">
        {notice ? <p className={`mb-3 rounded px-3 py-2 text-sm ring-1 ${notice.error ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-emerald-50 text-emerald-900 ring-emerald-200'}`}>{notice.text}</p> : null}
      </div>
      <TabList idPrefix="inbox" label={t('tabsLabel')} tabs={TABS} current={tab} onChoose={choose} labelOf={(name) => t(`tabs.${name}`)} />
      <div role="tabpanel" {...tabPanelProps('inbox', tab)}>
        {list.isPending ? (
          <p className="py-8 text-slate-600" aria-busy="true">{t('loading')}</p>
        ) : list.isError ? (
          <ErrorPanel title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.messages.length ? (
          <>
            <ul className="space-y-2">
              {list.data.messages.map((message) => (
                <InboxMessageItem
                  key={message.id}
                  message={message}
                  open={openId === message.id}
                  onToggle={() => toggle(message.id, message.read)}
                  onDelete={() => remove.mutate({ ids: [message.id] })}
                  deleting={remove.isPending}
                />
              ))}
            </ul>
            <Pager page={page} rows={ROWS} total={list.data.total} onPage={setPage} summary={(position) => t('page', position)} />
          </>
        ) : (
          <p className="py-8 text-slate-600">{t(`empty.${tab}`)}</p>
        )}
      </div>
    </section>
  )
}
