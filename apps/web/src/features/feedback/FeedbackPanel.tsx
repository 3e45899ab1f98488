import { useState } from 'react'
import { ActionNotice, type ActionNoticeValue } from '../../components/ActionNotice.tsx'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { TabList, tabPanelProps } from '../../components/TabList.tsx'
import { trpc } from '../../lib/trpc.ts'
import { FeedbackForm } from './FeedbackForm.tsx'
import { FeedbackItemCard } from './FeedbackItemCard.tsx'
import { Pager } from '../../components/Pager.tsx'

/** The spec's feedback tabs in its order (spec §4 "all, replied, no reply"); the server's FEEDBACK_TABS. */
const TABS = ['all', 'replied', 'unreplied'] as const
type Tab = (typeof TABS)[number]
const ROWS = 10
const tabOf = (value: string | null): Tab => TABS.find((name) => name === value) ?? 'all'

/** "Problem feedback" of My library (user menu key 12): the form, then the patron's feedback by tab with the replies. */
export function FeedbackPanel() {
  const { t } = useTranslation('feedback')
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  const [pageOf, setPageOf] = useState<{ tab: Tab; page: number }>({ tab, page: 1 })
  const page = pageOf.tab === tab ? pageOf.page : 1
  const utils = trpc.useUtils()
  const list = trpc.feedback.list.useQuery({ page, rows: ROWS, tab }, { placeholderData: (previous) => previous })
  const [notice, setNotice] = useState<ActionNoticeValue | null>(null)
  const remove = trpc.feedback.remove.useMutation({
    onSuccess: () => setNotice({ text: t('deleted'), error: false }),
    onError: (error) => setNotice({ text: error.message, error: true }),
    onSettled: () => void utils.feedback.list.invalidate(),
  })
  const choose = (next: Tab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      if (next === 'all') updated.delete('tab')
      else updated.set('tab', next)
      return updated
    })

  return (
    <section aria-labelledby="feedback-heading">
      <h2 id="feedback-heading" className="text-xl font-semibold text-slate-900">{t('title')}</h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">{t('intro')}</p>
      <FeedbackForm onSent={() => void utils.feedback.list.invalidate()} />
      <TabList idPrefix="feedback" label={t('tabsLabel')} tabs={TABS} current={tab} onChoose={choose} labelOf={(name) => t(`tab_${name}`)} />
      <div role="tabpanel" {...tabPanelProps('feedback', tab)}>
        <ActionNotice notice={notice} />
        {list.isPending ? (
          <p className="py-8 text-slate-600" aria-busy="true">{t('loading')}</p>
        ) : list.isError ? (
          <ErrorPanel title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.items.length ? (
          <>
            <ul className="space-y-3">
              {list.data.items.map((item) => (
                <FeedbackItemCard key={item.id} item={item} busy={remove.isPending} onDelete={() => remove.mutate({ id: item.id })} />
              ))}
            </ul>
            <Pager page={page} rows={ROWS} total={list.data.total} onPage={(next) => setPageOf({ tab, page: next })} summary={(position) => t('page', position)} />
          </>
        ) : (
          <p className="rounded border border-dashed border-slate-300 p-6 text-slate-700">{t(`empty_${tab}`)}</p>
        )}
      </div>
    </section>
  )
}
