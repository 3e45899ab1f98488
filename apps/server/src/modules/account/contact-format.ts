import type { VerificationChannel } from '@portal/db'

// Shapes and masks of the two contact channels. Pure: shared by the services and their unit tests.

/** A practical e-mail check (one @, a dot in the domain, no blanks); the code sent there is the real proof. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/
/** Mainland mobile numbers (11 digits from 1), optionally with +86; other numbers in E.164 (+ and 8–15 digits). */
const MOBILE_CN = /^(?:\+?86)?(1\d{10})$/
const E164 = /^\+\d{8,15}$/

/** The address as stored and compared (trimmed, lower case), or null when it is no e-mail address. */
export function normalizeEmail(value: string): string | null {
  const email = value.trim().toLowerCase()
  return email.length <= 254 && EMAIL.test(email) ? email : null
}

/** The number as stored and compared (blanks and dashes dropped, +86 removed), or null when it is no mobile number. */
export function normalizeMobile(value: string): string | null {
  const compact = value.replace(/[\s()-]/g, '')
  const mainland = MOBILE_CN.exec(compact)
  if (mainland) return mainland[1]!
  return E164.test(compact) ? compact : null
}

export function normalizeContact(channel: VerificationChannel, value: string): string | null {
  return channel === 'EMAIL' ? normalizeEmail(value) : normalizeMobile(value)
}

/** `li***@example.org`: enough for the patron to recognise the address, too little to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return ''
  const local = email.slice(0, at)
  return `${local.slice(0, Math.min(2, local.length - 1) || 1)}***${email.slice(at)}`
}

/** `138****8000`: the first three and the last four digits, as banks and LibStar show them. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return '*'.repeat(mobile.length)
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
}

export const maskContact = (channel: VerificationChannel, value: string) => (channel === 'EMAIL' ? maskEmail(value) : maskMobile(value))
