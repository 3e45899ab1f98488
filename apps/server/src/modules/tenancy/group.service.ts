import { parseStoredFooter, parseStoredLogo, type Footer, type GroupInfo, type Logo } from '@portal/contracts'
import type { Tenant } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'

export function toGroupInfo(tenant: Tenant): GroupInfo {
  return {
    groupCode: tenant.groupCode,
    name: tenant.name,
    label: tenant.label,
    msgFlag: tenant.msgFlag,
    fid: tenant.fid,
    mappingPath: tenant.mappingPath,
    englishName: tenant.englishName,
    complexName: tenant.complexName,
  }
}

// `POST /find/homePage/getGroupCode` answers toGroupInfo of the tenant a mapping path names, which is found
// across tenants before one is known: data/tenant-resolver.ts tenantOfMappingPath, called by the doors.

/** The tenant's footer; a link no browser should follow (stored before the link rule) is dropped. */
export function tenantFooter(tenant: Tenant): Footer {
  return parseStoredFooter(tenant.footer)
}

/** The tenant's logo; an unsafe image address (stored before the link rule) reads as none. */
export function tenantLogo(tenant: Tenant): Logo {
  return parseStoredLogo(tenant.logo)
}

/** `getLogoUrl`: the logo image address (LibStar answers a bare string). */
export async function getLogoUrl(ctx: Pick<TenantContext, 'tenant'>): Promise<string> {
  return tenantLogo(await ctx.tenant()).logoUrl
}

/** `getLogoPara`: logo plus the title shown beside it. */
export async function getLogoPara(ctx: Pick<TenantContext, 'tenant'>): Promise<Logo & { name: string; englishName: string; complexName: string }> {
  const tenant = await ctx.tenant()
  return { ...tenantLogo(tenant), name: tenant.name, englishName: tenant.englishName, complexName: tenant.complexName }
}
