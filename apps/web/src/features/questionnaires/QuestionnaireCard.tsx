import type { QuestionnaireSummary } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { useInstantFormat } from './use-instant-format.ts'

type QuestionnaireCardProps = { questionnaire: QuestionnaireSummary; onOpen: () => void; onResults: () => void }

const button = 'min-h-11 rounded px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800'

/** One questionnaire of the list: its dates (published, due, filled in), and what the patron can do with it. */
export function QuestionnaireCard({ questionnaire: q, onOpen, onResults }: QuestionnaireCardProps) {
  const { t } = useTranslation('questionnaires')
  const instant = useInstantFormat()
  const headingId = `questionnaire-${q.id}-name`
  return (
    <li className="rounded border border-slate-200 p-4" data-questionnaire-id={q.id} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words font-semibold text-slate-900">{q.name}</h3>
        <span className={`shrink-0 rounded px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${q.open ? 'bg-emerald-50 text-emerald-900 ring-emerald-700/30' : 'bg-slate-100 text-slate-700 ring-slate-500/30'}`}>
          {t(q.open ? 'status.open' : 'status.ended')}
        </span>
      </div>
      {q.description ? <p className="mt-1 break-words text-sm text-slate-700">{q.description}</p> : null}
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className="text-slate-600">{t('published')}</dt>
        <dd className="text-slate-900">{q.publishedAt ? instant(q.publishedAt) : '—'}</dd>
        <dt className="text-slate-600">{t('due')}</dt>
        <dd className="text-slate-900">{q.dueAt ? instant(q.dueAt) : t('noDue')}</dd>
        <dt className="text-slate-600">{t('questionCount')}</dt>
        <dd className="text-slate-900">{q.questionCount}</dd>
        {q.submittedAt ? (
          <>
            <dt className="text-slate-600">{t('filled')}</dt>
            <dd className="text-slate-900" data-testid="questionnaire-filled">{instant(q.submittedAt)}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {q.submittedAt ? (
          <button type="button" onClick={onOpen} className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}>{t('viewAnswers')}</button>
        ) : q.open ? (
          <button type="button" onClick={onOpen} className={`${button} bg-slate-800 text-white hover:bg-slate-900`}>{t('answer')}</button>
        ) : null}
        {q.resultsPublished ? (
          <button type="button" onClick={onResults} className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}>{t('results')}</button>
        ) : (
          <span className="self-center text-sm text-slate-600">{t('resultsLater')}</span>
        )}
      </div>
    </li>
  )
}
