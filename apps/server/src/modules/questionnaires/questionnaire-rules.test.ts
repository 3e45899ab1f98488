import { describe, expect, it } from 'vitest'
import { checkAnswers, checkQuestions, isOpen, resultsPublished } from './questionnaire-rules.ts'

const now = new Date('2026-03-02T06:00:00Z')
const past = new Date('2026-03-01T00:00:00Z')
const future = new Date('2026-04-01T00:00:00Z')
const questions = [
  { id: 1, type: 'SINGLE_CHOICE' as const, text: 'One', options: ['a', 'b'], required: true },
  { id: 2, type: 'MULTIPLE_CHOICE' as const, text: 'Many', options: ['a', 'b', 'c'], required: false },
  { id: 3, type: 'TEXT' as const, text: 'Why', options: [], required: false },
]
const codeOf = (fn: () => unknown) => {
  try {
    fn()
    return null
  } catch (error) {
    return [(error as { code: string }).code, (error as { details: { params?: object } }).details.params]
  }
}

describe('questionnaire rules', () => {
  it('takes answers while published and before its due date; shows results once ended', () => {
    expect(isOpen({ status: 'PUBLISHED', dueAt: null }, now)).toBe(true)
    expect(isOpen({ status: 'PUBLISHED', dueAt: past }, now)).toBe(false)
    expect(isOpen({ status: 'CLOSED', dueAt: future }, now)).toBe(false)
    expect(isOpen({ status: 'DRAFT', dueAt: null }, now)).toBe(false)
    expect(resultsPublished({ status: 'PUBLISHED', dueAt: future }, now)).toBe(false)
    expect(resultsPublished({ status: 'PUBLISHED', dueAt: past }, now)).toBe(true)
    expect(resultsPublished({ status: 'CLOSED', dueAt: null }, now)).toBe(true)
    expect(resultsPublished({ status: 'DRAFT', dueAt: past }, now)).toBe(false)
  })

  it('keeps answered questions, sorted choices and trimmed text; names the first problem by its number', () => {
    expect(checkAnswers(questions, [{ questionId: 2, choices: [2, 0], text: 'ignored' }, { questionId: 1, choices: [1], text: '' }, { questionId: 3, choices: [], text: '  ok  ' }])).toEqual([
      { questionId: 1, choices: [1], text: '' }, { questionId: 2, choices: [0, 2], text: '' }, { questionId: 3, choices: [], text: 'ok' },
    ])
    expect(codeOf(() => checkAnswers(questions, []))).toEqual(['QUESTIONNAIRE_ANSWER_REQUIRED', { question: 1 }])
    expect(codeOf(() => checkAnswers(questions, [{ questionId: 1, choices: [-1], text: '' }]))).toEqual(['QUESTIONNAIRE_CHOICE_INVALID', { question: 1 }])
    expect(codeOf(() => checkAnswers(questions, [{ questionId: 1, choices: [0] }, { questionId: 3, choices: [], text: 'x'.repeat(1001) }].map((a) => ({ text: '', ...a }))))).toEqual([
      'QUESTIONNAIRE_ANSWER_TOO_LONG', { question: 3, max: 1000 },
    ])
    expect(codeOf(() => checkAnswers(questions, [{ questionId: 1, choices: [0], text: '' }, { questionId: 1, choices: [1], text: '' }]))).toEqual(['QUESTIONNAIRE_QUESTION_UNKNOWN', undefined])
    expect(codeOf(() => checkQuestions([{ type: 'TEXT', options: [] }, { type: 'MULTIPLE_CHOICE', options: ['only'] }]))).toEqual(['QUESTIONNAIRE_OPTIONS_INVALID', { question: 2 }])
  })
})
