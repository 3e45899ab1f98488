import { describe, expect, it } from 'vitest'
import { answersOf, choose, problemsOf } from './questionnaire-form.ts'

const questions = [
  { id: 1, type: 'SINGLE_CHOICE' as const, text: 'One', options: ['a', 'b'], required: true },
  { id: 2, type: 'MULTIPLE_CHOICE' as const, text: 'Many', options: ['a', 'b', 'c'], required: false },
  { id: 3, type: 'TEXT' as const, text: 'Why', options: [], required: true },
]

describe('the answering form', () => {
  it('marks required questions left empty and text over 1000 characters (emoji count once)', () => {
    expect([...problemsOf(questions, {}).entries()]).toEqual([[1, { kind: 'required' }], [3, { kind: 'required' }]])
    const draft = { 1: { choices: [0], text: '' }, 3: { choices: [], text: '😀'.repeat(1000) } }
    expect(problemsOf(questions, draft).size).toBe(0)
    expect(problemsOf(questions, { ...draft, 3: { choices: [], text: 'x'.repeat(1001) } }).get(3)).toEqual({ kind: 'tooLong', count: 1001 })
  })

  it('sends answered questions only, and chooses one or many', () => {
    expect(answersOf(questions, { 1: { choices: [1], text: '' }, 2: { choices: [], text: '' }, 3: { choices: [], text: ' ok ' } })).toEqual([
      { questionId: 1, choices: [1], text: '' }, { questionId: 3, choices: [], text: ' ok ' },
    ])
    expect(choose(questions[0]!, [0], 1, true)).toEqual([1])
    expect(choose(questions[1]!, [2], 0, true)).toEqual([0, 2])
    expect(choose(questions[1]!, [0, 2], 2, false)).toEqual([0])
  })
})
