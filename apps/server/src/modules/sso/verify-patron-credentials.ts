import type { Tenant } from '@portal/db'
import type { RequestContext } from '../shared/request-context.ts'
import { authenticatePatron } from '../identity/patron-authentication.ts'
import { decodeTransportedPassword } from '../identity/password-transport.ts'

/**
 * The patron whose user name and password the binding forms carry (spec §2), checked behind the same
 * throttle and account lock as sign-in. The password may come AES-encrypted for transport (spec §5).
 */
export async function verifyPatronCredentials(ctx: RequestContext, tenant: Tenant, username: string, transportedPassword: string): Promise<{ patronId: number }> {
  const password = decodeTransportedPassword(transportedPassword, ctx.security.passwordTransportKey)
  const patron = await authenticatePatron(ctx, tenant, { username }, password)
  return { patronId: patron.id }
}
