import { AppError } from '../../kernel/app-error.ts'
import type { PatronContext } from '../../data/request-scope.ts'
import { placeName } from '../../kernel/localized-name.ts'

/**
 * `GET|POST /oga/userinfo`: the signed-in patron as the header, the user dropdown and the guided tour need
 * them (spec §3 "User info"): `userId` (truthy means signed in, contract §3.9), name, avatar, home library,
 * whether e-mail and phone are verified, and the first-login flag ('0' until the tour was finished). Answered to a
 * patron who must still bind a contact too: the web app learns from it that forced binding is due.
 */
export async function currentUser(ctx: Pick<PatronContext, 'mine' | 'data' | 'patronId' | 'tenant' | 'locale'>) {
  const tenant = await ctx.tenant()
  const patron = await ctx.mine.patron.findUnique({
    where: { id: ctx.patronId },
    select: {
      id: true, username: true, primaryId: true, name: true, picUrl: true, emailVerified: true, mobileVerified: true,
      pdaRuleAccepted: true, firstLoginDone: true, status: true, department: true, userType: true, homeLibraryId: true, lendingParticipation: true,
    },
  })
  if (!patron) throw new AppError('FORBIDDEN')
  const library = patron.homeLibraryId
    ? await ctx.data.library.findFirst({ where: { id: patron.homeLibraryId } })
    : await ctx.data.library.findFirst({ where: { isMain: true, active: true } })
  return {
    userId: patron.id,
    username: patron.username,
    primaryId: patron.primaryId,
    name: patron.name,
    picUrl: patron.picUrl,
    groupCode: tenant.groupCode,
    libCode: library?.libCode ?? '',
    libName: library ? placeName(library, ctx.locale) : '',
    emailCheckFlag: patron.emailVerified ? '1' : '0',
    mobileCheckFlag: patron.mobileVerified ? '1' : '0',
    pdaRuleFlag: patron.pdaRuleAccepted ? '1' : '0',
    firstLoginFlag: patron.firstLoginDone ? '1' : '0',
    frozen: patron.status === 'FROZEN',
    department: patron.department,
    userType: patron.userType,
    /** Takes part in union (alliance) lending: My library's borrowing shows the union loan tabs. */
    lendingParticipation: patron.lendingParticipation,
  }
}

/** `POST /find/userInfo/updateOpacFirstLoginFlag`: the guided tour was finished or skipped; it does not open again. */
export async function markFirstLoginDone(ctx: Pick<PatronContext, 'mine'>) {
  await ctx.mine.patron.updateMany({ data: { firstLoginDone: true } })
  return { firstLoginFlag: '1' as const }
}
