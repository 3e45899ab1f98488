import type { LoginProvider } from '@portal/contracts'
import type { TenantContext } from '../../data/request-scope.ts'
import { getFindConfig } from '../tenancy/index.ts'
import { signOnStartUrl } from './landing.ts'

/** The tenant's enabled providers for the login modal, in the order staff created them. */
export async function loginProviders(ctx: Pick<TenantContext, 'data' | 'tenant' | 'origin'>): Promise<LoginProvider[]> {
  const tenant = await ctx.tenant()
  const providers = await ctx.data.identityProvider.findMany({ where: { enabled: true }, orderBy: { id: 'asc' } })
  return providers.map((p) => ({
    code: p.code,
    kind: p.kind,
    displayName: p.displayName || p.code,
    // WeChat has no start address of ours: the modal shows its QR page (sso.wechatLoginUrl).
    loginUrl: p.kind === 'WECHAT' ? null : signOnStartUrl(ctx.origin, tenant, p.code),
  }))
}

/**
 * `/find/ssoCalis/getLoginUrl`: where "unified authentication" starts — the address staff configured
 * (findConfig unifieAuthenLoginUrl), else the sign-on of the tenant's first CAS or OIDC provider, else "".
 */
export async function unifiedLoginUrl(ctx: Pick<TenantContext, 'data' | 'tenant' | 'origin'>): Promise<string> {
  const configured = (await getFindConfig(ctx)).unifieAuthenLoginUrl
  if (configured) return configured
  const first = (await loginProviders(ctx)).find((p) => p.loginUrl)
  return first?.loginUrl ?? ''
}
