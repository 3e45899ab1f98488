import { describe, expect, it } from 'vitest'
import { AttemptLimiter } from './attempt-limiter.ts'

describe('AttemptLimiter', () => {
  it('locks a key after the allowed failures until the oldest leaves the window', () => {
    let now = 0
    const limiter = new AttemptLimiter(3, 15 * 60_000, () => now)
    for (let i = 0; i < 3; i++) {
      expect(limiter.lockedForMinutes('a')).toBe(0)
      limiter.recordFailure('a')
      now += 60_000
    }
    expect(limiter.lockedForMinutes('a')).toBe(12)
    expect(limiter.lockedForMinutes('b')).toBe(0)
    now = 15 * 60_000 + 1
    expect(limiter.lockedForMinutes('a')).toBe(0)
  })

  it('forgets a key on success', () => {
    const limiter = new AttemptLimiter(1, 60_000)
    limiter.recordFailure('a')
    expect(limiter.lockedForMinutes('a')).toBe(1)
    limiter.reset('a')
    expect(limiter.lockedForMinutes('a')).toBe(0)
  })
})

describe('AttemptLimiter counting before the check', () => {
  it('forgive takes back only the latest failure', () => {
    const limiter = new AttemptLimiter(2, 60_000)
    limiter.recordFailure('a')
    limiter.recordFailure('a')
    expect(limiter.lockedForMinutes('a')).toBe(1)
    limiter.forgive('a')
    expect(limiter.lockedForMinutes('a')).toBe(0)
  })

  it('does not grow without bound under many distinct keys', () => {
    const limiter = new AttemptLimiter(5, 60_000)
    for (let i = 0; i < 25_000; i++) limiter.recordFailure(`user-${i}`)
    expect((limiter as unknown as { failures: Map<string, number[]> }).failures.size).toBeLessThanOrEqual(10_000)
  })
})
