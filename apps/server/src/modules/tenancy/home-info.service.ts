import type { RequestContext } from '../../kernel/request-context.ts'
import { tenantFooter, tenantLogo, toGroupInfo } from './group.service.ts'
import { getVersion } from './institution.service.ts'
import { listLibraries } from './libraries.service.ts'
import { parseStoredFindConfig, type PortalBootstrap } from '@portal/contracts'
import { getMenuList } from './menus.service.ts'

/** `GET /find/homePage/info`: the static part of the home page (name, logo, libraries, footer). */
export async function getHomeInfo(ctx: RequestContext) {
  const tenant = await ctx.tenant()
  const [libraries, version] = await Promise.all([listLibraries(ctx), getVersion(ctx, tenant.id)])
  return { ...toGroupInfo(tenant), logo: tenantLogo(tenant), footer: tenantFooter(tenant), libraries, version }
}

/** Everything the web app needs to draw a page for this tenant, in one call. */
export async function getPortalBootstrap(ctx: RequestContext): Promise<PortalBootstrap> {
  const tenant = await ctx.tenant()
  const [menu, libraries, version] = await Promise.all([getMenuList(ctx), listLibraries(ctx), getVersion(ctx, tenant.id)])
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
