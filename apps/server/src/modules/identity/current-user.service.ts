import { AppError } from '../../kernel/app-error.ts'
import type { RequestContext } from '../../kernel/request-context.ts'
import { placeName } from '../catalogue/item-presenter.ts'
import { requirePatron } from '../../kernel/guards.ts'

/**
 * `GET|POST /oga/userinfo`: the signed-in patron as the header, the user dropdown and the guided tour need
 * them (spec §3 "User info"): `userId` (truthy means signed in, contract §3.9), name, avatar, home library,
 * whether e-mail and phone are verified, and the first-login flag ('0' until the tour was finished). Answered to a
 * patron who must still bind a contact too: the web app learns from it that forced binding is due.
 */
export async function currentUser(ctx: RequestContext) {
  const { patronId, tenant } = await requirePatron(ctx, { allowUnboundContact: true })
  const patron = await ctx.db.patron.findUnique({
    where: { id: patronId },
    select: {
      id: true, username: true, primaryId: true, name: true, picUrl: true, emailVerified: true, mobileVerified: true,
      pdaRuleAccepted: true, firstLoginDone: true, status: true, department: true, userType: true, homeLibraryId: true,
    },
  })
  if (!patron) throw new AppError('FORBIDDEN')
  const library = patron.homeLibraryId
    ? await ctx.db.library.findFirst({ where: { id: patron.homeLibraryId, tenantId: tenant.id } })
    : await ctx.db.library.findFirst({ where: { tenantId: tenant.id, isMain: true, active: true } })
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
  }
}

/** `POST /find/userInfo/updateOpacFirstLoginFlag`: the guided tour was finished or skipped; it does not open again. */
export async function markFirstLoginDone(ctx: RequestContext) {
  const { patronId, tenant } = await requirePatron(ctx)
  await ctx.db.patron.updateMany({ where: { id: patronId, tenantId: tenant.id }, data: { firstLoginDone: true } })
  return { firstLoginFlag: '1' as const }
}
