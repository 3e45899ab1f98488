// Which facet-sample bucket (0–63) a record falls in. Knuth's multiplicative hash spreads consecutive ids
// (and any period in how a catalogue was loaded: round-robin libraries, one file per branch) evenly over
// the buckets, so the lowest k buckets are an unbiased 1-in-(64/k) sample of any match set. The migration
// `search_sample_tiers` computes the same value in SQL for rows indexed before the column existed.

export const SAMPLE_BUCKETS = 64

export function sampleBucket(recordId: number): number {
  return Math.imul(recordId, 2654435761 | 0) >>> 26
}
