/** A record id from the address: a positive 32-bit integer, or null for anything else. */
export function parseRecordId(value: string | null | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : null
}
