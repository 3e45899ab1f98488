import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppError } from './app-error.ts'
import { withTimeout } from './with-timeout.ts'

afterEach(() => vi.useRealTimers())

describe('withTimeout', () => {
  it('answers TIMEOUT when the work outlasts the limit', async () => {
    vi.useFakeTimers()
    const pending = withTimeout(30_000, () => new Promise(() => {}))
    vi.advanceTimersByTime(30_000)
    await expect(pending).rejects.toMatchObject({ code: 'TIMEOUT' })
    await expect(pending).rejects.toBeInstanceOf(AppError)
  })

  it('passes the work’s result or error through and leaves no timer behind', async () => {
    vi.useFakeTimers()
    await expect(withTimeout(1000, async () => 42)).resolves.toBe(42)
    await expect(withTimeout(1000, async () => { throw new Error('boom') })).rejects.toThrow('boom')
    expect(vi.getTimerCount()).toBe(0)
  })
})
