import type { CardChange, CardStatus } from '@portal/contracts'
import type { PatronContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { authenticatePatron, decodeTransportedPassword } from '../identity/index.ts'
import { changeCard } from './card-changes.ts'

// The signed-in patron's own card (issue 15): its status, and reporting it lost (LibStar 挂失) after a separate
// password check (spec §4 "Card: lost or unlost (separate password check)"). Undoing the report is the desk's:
// whoever found or stole the card may also hold the patron's session, so the card comes back only when the patron
// shows their ID at a desk (staff mark it found).

type CardCall = Pick<PatronContext, 'data' | 'mine' | 'patronId' | 'tenant' | 'client' | 'security'>

/** `/find/user/getCertificationStatus`: the card's status and the patron's verified contacts. */
export async function cardStatus(ctx: Pick<PatronContext, 'mine'>): Promise<CardStatus> {
  const me = await ctx.mine.patron.findFirstOrThrow({ select: { status: true, emailVerified: true, mobileVerified: true, validFrom: true, validUntil: true } })
  return {
    status: me.status, canReportLost: me.status === 'NORMAL', emailVerified: me.emailVerified, mobileVerified: me.mobileVerified,
    validFrom: me.validFrom?.toISOString() ?? null, validUntil: me.validUntil?.toISOString() ?? null,
  }
}

/** The password check both calls make, behind the sign-in throttle (a wrong one answers WRONG_OLD_PASSWORD). */
async function provePassword(ctx: CardCall, password: string) {
  const tenant = await ctx.tenant()
  await authenticatePatron(ctx, tenant, { patronId: ctx.patronId }, decodeTransportedPassword(password, ctx.security.passwordTransportKey), 'WRONG_OLD_PASSWORD')
  return tenant
}

/** `/find/user/gsCardCheck`: the password check before reporting the card lost; changes nothing. */
export async function checkCardPassword(ctx: CardCall, input: { password: string }): Promise<{ passed: true }> {
  await provePassword(ctx, input.password)
  return { passed: true }
}

/**
 * `/find/user/gsCard`: reports the card lost (`lost` true, the default); the password is checked again here, so
 * the report needs it whatever a client did before. Asking to undo it answers CARD_RESTORED_AT_DESK.
 */
export async function reportCardLost(ctx: CardCall, input: { password: string; lost: boolean }): Promise<CardChange> {
  if (!input.lost) throw new AppError('CARD_RESTORED_AT_DESK')
  const tenant = await provePassword(ctx, input.password)
  return changeCard(ctx.data, tenant.id, { patronId: ctx.patronId, transition: 'reportLost', staffId: null })
}
