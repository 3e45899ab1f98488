import { APP_DISPLAY_VERSION } from '../../app-version.ts'
import type { TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { tenantFooter, toGroupInfo } from './group.service.ts'

/**
 * Parameters every tenant has even when staff never set them. `version` (spec §9, the footer's version) is the
 * portal's own, from the root package.json; a library that stores its own `version` parameter shows that instead.
 */
export const DEFAULT_PARAMETERS: Readonly<Record<string, string>> = { version: APP_DISPLAY_VERSION }

async function parameters(ctx: Pick<TenantContext, 'data'>): Promise<Record<string, string>> {
  const rows = await ctx.data.tenantParameter.findMany({ orderBy: { paraCode: 'asc' } })
  return { ...DEFAULT_PARAMETERS, ...Object.fromEntries(rows.map((r) => [r.paraCode, r.paraValue])) }
}

/** `GET /find/institution/get`: the institution as the footer and about pages show it. */
export async function getInstitution(ctx: Pick<TenantContext, 'data' | 'tenant'>) {
  const [tenant, params] = await Promise.all([ctx.tenant(), parameters(ctx)])
  return { ...toGroupInfo(tenant), version: params.version || APP_DISPLAY_VERSION, footer: tenantFooter(tenant), parameters: params }
}

/** `GET /find/institution/getByParaCode?paraCode=version`. */
export async function getByParaCode(ctx: Pick<TenantContext, 'data'>, input: { paraCode: string }) {
  const params = await parameters(ctx)
  const paraValue = params[input.paraCode]
  if (paraValue === undefined) throw new AppError('NOT_FOUND', { field: 'paraCode' })
  return { paraCode: input.paraCode, paraValue }
}

/** The footer's version: the tenant's own `version` parameter when set and not empty, else the portal's. */
export async function getVersion(ctx: Pick<TenantContext, 'data'>): Promise<string> {
  return (await parameters(ctx)).version || APP_DISPLAY_VERSION
}
