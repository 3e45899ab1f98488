import { parseStoredFindConfig } from '@portal/contracts'
import type { TenantContext } from '../../data/request-scope.ts'

/**
 * `POST /oga/logout` (its door admits a patron who must still bind a contact), `/oga/logoutForExternal` and
 * identity.signOut: where the browser goes once the doors have revoked the caller's session (token and SESSION cookie
 * alike, data/sessions.ts revokeCurrentSession): the unified-authentication logout page when the tenant signs in
 * that way (spec §4 "Logout"), else nowhere. Signing out twice, or without a known tenant, is no error.
 */
export async function logoutTarget(ctx: Pick<TenantContext, 'tenantOrNull'>): Promise<{ logoutUrl: string | null }> {
  const tenant = await ctx.tenantOrNull()
  if (!tenant) return { logoutUrl: null }
  const config = parseStoredFindConfig(tenant.config)
  return { logoutUrl: config.unifieAuthen === '1' && config.unifieAuthenLogoutUrl ? config.unifieAuthenLogoutUrl : null }
}
