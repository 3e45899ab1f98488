import type { QuestionView } from '@portal/contracts'

// The answering form's state and its checks, without React: what the patron chose or wrote per question, and which
// questions still need them (required and empty, or text over the limit). The server checks the same; checking here
// first keeps the patron's text on the page with the message beside the question.

/** A text answer's limit (the server's QUESTIONNAIRE_ANSWER_MAX_LENGTH, kept here without the zod module). */
export const ANSWER_MAX_LENGTH = 1000

export type Draft = Record<number, { choices: number[]; text: string }>
export type Problem = { kind: 'required' } | { kind: 'tooLong'; count: number }

/** Characters as the server counts them (code points): an emoji is one. */
export const characters = (text: string) => Array.from(text).length

export function problemsOf(questions: QuestionView[], draft: Draft): Map<number, Problem> {
  const problems = new Map<number, Problem>()
  for (const q of questions) {
    const answer = draft[q.id] ?? { choices: [], text: '' }
    if (q.type === 'TEXT') {
      const count = characters(answer.text.trim())
      if (count > ANSWER_MAX_LENGTH) problems.set(q.id, { kind: 'tooLong', count })
      else if (q.required && count === 0) problems.set(q.id, { kind: 'required' })
    } else if (q.required && answer.choices.length === 0) problems.set(q.id, { kind: 'required' })
  }
  return problems
}

/** The answers to send: answered questions only. */
export function answersOf(questions: QuestionView[], draft: Draft) {
  return questions.flatMap((q) => {
    const answer = draft[q.id]
    if (!answer) return []
    if (q.type === 'TEXT') return answer.text.trim() ? [{ questionId: q.id, choices: [], text: answer.text }] : []
    return answer.choices.length ? [{ questionId: q.id, choices: answer.choices, text: '' }] : []
  })
}

/** Chooses an option: the only one of a single-choice question, one more (or one less) of a multiple-choice one. */
export function choose(question: QuestionView, current: number[], option: number, on: boolean): number[] {
  if (question.type === 'SINGLE_CHOICE') return [option]
  const rest = current.filter((c) => c !== option)
  return on ? [...rest, option].sort((a, b) => a - b) : rest
}
