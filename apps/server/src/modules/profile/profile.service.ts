import type { ContactInfo, ContactUpdate, Profile, ProfileUpdate } from '@portal/contracts'
import { translate } from '@portal/i18n'
import type { VerificationChannel } from '@portal/db'
import type { PatronContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { checkedText } from '../../kernel/checked-text.ts'
import { placeName } from '../../kernel/localized-name.ts'
import { confirmContact, myContactStatus, normalizeContact } from '../account/index.ts'
import { isOwnPatronImage } from '../patron-images/index.ts'

// The signed-in patron's profile (/find/userInfo/*, spec §3 "Profile"): every field the library keeps about them,
// the avatar, the few fields they may change themselves, and the contacts notices go to. Verified contacts are where
// password reset sends its codes, so they change only through the code flow of account/contact-binding.service.ts.

type ProfileCall = Pick<PatronContext, 'mine' | 'data' | 'patronId' | 'tenant' | 'locale'>

const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null)

/** `GET /find/userInfo/getUserInfo`: every field of the profile. */
export async function getProfile(ctx: ProfileCall): Promise<Profile> {
  const p = await ctx.mine.patron.findFirst({ where: { id: ctx.patronId } })
  if (!p) throw new AppError('FORBIDDEN')
  const library = p.homeLibraryId
    ? await ctx.data.library.findFirst({ where: { id: p.homeLibraryId } })
    : await ctx.data.library.findFirst({ where: { isMain: true, active: true } })
  return {
    patronId: p.id, username: p.username, name: p.name, primaryId: p.primaryId, userBarcode: p.userBarcode, picUrl: p.picUrl,
    libCode: library?.libCode ?? '', libName: library ? placeName(library, ctx.locale) : '',
    email: p.email, emailVerified: p.emailVerified, mobile: p.mobile, mobileVerified: p.mobileVerified,
    wechatBound: Boolean(p.wechatOpenId), learningAppBound: Boolean(p.chaoxingUid),
    department: p.department, position: p.position, grade: p.grade, className: p.className, major: p.major, certificateNumber: p.certificateNumber,
    userType: p.userType, job: p.job, unit: p.unit, depositCents: p.depositCents, prepaymentCents: p.prepaymentCents,
    validFrom: day(p.validFrom), validUntil: day(p.validUntil), status: p.status, lost: p.status === 'LOST', frozen: p.status === 'FROZEN',
    lendingParticipation: p.lendingParticipation,
  }
}

/** `getUserInfoCheck`: whether e-mail and phone are verified, as /oga/userinfo and the binding calls say it (masked contacts). */
export async function profileCheck(ctx: Pick<PatronContext, 'mine' | 'patronId'>) {
  return myContactStatus(ctx)
}

/** `updateUserPicUrl`: an avatar the patron uploaded (POST /find/upload/image?purpose=avatar), or "" for none. */
export async function updatePicUrl(ctx: Pick<PatronContext, 'mine' | 'patronId' | 'tenant'>, input: { picUrl: string }): Promise<{ picUrl: string }> {
  if (!(await isOwnPatronImage(ctx, 'avatar', input.picUrl))) throw new AppError('PROFILE_PICTURE_NOT_OWN')
  await ctx.mine.patron.updateMany({ data: { picUrl: input.picUrl } })
  return { picUrl: input.picUrl }
}

/** `updateUserInfo`: position, job and unit; the rest is the library's record of the patron. Answers the profile. */
export async function updateProfile(ctx: ProfileCall, input: ProfileUpdate): Promise<Profile> {
  const data = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined).map(([field, v]) => [field, checkedText(v as string, field, { max: 100, required: false })]),
  )
  if (Object.keys(data).length === 0) throw new AppError('PROFILE_NOTHING_TO_CHANGE')
  await ctx.mine.patron.updateMany({ data })
  return getProfile(ctx)
}

/** `getContactMess`: the address and number notices go to, unmasked for their owner, and whether each is verified. */
export async function contactInfo(ctx: Pick<PatronContext, 'mine'>): Promise<ContactInfo> {
  return ctx.mine.patron.findFirstOrThrow({ select: { email: true, emailVerified: true, mobile: true, mobileVerified: true } })
}

const FIELD = { EMAIL: 'email', SMS: 'mobile' } as const

function normalizedOrRefuse(ctx: Pick<PatronContext, 'locale'>, channel: VerificationChannel, value: string): string {
  if (value === '') return ''
  const target = normalizeContact(channel, value)
  if (target) return target
  const path = FIELD[channel]
  const message = translate(ctx.locale, 'account', channel === 'EMAIL' ? 'invalidEmail' : 'invalidPhone')
  throw new AppError('VALIDATION_FAILED', { field: path, issues: [{ path, message }], params: { detail: message } })
}

/**
 * `updateContact`. With `code`: the code sent to the new address or number (checkMail, sendPhonenumber) is checked
 * by confirmContact, which makes it the verified contact, as the binding pages do. Without: only a contact that is
 * not verified may be set or cleared, and it stays unverified (no code was checked); a verified one is refused with
 * PROFILE_CONTACT_VERIFIED, also when it was verified between reading and writing.
 */
export async function updateContact(ctx: Parameters<typeof confirmContact>[0], input: ContactUpdate): Promise<ContactInfo> {
  const given = (['EMAIL', 'SMS'] as const).filter((channel) => input[FIELD[channel]] !== undefined)
  if (given.length === 0) throw new AppError('PROFILE_NOTHING_TO_CHANGE')
  if (input.code) {
    const [channel] = given
    if (given.length !== 1 || !channel || !input[FIELD[channel]]) throw new AppError('PROFILE_CONTACT_CODE_ONE')
    await confirmContact(ctx, { channel, target: input[FIELD[channel]]!, code: input.code })
    return contactInfo(ctx)
  }
  const changes = given.map((channel) => ({ channel, value: normalizedOrRefuse(ctx, channel, input[FIELD[channel]]!) }))
  await ctx.mine.$transaction(async (tx) => {
    for (const { channel, value } of changes) {
      const data = channel === 'EMAIL' ? { email: value } : { mobile: value }
      const unverified = channel === 'EMAIL' ? { emailVerified: false } : { mobileVerified: false }
      const same = channel === 'EMAIL' ? { email: value } : { mobile: value }
      // Sending the verified contact unchanged is no change of it.
      if ((await tx.patron.count({ where: same })) === 1) continue
      if ((await tx.patron.updateMany({ where: unverified, data })).count === 0) throw new AppError('PROFILE_CONTACT_VERIFIED')
    }
  })
  return contactInfo(ctx)
}
