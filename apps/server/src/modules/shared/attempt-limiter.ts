/**
 * Counts failed attempts per key in a sliding window and says when a key is locked out. Kept in memory:
 * one server process guards its own door; a restart forgets, which errs on the side of letting people in.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>()

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

  recordFailure(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()])
  }

  reset(key: string): void {
    this.failures.delete(key)
  }
}
