import { FindConfigPatchSchema, FooterPatchSchema, FooterSchema, LogoPatchSchema, LogoSchema, parseStoredFindConfig } from '@portal/contracts'
import { z } from 'zod'
import type { StaffContext } from '../../data/request-scope.ts'
import { tenantFooter, tenantLogo, toGroupInfo } from '../tenancy/index.ts'

/** A tenant has a handful of institution parameters; a change names a few of them. */
const MAX_PARAMETERS = 50

export const TenantSettingsPatchSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    englishName: z.string().trim().max(200),
    complexName: z.string().trim().max(200),
    label: z.string().trim().max(50),
    requireReferer: z.boolean(),
    findConfig: FindConfigPatchSchema,
    // Links (filing numbers, logo) must be http(s) or within the site (safeLinkUrl); unnamed fields keep their value.
    footer: FooterPatchSchema,
    logo: LogoPatchSchema,
    parameters: z
      .record(z.string().regex(/^[\w.-]{1,50}$/), z.string().max(2000))
      .refine((map) => Object.keys(map).length <= MAX_PARAMETERS, { message: `at most ${MAX_PARAMETERS} parameters at once` }),
  })
  .partial()
  .strict()
export type TenantSettingsPatch = z.input<typeof TenantSettingsPatchSchema>

export async function getTenantSettings(ctx: Pick<StaffContext, 'data'>) {
  // Read afresh: the request's tenant is resolved once and may predate a change in this request. The tenant's
  // data shows its own Tenant row only.
  const tenant = await ctx.data.tenant.findFirstOrThrow({})
  const parameters = await ctx.data.tenantParameter.findMany({ orderBy: { paraCode: 'asc' } })
  return {
    ...toGroupInfo(tenant),
    requireReferer: tenant.requireReferer,
    findConfig: parseStoredFindConfig(tenant.config),
    footer: tenantFooter(tenant),
    logo: tenantLogo(tenant),
    parameters: Object.fromEntries(parameters.map((p) => [p.paraCode, p.paraValue])),
  }
}

/**
 * Applies a validated partial change in one transaction; flags not named keep their value. The tenant row
 * is locked first, so two staff members changing different flags at once both keep their change.
 */
export async function updateTenantSettings(ctx: Pick<StaffContext, 'data' | 'tenant'>, patch: z.output<typeof TenantSettingsPatchSchema>) {
  const { id: tenantId } = await ctx.tenant()
  await ctx.data.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Tenant" WHERE id = ${tenantId} FOR UPDATE`
    const tenant = await tx.tenant.findUniqueOrThrow({ where: { id: tenantId } })
    await tx.tenant.update({
      where: { id: tenant.id },
      data: {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.englishName !== undefined ? { englishName: patch.englishName } : {}),
        ...(patch.complexName !== undefined ? { complexName: patch.complexName } : {}),
        ...(patch.label !== undefined ? { label: patch.label } : {}),
        ...(patch.requireReferer !== undefined ? { requireReferer: patch.requireReferer } : {}),
        ...(patch.findConfig ? { config: { ...parseStoredFindConfig(tenant.config), ...patch.findConfig } } : {}),
        ...(patch.footer ? { footer: FooterSchema.parse({ ...tenantFooter(tenant), ...patch.footer }) } : {}),
        ...(patch.logo ? { logo: LogoSchema.parse({ ...tenantLogo(tenant), ...patch.logo }) } : {}),
      },
    })
    const parameters = Object.entries(patch.parameters ?? {})
    if (parameters.length)
      await tx.$executeRaw`INSERT INTO "TenantParameter" ("tenantId", "paraCode", "paraValue", "updatedAt")
        SELECT ${tenant.id}, p.code, p.value, now() FROM unnest(${parameters.map(([k]) => k)}::text[], ${parameters.map(([, v]) => v)}::text[]) AS p(code, value)
        ON CONFLICT ("tenantId", "paraCode") DO UPDATE SET "paraValue" = EXCLUDED."paraValue", "updatedAt" = now()`
  })
  return getTenantSettings(ctx)
}
