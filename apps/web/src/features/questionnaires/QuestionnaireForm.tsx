import type { QuestionnaireDetail } from '@portal/contracts'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../lib/trpc.ts'
import { answersOf, problemsOf, type Draft, type Problem } from './questionnaire-form.ts'
import { QuestionField } from './QuestionField.tsx'
import { useInstantFormat } from './use-instant-format.ts'

type QuestionnaireFormProps = { questionnaire: QuestionnaireDetail; onSubmitted: () => void }

const EMPTY = { choices: [] as number[], text: '' }

/**
 * A questionnaire to answer, or once answered the patron's answers as they gave them. Problems are shown beside
 * their questions when the patron submits (the first one gets the focus), and the server's refusal, if any, above
 * the button; nothing the patron wrote is lost or cut.
 */
export function QuestionnaireForm({ questionnaire, onSubmitted }: QuestionnaireFormProps) {
  const { t } = useTranslation('questionnaires')
  const instant = useInstantFormat()
  const utils = trpc.useUtils()
  const answered = questionnaire.myAnswers !== null
  const readOnly = answered || !questionnaire.open
  const [draft, setDraft] = useState<Draft>(() => Object.fromEntries((questionnaire.myAnswers ?? []).map((a) => [a.questionId, { choices: a.choices, text: a.text }])))
  const [problems, setProblems] = useState<Map<number, Problem>>(new Map())
  const [tried, setTried] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const submit = trpc.questionnaires.answer.useMutation({
    onSuccess: async () => {
      await utils.questionnaires.invalidate()
      onSubmitted()
    },
  })

  const change = (questionId: number, value: { choices: number[]; text: string }) => {
    const next = { ...draft, [questionId]: value }
    setDraft(next)
    // Once the patron tried to submit, the marks follow what they fix.
    if (tried) setProblems(problemsOf(questionnaire.questions, next))
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const found = problemsOf(questionnaire.questions, draft)
    setTried(true)
    setProblems(found)
    if (found.size) {
      const first = questionnaire.questions.find((q) => found.has(q.id))
      formRef.current?.querySelector<HTMLElement>(`[data-question-id="${first?.id}"] input, [data-question-id="${first?.id}"] textarea`)?.focus()
      return
    }
    submit.mutate({ questionnaireId: questionnaire.id, answers: answersOf(questionnaire.questions, draft) })
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="questionnaire-heading" className="space-y-4">
      <div>
        <h3 id="questionnaire-heading" className="text-lg font-semibold text-slate-900">{questionnaire.name}</h3>
        {questionnaire.description ? <p className="mt-1 text-slate-700">{questionnaire.description}</p> : null}
        <p className="mt-1 text-sm text-slate-600">
          {t('due')}: {questionnaire.dueAt ? instant(questionnaire.dueAt) : t('noDue')}
        </p>
      </div>
      {answered && questionnaire.submittedAt ? (
        <p className="rounded bg-emerald-50 p-3 text-emerald-900 ring-1 ring-inset ring-emerald-700/30">{t('answeredOn', { date: instant(questionnaire.submittedAt) })}</p>
      ) : !questionnaire.open ? (
        <p className="rounded bg-amber-50 p-3 text-amber-950 ring-1 ring-inset ring-amber-700/30">{t('notOpen')}</p>
      ) : (
        <p className="text-sm text-slate-600">{t('requiredHint')}</p>
      )}
      {questionnaire.questions.map((question, index) => (
        <QuestionField
          key={question.id}
          question={question}
          number={index + 1}
          value={draft[question.id] ?? EMPTY}
          onChange={(value) => change(question.id, value)}
          problem={problems.get(question.id)}
          readOnly={readOnly}
        />
      ))}
      {readOnly ? null : (
        <div className="space-y-2">
          {problems.size ? <p role="alert" className="text-sm text-red-800">{t('errors.summary', { count: problems.size })}</p> : null}
          {submit.isError ? <p role="alert" className="text-sm text-red-800">{submit.error.message}</p> : null}
          <button
            type="submit"
            disabled={submit.isPending}
            className="w-full rounded bg-slate-800 px-5 py-2.5 font-medium text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:opacity-60 sm:w-auto"
          >
            {submit.isPending ? t('submitting') : t('submit')}
          </button>
        </div>
      )}
    </form>
  )
}
