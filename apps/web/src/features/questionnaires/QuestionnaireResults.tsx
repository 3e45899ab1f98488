import { useTranslation } from 'react-i18next'
import { trpc } from '../../lib/trpc.ts'

/** The results of an ended questionnaire: responses, and per choice question how many chose each option as bars. */
export function QuestionnaireResults({ questionnaireId }: { questionnaireId: number }) {
  const { t } = useTranslation('questionnaires')
  const results = trpc.questionnaires.results.useQuery({ questionnaireId })
  if (results.isPending) return <p className="py-8 text-slate-600" aria-busy="true">{t('loading')}</p>
  if (results.isError) return <p role="alert" className="py-4 text-red-800">{results.error.message}</p>
  const { name, responseCount, questions } = results.data
  return (
    <section aria-labelledby="results-heading" className="space-y-4">
      <div>
        <h3 id="results-heading" className="text-lg font-semibold text-slate-900">{`${t('resultsTitle')}: ${name}`}</h3>
        <p className="mt-1 text-slate-700" data-testid="results-responses">{t('responses', { count: responseCount })}</p>
        <p className="mt-1 text-sm text-slate-600">{t('resultsNote')}</p>
      </div>
      {questions.map((q, index) => (
        <div key={q.id} className="rounded border border-slate-200 p-4" data-result-question={q.id}>
          <h4 className="font-medium text-slate-900">{`${index + 1}. ${q.text}`}</h4>
          {q.type === 'TEXT' ? (
            <p className="mt-2 text-slate-700">{t('textResults', { count: q.answeredCount })}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {q.options.map((option, i) => {
                const count = q.optionCounts[i] ?? 0
                const percent = responseCount ? Math.round((count / responseCount) * 100) : 0
                return (
                  <li key={i}>
                    <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-800">
                      <span>{option}</span>
                      <span data-testid={`option-count-${q.id}-${i}`}>{t('votes', { count, percent })}</span>
                    </div>
                    <div className="mt-1 h-2 rounded bg-slate-100" aria-hidden="true">
                      <div className="h-2 rounded bg-slate-700" style={{ width: `${percent}%` }} />
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      ))}
    </section>
  )
}
