import { z } from 'zod'

// A patron's profile (/find/userInfo/*, spec §3 "Profile", issue 16): every field the spec lists, as the domain
// keeps them (money in cents, days as yyyy-mm-dd). The REST door renders LibStar's `data.user` from it (contract
// §3.7: name, primaryId, userBarcode, startDate, endDate are read by real clients).

export const PATRON_STATES = ['NORMAL', 'LOST', 'FROZEN', 'EXPIRED', 'LEFT'] as const

export const ProfileSchema = z.object({
  patronId: z.number().int(),
  /** The account signed in with. */
  username: z.string(),
  name: z.string(),
  primaryId: z.string(),
  userBarcode: z.string(),
  picUrl: z.string(),
  libCode: z.string(),
  libName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  mobile: z.string(),
  mobileVerified: z.boolean(),
  wechatBound: z.boolean(),
  /** Bound to the learning app (Chaoxing). */
  learningAppBound: z.boolean(),
  department: z.string(),
  position: z.string(),
  grade: z.string(),
  className: z.string(),
  major: z.string(),
  certificateNumber: z.string(),
  userType: z.string(),
  job: z.string(),
  unit: z.string(),
  depositCents: z.number().int(),
  prepaymentCents: z.number().int(),
  /** The card's valid time (yyyy-mm-dd), or null when open. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  status: z.enum(PATRON_STATES),
  lost: z.boolean(),
  frozen: z.boolean(),
  lendingParticipation: z.boolean(),
})
export type Profile = z.output<typeof ProfileSchema>

/** What a patron may change of their own profile; the rest is the library's record (name, numbers, department, money). */
export const PROFILE_EDITABLE_FIELDS = ['position', 'job', 'unit'] as const
export const PROFILE_TEXT_MAX = 100

const editable = z.string().trim().max(PROFILE_TEXT_MAX)
/** The fields sent change; none at all answers PROFILE_NOTHING_TO_CHANGE. */
export const ProfileUpdateSchema = z.object({ position: editable.optional(), job: editable.optional(), unit: editable.optional() })
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>

export const PicUrlUpdateSchema = z.object({ picUrl: z.string().trim().max(300) })

/** The email and mobile notices go to, unmasked for their owner, and whether each is verified. */
export const ContactInfoSchema = z.object({ email: z.string(), emailVerified: z.boolean(), mobile: z.string(), mobileVerified: z.boolean() })
export type ContactInfo = z.output<typeof ContactInfoSchema>

/**
 * Changes the notice contacts. Without `code`, a contact may be set (or cleared with "") only while it is not verified:
 * it stays unverified. A verified one changes only with the code sent to the new address or number
 * (/find/userInfo/checkMail, sendPhonenumber): `code` with exactly one of email or mobile.
 */
export const ContactUpdateSchema = z.object({
  email: z.string().trim().max(254).optional(),
  mobile: z.string().trim().max(30).optional(),
  code: z.string().trim().min(1).max(20).optional(),
})
export type ContactUpdate = z.output<typeof ContactUpdateSchema>

export const ContactCheckSchema = z.object({ mail: z.string(), phone: z.string(), emailCheckFlag: z.enum(['0', '1']), mobileCheckFlag: z.enum(['0', '1']) })
