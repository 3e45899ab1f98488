import { describe, expect, it } from 'vitest'
import { disciplineOfClc, disciplinesOfClcClasses } from './clc-disciplines.ts'

describe('CLC class → MoE discipline', () => {
  it('takes the longest matching prefix', () => {
    expect(disciplineOfClc('TP312')).toBe('08')
    expect(disciplineOfClc('F270')).toBe('12')
    expect(disciplineOfClc('F830.9')).toBe('02')
    expect(disciplineOfClc('K928.9')).toBe('07')
    expect(disciplineOfClc('K207')).toBe('06')
    expect(disciplineOfClc('i247.5')).toBe('05')
  })
  it('answers null for general works and for text that is no CLC number', () => {
    expect(disciplineOfClc('Z228')).toBeNull()
    expect(disciplineOfClc('')).toBeNull()
    expect(disciplineOfClc('123')).toBeNull()
  })
  it('lists each discipline of a record once, in order', () => {
    expect(disciplinesOfClcClasses(['I247.5', 'I207.42', 'TP18'])).toEqual(['05', '08'])
  })
})
