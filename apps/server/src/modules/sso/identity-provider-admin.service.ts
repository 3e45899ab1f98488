import { IdentityProviderKindSchema } from '@portal/contracts'
import type { IdentityProvider, Prisma } from '@portal/db'
import { z } from 'zod'
import type { StaffContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { localizeZodIssues } from '../../kernel/zod-messages.ts'
import { CasSettingsSchema, OidcSettingsSchema, WechatSettingsSchema } from '../../kernel/provider-settings.ts'

// Staff manage their tenant's identity providers (docs/api.md "Configuring a provider"). Settings are checked
// against the kind's schema when saved; secrets are never sent back, only a mask that means "unchanged".

const SETTINGS_SCHEMAS = { CAS: CasSettingsSchema, OIDC: OidcSettingsSchema, WECHAT: WechatSettingsSchema } as const
const SECRET_KEYS = ['clientSecret', 'appSecret'] as const
export const SECRET_MASK = '********'

export const IdentityProviderCreateSchema = z.object({
  code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,50}$/),
  kind: IdentityProviderKindSchema,
  displayName: z.string().trim().max(100).default(''),
  enabled: z.boolean().default(true),
  settings: z.record(z.string(), z.unknown()),
})
export const IdentityProviderPatchSchema = IdentityProviderCreateSchema.omit({ kind: true }).partial()

type Settings = Record<string, unknown>

function present(row: IdentityProvider) {
  const settings = { ...(row.settings as Settings) }
  for (const key of SECRET_KEYS) if (typeof settings[key] === 'string' && settings[key]) settings[key] = SECRET_MASK
  return { id: row.id, code: row.code, kind: row.kind, displayName: row.displayName, enabled: row.enabled, settings, updatedAt: row.updatedAt.toISOString() }
}

/** The settings as they will be stored: the mask keeps the stored secret; the whole is checked for the kind. */
function checkedSettings(ctx: Pick<StaffContext, 'locale'>, kind: IdentityProvider['kind'], given: Settings, stored: Settings = {}): Prisma.InputJsonObject {
  const merged: Settings = { ...given }
  for (const key of SECRET_KEYS) if (merged[key] === SECRET_MASK) merged[key] = stored[key]
  const parsed = SETTINGS_SCHEMAS[kind].safeParse(merged)
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { issues: localizeZodIssues(parsed.error, ctx.locale, merged) })
  // Stored as given (not with the defaults filled in), so a default that changes later applies.
  return merged as Prisma.InputJsonObject
}

async function ownRow(ctx: Pick<StaffContext, 'data'>, id: number): Promise<IdentityProvider> {
  const row = await ctx.data.identityProvider.findFirst({ where: { id } })
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

export async function listIdentityProviders(ctx: Pick<StaffContext, 'data'>) {
  return (await ctx.data.identityProvider.findMany({ orderBy: { id: 'asc' } })).map(present)
}

export async function createIdentityProvider(ctx: Pick<StaffContext, 'data' | 'tenant' | 'locale'>, input: z.output<typeof IdentityProviderCreateSchema>) {
  const tenant = await ctx.tenant()
  const settings = checkedSettings(ctx, input.kind, input.settings)
  return present(await ctx.data.identityProvider.create({ data: { tenantId: tenant.id, code: input.code, kind: input.kind, displayName: input.displayName, enabled: input.enabled, settings } }))
}

export async function updateIdentityProvider(ctx: Pick<StaffContext, 'data' | 'locale'>, id: number, patch: z.output<typeof IdentityProviderPatchSchema>) {
  const row = await ownRow(ctx, id)
  const settings = patch.settings ? checkedSettings(ctx, row.kind, patch.settings, row.settings as Settings) : undefined
  const data = { code: patch.code, displayName: patch.displayName, enabled: patch.enabled, settings }
  return present(await ctx.data.identityProvider.update({ where: { id: row.id }, data }))
}

/** Deleting a provider forgets every patron's link to it (they associate again at the next sign-on). */
export async function deleteIdentityProvider(ctx: Pick<StaffContext, 'data'>, id: number) {
  const row = await ownRow(ctx, id)
  await ctx.data.identityProvider.delete({ where: { id: row.id } })
  return { deleted: true }
}
