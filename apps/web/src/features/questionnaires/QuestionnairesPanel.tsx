import type { QuestionnaireTab } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { TabList, tabPanelProps } from '../../components/TabList.tsx'
import { trpc } from '../../lib/trpc.ts'
import { QuestionnaireCard } from './QuestionnaireCard.tsx'
import { QuestionnaireForm } from './QuestionnaireForm.tsx'
import { Pager } from '../../components/Pager.tsx'
import { QuestionnaireResults } from './QuestionnaireResults.tsx'

/** The patron's tabs (the server's QUESTIONNAIRE_TABS but `all`, kept here without the zod module). */
const TABS = ['open', 'answered', 'ended'] as const satisfies readonly QuestionnaireTab[]
type Tab = (typeof TABS)[number]
const ROWS = 10
const tabOf = (value: string | null): Tab => TABS.find((name) => name === value) ?? 'open'

/**
 * "Questionnaire" of My library (user menu key 10): the library's questionnaires to answer, answered and ended, one
 * to answer (or read back), and the results of ended ones. Which one is open lives in the address (`naire`, `view`),
 * so the browser's back button and a shared link work.
 */
export function QuestionnairesPanel() {
  const { t } = useTranslation('questionnaires')
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  const naire = Number(params.get('naire')) || null
  const view = params.get('view') === 'results' ? 'results' : 'form'
  const [pageOf, setPageOf] = useState<{ tab: Tab; page: number }>({ tab, page: 1 })
  const [submitted, setSubmitted] = useState(false)
  const page = pageOf.tab === tab ? pageOf.page : 1
  const go = (next: { tab?: Tab; naire?: number | null; view?: 'results' | 'form' }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      const set = (key: string, value: string | null) => (value ? updated.set(key, value) : updated.delete(key))
      if (next.tab) set('tab', next.tab === 'open' ? null : next.tab)
      if (next.naire !== undefined) set('naire', next.naire ? String(next.naire) : null)
      set('view', next.naire && next.view === 'results' ? 'results' : null)
      return updated
    })

  return (
    <section aria-labelledby="questionnaires-heading">
      <h2 id="questionnaires-heading" className="mb-3 text-xl font-semibold text-slate-900">{t('title')}</h2>
      {submitted ? (
        <p role="status" data-testid="questionnaire-submitted" className="mb-3 rounded bg-emerald-50 p-3 text-emerald-900 ring-1 ring-inset ring-emerald-700/30">{t('submitted')}</p>
      ) : null}
      {naire ? (
        <div>
          <button
            type="button"
            onClick={() => go({ naire: null })}
            className="mb-4 min-h-11 rounded border border-slate-300 px-4 py-2 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700"
          >
            {`← ${t('back')}`}
          </button>
          {view === 'results' ? (
            <QuestionnaireResults questionnaireId={naire} />
          ) : (
            <QuestionnaireDetailView
              questionnaireId={naire}
              onSubmitted={() => {
                setSubmitted(true)
                go({ tab: 'answered', naire: null })
              }}
            />
          )}
        </div>
      ) : (
        <>
          <TabList
            idPrefix="questionnaires"
            label={t('tabsLabel')}
            tabs={TABS}
            current={tab}
            onChoose={(next) => {
              setSubmitted(false)
              go({ tab: next, naire: null })
            }}
            // i18n-keys: questionnaires:tabs.
            labelOf={(name) => t(`tabs.${name}`)}
          />
          <div role="tabpanel" {...tabPanelProps('questionnaires', tab)}>
            <QuestionnaireList
              tab={tab}
              page={page}
              onPage={(next) => setPageOf({ tab, page: next })}
              onOpen={(id, results) => {
                setSubmitted(false)
                go({ naire: id, view: results ? 'results' : 'form' })
              }}
            />
          </div>
        </>
      )}
    </section>
  )
}

type ListProps = { tab: Tab; page: number; onPage: (page: number) => void; onOpen: (id: number, results: boolean) => void }

function QuestionnaireList({ tab, page, onPage, onOpen }: ListProps) {
  const { t } = useTranslation('questionnaires')
  const list = trpc.questionnaires.list.useQuery({ page, rows: ROWS, tab }, { placeholderData: (previous) => previous })
  if (list.isPending) return <p className="py-8 text-slate-600" aria-busy="true">{t('loading')}</p>
  if (list.isError) return <ErrorPanel title={t('loadFailed')} description={list.error.message} retryLabel={t('retry')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
  // i18n-keys: questionnaires:empty.
  if (!list.data.items.length) return <p className="py-8 text-slate-600">{t(`empty.${tab}`)}</p>
  return (
    <>
      <ul className="space-y-3">
        {list.data.items.map((q) => (
          <QuestionnaireCard key={q.id} questionnaire={q} onOpen={() => onOpen(q.id, false)} onResults={() => onOpen(q.id, true)} />
        ))}
      </ul>
      <Pager page={page} rows={ROWS} total={list.data.total} onPage={onPage} summary={(position) => t('page', position)} />
    </>
  )
}

function QuestionnaireDetailView({ questionnaireId, onSubmitted }: { questionnaireId: number; onSubmitted: () => void }) {
  const { t } = useTranslation('questionnaires')
  const detail = trpc.questionnaires.detail.useQuery({ questionnaireId })
  if (detail.isPending) return <p className="py-8 text-slate-600" aria-busy="true">{t('loading')}</p>
  if (detail.isError) return <p role="alert" className="py-4 text-red-800">{detail.error.message}</p>
  return <QuestionnaireForm key={detail.data.id} questionnaire={detail.data} onSubmitted={onSubmitted} />
}
