import { describe, expect, it } from 'vitest'
import { readinessCheck } from './health.ts'

describe('the readiness check', () => {
  it('runs one database check for concurrent probes and keeps its answer for the interval', async () => {
    let now = 0
    let checks = 0
    let fail = false
    const ready = readinessCheck(async () => {
      checks++
      if (fail) throw new Error('down')
    }, 1000, () => now)
    expect(await Promise.all([ready(), ready(), ready()])).toEqual([true, true, true])
    now = 999
    expect(await ready()).toBe(true)
    expect(checks).toBe(1)
    fail = true
    now = 1000
    expect(await ready()).toBe(false)
    expect(checks).toBe(2)
  })

  it('does not start another check while one is still running', async () => {
    let now = 0
    let release: () => void = () => {}
    let checks = 0
    const ready = readinessCheck(() => {
      checks++
      return new Promise<void>((resolve) => (release = resolve))
    }, 1000, () => now)
    const first = ready()
    now = 5000
    const second = ready()
    release()
    expect(await Promise.all([first, second])).toEqual([true, true])
    expect(checks).toBe(1)
  })
})
