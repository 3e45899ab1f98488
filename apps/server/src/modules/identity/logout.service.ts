import { parseStoredFindConfig } from '@portal/contracts'
import type { RequestContext } from '../shared/request-context.ts'
import { requirePatron } from './guards.ts'
import { revokeCurrentSession } from './patron-session.ts'

/**
 * `POST /oga/logoutForExternal`, login.signOut and (through signOutPatron) `/oga/logout`: revokes the caller's
 * session (token and SESSION cookie alike) and says where the browser goes next: the unified-authentication logout
 * page when the tenant signs in that way (spec §4 "Logout"), else nowhere. Signing out twice is no error.
 */
export async function signOut(ctx: RequestContext): Promise<{ logoutUrl: string | null }> {
  await revokeCurrentSession(ctx)
  const tenant = await ctx.tenantOrNull()
  if (!tenant) return { logoutUrl: null }
  const config = parseStoredFindConfig(tenant.config)
  return { logoutUrl: config.unifieAuthen === '1' && config.unifieAuthenLogoutUrl ? config.unifieAuthenLogoutUrl : null }
}

/**
 * `POST /oga/logout`: signing out needs a signed-in patron (401 otherwise, as before), including one who must
 * still bind a contact.
 */
export async function signOutPatron(ctx: RequestContext): Promise<{ logoutUrl: string | null }> {
  await requirePatron(ctx, { allowUnboundContact: true })
  return signOut(ctx)
}
