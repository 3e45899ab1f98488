import { describe, expect, it } from 'vitest'
import { dueNote } from './loan-status.ts'

const now = new Date('2026-11-27T10:00:00Z')
const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString()

describe('dueNote', () => {
  it('flags an overdue loan with its days, and one due within three days', () => {
    expect(dueNote({ dueDate: at(-2), overdueDays: 2, returnDate: null }, now)).toEqual({ kind: 'overdue', days: 2 })
    expect(dueNote({ dueDate: at(2.5), overdueDays: 0, returnDate: null }, now)).toEqual({ kind: 'dueSoon', days: 3 })
    expect(dueNote({ dueDate: at(0.2), overdueDays: 0, returnDate: null }, now)).toEqual({ kind: 'dueSoon', days: 1 })
  })

  it('says nothing of a loan due later or already returned', () => {
    expect(dueNote({ dueDate: at(10), overdueDays: 0, returnDate: null }, now)).toBeNull()
    expect(dueNote({ dueDate: at(-5), overdueDays: 5, returnDate: at(-1) }, now)).toBeNull()
  })
})
