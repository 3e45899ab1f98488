import { describe, expect, it } from 'vitest'
import { passwordProblem } from './password-rules.ts'

const simple = { isPasswordProtect: '0', passwordCheck: '1' } as const
const strong = { isPasswordProtect: '0', passwordCheck: '2' } as const

describe('password rules (spec §5)', () => {
  it('rule 1 wants 7 characters with a digit and a letter', () => {
    expect(passwordProblem('abc1234', simple)).toBeNull()
    expect(passwordProblem('abc123', simple)).toBe('PASSWORD_RULE_SIMPLE')
    expect(passwordProblem('abcdefgh', simple)).toBe('PASSWORD_RULE_SIMPLE')
    expect(passwordProblem('12345678', simple)).toBe('PASSWORD_RULE_SIMPLE')
  })

  it('rule 2 wants 8 characters of three kinds, not the account name', () => {
    expect(passwordProblem('Reader2026', strong)).toBeNull()
    expect(passwordProblem('reader@2026', strong)).toBe('PASSWORD_RULE_STRONG')
    expect(passwordProblem('Read@26', strong)).toBe('PASSWORD_RULE_STRONG')
    expect(passwordProblem('Citizen2026', strong, { username: 'citizen2026' })).toBe('PASSWORD_RULE_STRONG')
    expect(passwordProblem('Bj0000001x', strong, { primaryId: 'BJ0000001X' })).toBe('PASSWORD_RULE_STRONG')
  })

  it('isPasswordProtect 1 turns the rules off but not the length cap', () => {
    const off = { isPasswordProtect: '1', passwordCheck: '2' } as const
    expect(passwordProblem('1', off)).toBeNull()
    expect(passwordProblem('x'.repeat(65), off)).toBe('PASSWORD_TOO_LONG')
    expect(passwordProblem('', off)).toBe('VALIDATION_FAILED')
  })
})
