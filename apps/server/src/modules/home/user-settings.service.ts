import { requirePatron } from '../../kernel/guards.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { RequestContext } from '../../kernel/request-context.ts'

/** Settings are small preferences (home sections shown, page size, …); a patron cannot fill the table. */
export const MAX_SETTINGS_PER_PATRON = 50

/** `GET /find/findUserSetting/getOne`: one setting of the signed-in patron; value null when never set. */
export async function getUserSetting(ctx: RequestContext, input: { key: string }) {
  const { patronId, tenant } = await requirePatron(ctx)
  const row = await ctx.db.userSetting.findUnique({ where: { tenantId_patronId_key: { tenantId: tenant.id, patronId, key: input.key } } })
  return { key: input.key, value: row?.value ?? null }
}

/** `POST /find/findUserSetting/updateOne`: sets (or, with an empty value, removes) one setting. */
export async function updateUserSetting(ctx: RequestContext, input: { key: string; value: string }) {
  const { patronId, tenant } = await requirePatron(ctx)
  const where = { tenantId_patronId_key: { tenantId: tenant.id, patronId, key: input.key } }
  if (input.value === '') {
    await ctx.db.userSetting.deleteMany({ where: { tenantId: tenant.id, patronId, key: input.key } })
    return { key: input.key, value: null }
  }
  return ctx.db.$transaction(async (tx) => {
    const exists = await tx.userSetting.findUnique({ where, select: { id: true } })
    if (!exists && (await tx.userSetting.count({ where: { tenantId: tenant.id, patronId } })) >= MAX_SETTINGS_PER_PATRON)
      throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'key', message: `≤ ${MAX_SETTINGS_PER_PATRON}` }] })
    const row = await tx.userSetting.upsert({ where, create: { tenantId: tenant.id, patronId, key: input.key, value: input.value }, update: { value: input.value } })
    return { key: row.key, value: row.value }
  })
}
