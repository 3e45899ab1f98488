import { randomBytes } from 'node:crypto'
import { ACCOUNT_EXPORT_PARTS, type AccountDeleted, type AccountDeletionCheck, type AccountDeletionInput } from '@portal/contracts'
import type { PatronStatus } from '@portal/db'
import type { PatronContext } from '../../data/request-scope.ts'
import type { PatronData } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import { blockerMessage, circulationBlockersOf } from '../circulation/index.ts'
import { authenticatePatron, decodeTransportedPassword } from '../identity/index.ts'

// Account deletion (issue 16 item 8), stronger than leaving school (key 14, circulation/leave-school.service.ts):
// leaving closes the account and keeps it; deleting anonymises it for good. Both answer at the LibStar paths
// `/find/userLogOut/{doUserLogOutOperationCheck, userCancel}`, told apart by `cancelType` (absent = leave school,
// so existing clients keep their meaning; see rest/routes/circulation/patron-card.routes.ts and docs/api.md).
//
// Deleting, with the current password, in one transaction: every session revoked (tokens are checked against their
// session on every call, data/sessions.ts, so each old JWT and SESSION cookie answers 401 from then on); the
// patron row kept (loans, fines and comments refer to it) but emptied: no name, contacts or picture, the account,
// reader number and barcode replaced by an unusable tombstone, an unusable password, links to outside sign-ins and
// the usage log's link cut, deletedAt set, status LEFT; the patron's personal rows deleted; comments kept, shown
// without a name (catalogue/comments.service.ts). An AccountDeletionRequest of kind ACCOUNT_DELETION records it.

type DeletionCall = Pick<PatronContext, 'mine' | 'data' | 'patronId' | 'tenant' | 'locale' | 'client' | 'security'>

/** Card states do not block deleting (a lost card is of no use once the account is gone): loans, fines and requests do. */
async function deletionBlockers(mine: PatronData, status: PatronStatus): Promise<AccountDeletionCheck['blockers']> {
  const blockers = await circulationBlockersOf(mine, status)
  return blockers.flatMap((b) => (b.reason === 'CURRENT_LOANS' || b.reason === 'UNPAID_FINES' || b.reason === 'WAITING_REQUESTS' ? [{ ...b, reason: b.reason }] : []))
}

/** What blocks deleting the signed-in patron's account, and what the export holds. */
export async function accountDeletionCheck(ctx: Pick<DeletionCall, 'mine'>): Promise<AccountDeletionCheck> {
  const me = await ctx.mine.patron.findFirstOrThrow({ select: { status: true, deletedAt: true } })
  if (me.deletedAt) throw new AppError('ACCOUNT_ALREADY_DELETED')
  const blockers = await deletionBlockers(ctx.mine, me.status)
  return { canDelete: blockers.length === 0, blockers, exportParts: [...ACCOUNT_EXPORT_PARTS] }
}

/** Unique (the id) and unguessable (the random part), so the freed account, number and barcode can never sign in or clash. */
const tombstoneOf = (patronId: number) => `deleted-${patronId}-${randomBytes(6).toString('hex')}`

/** Deletes the signed-in patron's account when nothing blocks it (ACCOUNT_DELETION_BLOCKED with the reasons otherwise). */
export async function deleteAccount(ctx: DeletionCall, input: AccountDeletionInput): Promise<AccountDeleted> {
  const tenant = await ctx.tenant()
  // A wrong password answers WRONG_OLD_PASSWORD behind the sign-in throttle, before anything is read or written.
  await authenticatePatron(ctx, tenant, { patronId: ctx.patronId }, decodeTransportedPassword(input.password, ctx.security.passwordTransportKey), 'WRONG_OLD_PASSWORD')
  return ctx.mine.$transaction(async (tx) => {
    // The desk locks the same row to lend: no loan can start between this check and the account going.
    const [locked] = await tx.$queryRaw<{ status: PatronStatus; deletedAt: Date | null }[]>`SELECT status, "deletedAt" FROM "Patron" WHERE id = ${ctx.patronId} AND "tenantId" = ${tenant.id} FOR UPDATE`
    if (!locked || locked.deletedAt) throw new AppError('ACCOUNT_ALREADY_DELETED')
    const mine = tx as unknown as PatronData
    const blockers = await deletionBlockers(mine, locked.status)
    if (blockers.length) {
      const reasons = blockers.map((b) => blockerMessage(ctx.locale, b)).join(ctx.locale === 'en-US' ? '; ' : '；')
      throw new AppError('ACCOUNT_DELETION_BLOCKED', { params: { reasons } })
    }
    const at = new Date()
    const tombstone = tombstoneOf(ctx.patronId)
    const form = await mine.patron.findFirstOrThrow({ select: { department: true, major: true, className: true, grade: true } })
    const request = await mine.accountDeletionRequest.create({
      data: { tenantId: tenant.id, patronId: ctx.patronId, kind: 'ACCOUNT_DELETION', status: 'APPROVED', name: '', primaryId: tombstone, username: tombstone, ...form, processedAt: at },
    })
    await mine.session.updateMany({ where: { revokedAt: null }, data: { revokedAt: at } })
    await mine.externalIdentity.deleteMany({})
    // Personal rows; favourites before their folders, a subscription's alerts go with it (cascade).
    await mine.favourite.deleteMany({})
    await mine.favouriteFolder.deleteMany({})
    await mine.bookListFollow.deleteMany({})
    await mine.databaseFavourite.deleteMany({})
    await mine.subscription.deleteMany({})
    await mine.address.deleteMany({})
    await mine.message.deleteMany({})
    await mine.userSetting.deleteMany({})
    await mine.verificationCode.deleteMany({})
    await mine.cartItem.deleteMany({})
    // The usage log keeps its counts without the patron (what the column's SetNull does on a hard delete); the
    // patron-bound client refuses to move a row out of its scope, so this one statement names both ids itself.
    await tx.$executeRaw`UPDATE "UsageEvent" SET "patronId" = NULL WHERE "tenantId" = ${tenant.id} AND "patronId" = ${ctx.patronId}`
    await mine.patron.updateMany({
      data: {
        name: '', username: tombstone, primaryId: tombstone, userBarcode: tombstone,
        // No argon2 hash: passwordMatches never accepts it.
        passwordHash: `!deleted-account-${randomBytes(16).toString('hex')}`,
        email: '', emailVerified: false, mobile: '', mobileVerified: false, picUrl: '', certificateNumber: '',
        wechatOpenId: null, chaoxingUid: null, deletedAt: at, status: 'LEFT', failedLoginCount: 0, lockedUntil: null,
      },
    })
    return { requestId: request.id, deletedAt: at.toISOString() }
  })
}
