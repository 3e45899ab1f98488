import { AppError } from '../../kernel/app-error.ts'
import type { PatronContext } from '../../data/request-scope.ts'

/** Settings are small preferences (home sections shown, page size, …); a patron cannot fill the table. */
export const MAX_SETTINGS_PER_PATRON = 50

/** `GET /find/findUserSetting/getOne`: one setting of the signed-in patron; value null when never set. */
export async function getUserSetting(ctx: Pick<PatronContext, 'mine'>, input: { key: string }) {
  const row = await ctx.mine.userSetting.findFirst({ where: { key: input.key } })
  return { key: input.key, value: row?.value ?? null }
}

/** `POST /find/findUserSetting/updateOne`: sets (or, with an empty value, removes) one setting. */
export async function updateUserSetting(ctx: Pick<PatronContext, 'mine' | 'patronId' | 'tenant'>, input: { key: string; value: string }) {
  if (input.value === '') {
    await ctx.mine.userSetting.deleteMany({ where: { key: input.key } })
    return { key: input.key, value: null }
  }
  const { patronId } = ctx
  const tenant = await ctx.tenant()
  // The upsert names its unique key, which holds the tenant and the patron (the scope checks they are the call's).
  const where = { tenantId_patronId_key: { tenantId: tenant.id, patronId, key: input.key } }
  return ctx.mine.$transaction(async (tx) => {
    const exists = await tx.userSetting.findFirst({ where: { key: input.key }, select: { id: true } })
    if (!exists && (await tx.userSetting.count()) >= MAX_SETTINGS_PER_PATRON)
      throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'key', message: `≤ ${MAX_SETTINGS_PER_PATRON}` }] })
    const row = await tx.userSetting.upsert({ where, create: { tenantId: tenant.id, patronId, key: input.key, value: input.value }, update: { value: input.value } })
    return { key: row.key, value: row.value }
  })
}
