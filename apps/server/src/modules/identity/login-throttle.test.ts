import { describe, expect, it } from 'vitest'
import { AppError } from '../../kernel/app-error.ts'
import { AttemptLimiter } from '../../kernel/attempt-limiter.ts'
import { accountKeyOf, LoginAttemptGate } from './login-throttle.ts'

function gateAt(clock: { now: number }, perAccount = 3, perAddress = 5) {
  const now = () => clock.now
  return new LoginAttemptGate(new AttemptLimiter(perAccount, 60_000, now), new AttemptLimiter(perAddress, 60_000, now))
}

const refusal = (fn: () => void) => {
  try {
    fn()
    return null
  } catch (error) {
    return error instanceof AppError ? { code: error.code, minutes: error.details.params?.minutes } : error
  }
}

describe('login attempt gate', () => {
  it('locks an account after its failures, with the minutes left, and lets it in after the window', () => {
    const clock = { now: 1_000_000 }
    const gate = gateAt(clock)
    for (let i = 0; i < 3; i++) expect(refusal(() => gate.admit('1:reader', `10.0.0.${i}`))).toBeNull()
    expect(refusal(() => gate.admit('1:reader', '10.0.0.9'))).toEqual({ code: 'ACCOUNT_LOCKED', minutes: 1 })
    // Another account from the same addresses is not affected.
    expect(refusal(() => gate.admit('1:scholar', '10.0.0.0'))).toBeNull()
    clock.now += 60_001
    expect(refusal(() => gate.admit('1:reader', '10.0.0.9'))).toBeNull()
  })

  it('locks an address after its failures over any accounts, while other addresses still pass', () => {
    const gate = gateAt({ now: 5_000 })
    for (let i = 0; i < 5; i++) gate.admit(`1:guess${i}`, '192.0.2.1')
    expect(refusal(() => gate.admit('1:someone-else', '192.0.2.1'))).toMatchObject({ code: 'ACCOUNT_LOCKED' })
    expect(refusal(() => gate.admit('1:someone-else', '192.0.2.2'))).toBeNull()
  })

  it('a success clears the account and takes back only its own attempt of the address', () => {
    const gate = gateAt({ now: 5_000 })
    gate.admit('1:reader', '192.0.2.1')
    gate.admit('1:reader', '192.0.2.1')
    gate.admit('1:reader', '192.0.2.1')
    gate.succeeded('1:reader', '192.0.2.1')
    expect(refusal(() => gate.admit('1:reader', '192.0.2.1'))).toBeNull()
    // Address: 3 counted, 1 forgiven, 1 more = 3 of 5; two more fill it.
    gate.admit('1:other', '192.0.2.1')
    gate.admit('1:third', '192.0.2.1')
    expect(refusal(() => gate.admit('1:fourth', '192.0.2.1'))).toMatchObject({ code: 'ACCOUNT_LOCKED' })
  })

  it('keys accounts per tenant, case and spaces aside', () => {
    expect(accountKeyOf(7, ' Reader ')).toBe(accountKeyOf(7, 'reader'))
    expect(accountKeyOf(7, 'reader')).not.toBe(accountKeyOf(8, 'reader'))
  })
})
