import type { Tenant } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import { authenticatePatron, type AuthenticatedPatron } from '../identity/index.ts'
import { decodeTransportedPassword } from '../identity/index.ts'

/**
 * The patron whose user name and password the binding forms carry (spec §2), checked behind the same
 * throttle and account lock as sign-in. The password may come AES-encrypted for transport (spec §5). Callers
 * then ask the password's own state (passwordStateRefusal) before binding anything, as sign-in does.
 */
export async function verifyPatronCredentials(ctx: Pick<TenantContext, 'data' | 'client' | 'security'>, tenant: Pick<Tenant, 'id'>, username: string, transportedPassword: string): Promise<AuthenticatedPatron> {
  const password = decodeTransportedPassword(transportedPassword, ctx.security.passwordTransportKey)
  return authenticatePatron(ctx, tenant, { username }, password)
}
