import { parseStoredFindConfig, type FindConfig } from '@portal/contracts'
import type { RequestContext } from '../../kernel/request-context.ts'

/** `getFindConfig`: every flag of spec §3 with the tenant's value or its default. */
export async function getFindConfig(ctx: RequestContext): Promise<FindConfig> {
  return parseStoredFindConfig((await ctx.tenant()).config)
}
