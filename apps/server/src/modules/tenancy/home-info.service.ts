import type { TenantContext } from '../../data/request-scope.ts'
import { tenantFooter, tenantLogo, toGroupInfo } from './group.service.ts'
import { getVersion } from './institution.service.ts'
import { listLibraries } from './libraries.service.ts'
import { parseStoredFindConfig, type PortalBootstrap } from '@portal/contracts'
import { getMenuList } from './menus.service.ts'

/** `GET /find/homePage/info`: the static part of the home page (name, logo, libraries, footer). */
export async function getHomeInfo(ctx: Pick<TenantContext, 'data' | 'tenant'>) {
  const [tenant, libraries, version] = await Promise.all([ctx.tenant(), listLibraries(ctx), getVersion(ctx)])
  return { ...toGroupInfo(tenant), logo: tenantLogo(tenant), footer: tenantFooter(tenant), libraries, version }
}

/** Everything the web app needs to draw a page for this tenant, in one call. */
export async function getPortalBootstrap(ctx: Pick<TenantContext, 'data' | 'tenant'>): Promise<PortalBootstrap> {
  const [tenant, menu, libraries, version] = await Promise.all([ctx.tenant(), getMenuList(ctx), listLibraries(ctx), getVersion(ctx)])
  return {
    group: toGroupInfo(tenant),
    findConfig: parseStoredFindConfig(tenant.config),
    menu,
    libraries,
    footer: tenantFooter(tenant),
    logo: tenantLogo(tenant),
    version,
  }
}
