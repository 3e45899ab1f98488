import type { AnswerInput, QuestionnaireStatus, QuestionView } from '@portal/contracts'
import { QUESTIONNAIRE_ANSWER_MAX_LENGTH } from '@portal/contracts'
import { AppError } from '../../kernel/app-error.ts'

// The rules of a questionnaire that do not need the database: when it takes answers, when patrons see its results,
// and whether a set of answers is acceptable. Kept apart so they are tested without one.

type Timing = { status: QuestionnaireStatus; dueAt: Date | null }

/** It takes answers: published and not past its due date. */
export const isOpen = (q: Timing, now: Date) => q.status === 'PUBLISHED' && (q.dueAt === null || q.dueAt > now)

/**
 * Patrons see the results once the questionnaire has ended (closed by staff, or past its due date): while it runs,
 * early results would sway the answers still to come. The schema has no "publish results" flag, and ending is the
 * library's decision already, so it is the one switch.
 */
export const resultsPublished = (q: Timing, now: Date) => q.status === 'CLOSED' || (q.status === 'PUBLISHED' && q.dueAt !== null && q.dueAt <= now)

/** Characters as a reader counts them (code points), as the column's varchar limit counts them. */
export const characters = (text: string) => Array.from(text).length

/** One answer as stored: chosen option indexes, or text. */
export type CheckedAnswer = { questionId: number; choices: number[]; text: string }

/**
 * The answers to keep, one per answered question, or the first problem in question order (numbered from 1 as the
 * form shows them). Unanswered optional questions store nothing; text of a choice question is ignored.
 */
export function checkAnswers(questions: QuestionView[], answers: AnswerInput[]): CheckedAnswer[] {
  const byQuestion = new Map<number, AnswerInput>()
  const known = new Set(questions.map((q) => q.id))
  for (const answer of answers) {
    if (!known.has(answer.questionId) || byQuestion.has(answer.questionId)) throw new AppError('QUESTIONNAIRE_QUESTION_UNKNOWN')
    byQuestion.set(answer.questionId, answer)
  }
  const kept: CheckedAnswer[] = []
  questions.forEach((question, index) => {
    const params = { question: index + 1 }
    const answer = byQuestion.get(question.id)
    if (question.type === 'TEXT') {
      const text = (answer?.text ?? '').trim()
      if (answer?.choices.length) throw new AppError('QUESTIONNAIRE_CHOICE_INVALID', { params })
      if (characters(text) > QUESTIONNAIRE_ANSWER_MAX_LENGTH) throw new AppError('QUESTIONNAIRE_ANSWER_TOO_LONG', { params: { ...params, max: QUESTIONNAIRE_ANSWER_MAX_LENGTH } })
      if (!text && question.required) throw new AppError('QUESTIONNAIRE_ANSWER_REQUIRED', { params })
      if (text) kept.push({ questionId: question.id, choices: [], text })
      return
    }
    const choices = answer?.choices ?? []
    const valid = choices.every((c) => Number.isInteger(c) && c >= 0 && c < question.options.length) && new Set(choices).size === choices.length
    if (!valid || (question.type === 'SINGLE_CHOICE' && choices.length > 1)) throw new AppError('QUESTIONNAIRE_CHOICE_INVALID', { params })
    if (!choices.length && question.required) throw new AppError('QUESTIONNAIRE_ANSWER_REQUIRED', { params })
    if (choices.length) kept.push({ questionId: question.id, choices: [...choices].sort((a, b) => a - b), text: '' })
  })
  return kept
}

/** A question as staff write it: a choice question offers two or more options, a text question none. */
export function checkQuestions(questions: { type: QuestionView['type']; options: string[] }[]): void {
  questions.forEach((q, index) => {
    const fits = q.type === 'TEXT' ? q.options.length === 0 : q.options.length >= 2
    if (!fits) throw new AppError('QUESTIONNAIRE_OPTIONS_INVALID', { params: { question: index + 1 } })
  })
}
