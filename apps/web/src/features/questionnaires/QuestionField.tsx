import type { QuestionView } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { ANSWER_MAX_LENGTH, characters, choose, type Problem } from './questionnaire-form.ts'

type QuestionFieldProps = {
  question: QuestionView
  /** Its number on the form, from 1. */
  number: number
  value: { choices: number[]; text: string }
  onChange: (value: { choices: number[]; text: string }) => void
  problem: Problem | undefined
  /** Shows the patron's answer without letting it change. */
  readOnly: boolean
}

/** One question: radio buttons, check boxes, or a text box with a live count of its characters against the limit. */
export function QuestionField({ question, number, value, onChange, problem, readOnly }: QuestionFieldProps) {
  const { t } = useTranslation('questionnaires')
  const id = `question-${question.id}`
  const problemId = `${id}-problem`
  const message = problem?.kind === 'required' ? t('errors.required') : problem ? t('errors.tooLong', { max: ANSWER_MAX_LENGTH, count: problem.count }) : ''
  const count = characters(value.text.trim())
  const legend = (
    <>
      <span>{`${number}. ${question.text}`}</span>
      {question.required ? (
        <span className="ml-1 text-red-800">
          <span aria-hidden="true">*</span>
          <span className="sr-only">{` (${t('required')})`}</span>
        </span>
      ) : null}
      {question.type !== 'TEXT' ? <span className="ml-2 text-sm font-normal text-slate-600">{t(question.type === 'SINGLE_CHOICE' ? 'single' : 'multiple')}</span> : null}
    </>
  )
  const frame = `rounded border p-4 ${problem ? 'border-red-700 bg-red-50/40' : 'border-slate-200'}`
  const problemLine = message ? <p id={problemId} className="mt-2 text-sm text-red-800">{message}</p> : null

  if (question.type === 'TEXT') {
    return (
      <div className={frame} data-question-id={question.id}>
        <label htmlFor={id} className="block font-medium text-slate-900">{legend}</label>
        <textarea
          id={id}
          rows={4}
          value={value.text}
          readOnly={readOnly}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-limit${message ? ` ${problemId}` : ''}`}
          onChange={(event) => onChange({ choices: [], text: event.target.value })}
          className="mt-2 block w-full rounded border border-slate-400 p-2 text-slate-900 read-only:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700"
        />
        <div className="mt-1 flex flex-wrap justify-between gap-2 text-sm">
          <span id={`${id}-limit`} className="text-slate-600">{t('textLimit', { max: ANSWER_MAX_LENGTH })}</span>
          <span className={count > ANSWER_MAX_LENGTH ? 'font-semibold text-red-800' : 'text-slate-600'} data-testid={`${id}-count`}>
            {t('counter', { count, max: ANSWER_MAX_LENGTH })}
          </span>
        </div>
        {problemLine}
      </div>
    )
  }

  const multiple = question.type === 'MULTIPLE_CHOICE'
  return (
    <fieldset className={frame} data-question-id={question.id} aria-describedby={message ? problemId : undefined} aria-invalid={problem ? true : undefined}>
      <legend className="px-1 font-medium text-slate-900">{legend}</legend>
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {question.options.map((option, index) => (
          <label key={index} className="flex min-h-11 items-center gap-2 rounded px-2 text-slate-900 hover:bg-slate-50">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              checked={value.choices.includes(index)}
              disabled={readOnly && !value.choices.includes(index)}
              onChange={(event) => (readOnly ? undefined : onChange({ choices: choose(question, value.choices, index, event.target.checked), text: '' }))}
              className="h-4 w-4 accent-slate-800"
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {problemLine}
    </fieldset>
  )
}
