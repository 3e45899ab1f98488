import { parseStoredFindConfig } from '@portal/contracts'
import type { RequestContext } from '../../kernel/request-context.ts'
import { revokeCurrentSession } from './patron-session.ts'

/**
 * `POST /oga/logout` (its door admits a patron who must still bind a contact), `/oga/logoutForExternal` and
 * login.signOut: revokes the caller's session (token and SESSION cookie alike) and says where the browser goes
 * next: the unified-authentication logout page when the tenant signs in that way (spec §4 "Logout"), else
 * nowhere. Signing out twice is no error.
 */
export async function signOut(ctx: RequestContext): Promise<{ logoutUrl: string | null }> {
  await revokeCurrentSession(ctx)
  const tenant = await ctx.tenantOrNull()
  if (!tenant) return { logoutUrl: null }
  const config = parseStoredFindConfig(tenant.config)
  return { logoutUrl: config.unifieAuthen === '1' && config.unifieAuthenLogoutUrl ? config.unifieAuthenLogoutUrl : null }
}
