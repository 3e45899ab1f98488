/**
 * Counts failed attempts per key in a sliding window and says when a key is locked out. Kept in memory:
 * one server process guards its own door; a restart forgets, which errs on the side of letting people in.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>()
  /** Keys kept at most; past that, stale keys are swept so random user names cannot grow the map forever. */
  private static readonly MAX_KEYS = 10_000

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs
    const kept = (this.failures.get(key) ?? []).filter((t) => t > cutoff)
    if (kept.length) this.failures.set(key, kept)
    else this.failures.delete(key)
    return kept
  }

  /** Minutes until the key may try again, or 0 when it may try now. */
  lockedForMinutes(key: string): number {
    const recent = this.recent(key)
    if (recent.length < this.maxFailures) return 0
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - this.now()) / 60_000))
  }

  /**
   * Counts an attempt as failed before it is checked, so parallel attempts cannot all slip under the
   * limit; `forgive` takes it back when the attempt succeeds.
   */
  recordFailure(key: string): void {
    if (this.failures.size >= AttemptLimiter.MAX_KEYS) this.sweep()
    this.failures.set(key, [...this.recent(key), this.now()])
  }

  /** Takes back the latest recorded failure of a key. */
  forgive(key: string): void {
    const recent = this.recent(key)
    if (recent.length > 1) this.failures.set(key, recent.slice(0, -1))
    else this.failures.delete(key)
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key)
    // Still full of live keys: drop the oldest half rather than grow without bound.
    if (this.failures.size >= AttemptLimiter.MAX_KEYS)
      for (const key of [...this.failures.keys()].slice(0, AttemptLimiter.MAX_KEYS / 2)) this.failures.delete(key)
  }

  reset(key: string): void {
    this.failures.delete(key)
  }
}
