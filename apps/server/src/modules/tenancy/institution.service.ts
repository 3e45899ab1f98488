import type { RequestContext } from '../shared/request-context.ts'
import { AppError } from '../shared/app-error.ts'
import { tenantFooter, toGroupInfo } from './group.service.ts'

/** Parameters every tenant has even when staff never set them (spec §9: version 3.0). */
export const DEFAULT_PARAMETERS: Record<string, string> = { version: '3.0' }

async function parameters(ctx: RequestContext, tenantId: number): Promise<Record<string, string>> {
  const rows = await ctx.db.tenantParameter.findMany({ where: { tenantId }, orderBy: { paraCode: 'asc' } })
  return { ...DEFAULT_PARAMETERS, ...Object.fromEntries(rows.map((r) => [r.paraCode, r.paraValue])) }
}

/** `GET /find/institution/get`: the institution as the footer and about pages show it. */
export async function getInstitution(ctx: RequestContext) {
  const tenant = await ctx.tenant()
  const params = await parameters(ctx, tenant.id)
  return { ...toGroupInfo(tenant), version: params.version ?? '3.0', footer: tenantFooter(tenant), parameters: params }
}

/** `GET /find/institution/getByParaCode?paraCode=version`. */
export async function getByParaCode(ctx: RequestContext, input: { paraCode: string }) {
  const tenant = await ctx.tenant()
  const params = await parameters(ctx, tenant.id)
  const paraValue = params[input.paraCode]
  if (paraValue === undefined) throw new AppError('NOT_FOUND', { field: 'paraCode' })
  return { paraCode: input.paraCode, paraValue }
}

export async function getVersion(ctx: RequestContext, tenantId: number): Promise<string> {
  return (await parameters(ctx, tenantId)).version ?? '3.0'
}
