import { parseStoredFindConfig, type FindConfig } from '@portal/contracts'
import type { TenantContext } from '../../data/request-scope.ts'

/** `getFindConfig`: every flag of spec §3 with the tenant's value or its default. */
export async function getFindConfig(ctx: Pick<TenantContext, 'tenant'>): Promise<FindConfig> {
  return parseStoredFindConfig((await ctx.tenant()).config)
}
