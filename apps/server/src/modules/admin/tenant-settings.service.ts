import {
  FindConfigPatchSchema,
  FooterSchema,
  LogoSchema,
  parseStoredFindConfig,
  type FindConfigPatch,
} from '@portal/contracts'
import { z } from 'zod'
import type { RequestContext } from '../shared/request-context.ts'
import { requireStaff } from '../identity/guards.ts'
import { tenantFooter, tenantLogo, toGroupInfo } from '../tenancy/group.service.ts'

export const TenantSettingsPatchSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    englishName: z.string().trim().max(200),
    complexName: z.string().trim().max(200),
    label: z.string().trim().max(50),
    requireReferer: z.boolean(),
    findConfig: FindConfigPatchSchema,
    footer: FooterSchema.partial(),
    logo: LogoSchema.partial(),
    parameters: z.record(z.string().regex(/^[\w.-]{1,50}$/), z.string().max(2000)),
  })
  .partial()
  .strict()
export type TenantSettingsPatch = z.input<typeof TenantSettingsPatchSchema>

export async function getTenantSettings(ctx: RequestContext) {
  const { tenant: resolved } = await requireStaff(ctx, 'ADMIN')
  // Read afresh: the request's tenant is resolved once and may predate a change in this request.
  const tenant = await ctx.db.tenant.findUniqueOrThrow({ where: { id: resolved.id } })
  const parameters = await ctx.db.tenantParameter.findMany({ where: { tenantId: tenant.id }, orderBy: { paraCode: 'asc' } })
  return {
    ...toGroupInfo(tenant),
    requireReferer: tenant.requireReferer,
    findConfig: parseStoredFindConfig(tenant.config),
    footer: tenantFooter(tenant),
    logo: tenantLogo(tenant),
    parameters: Object.fromEntries(parameters.map((p) => [p.paraCode, p.paraValue])),
  }
}

/** Applies a validated partial change in one transaction; flags not named keep their value. */
export async function updateTenantSettings(ctx: RequestContext, patch: z.output<typeof TenantSettingsPatchSchema>) {
  const { tenant } = await requireStaff(ctx, 'ADMIN')
  const findConfig = patch.findConfig
    ? parseStoredFindConfig({ ...parseStoredFindConfig(tenant.config), ...(patch.findConfig as FindConfigPatch) })
    : undefined
  await ctx.db.$transaction(async (tx) => {
    await tx.tenant.update({
      where: { id: tenant.id },
      data: {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.englishName !== undefined ? { englishName: patch.englishName } : {}),
        ...(patch.complexName !== undefined ? { complexName: patch.complexName } : {}),
        ...(patch.label !== undefined ? { label: patch.label } : {}),
        ...(patch.requireReferer !== undefined ? { requireReferer: patch.requireReferer } : {}),
        ...(findConfig ? { config: findConfig } : {}),
        ...(patch.footer ? { footer: FooterSchema.parse({ ...tenantFooter(tenant), ...patch.footer }) } : {}),
        ...(patch.logo ? { logo: LogoSchema.parse({ ...tenantLogo(tenant), ...patch.logo }) } : {}),
      },
    })
    for (const [paraCode, paraValue] of Object.entries(patch.parameters ?? {}))
      await tx.tenantParameter.upsert({
        where: { tenantId_paraCode: { tenantId: tenant.id, paraCode } },
        create: { tenantId: tenant.id, paraCode, paraValue },
        update: { paraValue },
      })
  })
  return getTenantSettings(ctx)
}
