import { parseStoredFooter, parseStoredLogo, type Footer, type GroupInfo, type Logo } from '@portal/contracts'
import type { Tenant } from '@portal/db'
import type { RequestContext } from '../../kernel/request-context.ts'
import { AppError } from '../../kernel/app-error.ts'
import { normaliseMappingPath } from './tenant-resolver.ts'

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

/**
 * `POST /find/homePage/getGroupCode`: the tenant of a mapping path; an empty mapping path means the
 * tenant of this request (header, token, session or host) — contract §2.3.
 */
export async function getGroupCode(ctx: RequestContext, input: { mappingPath?: string | null | undefined }): Promise<GroupInfo> {
  const mappingPath = normaliseMappingPath(input.mappingPath)
  if (mappingPath) {
    const tenant = await ctx.db.tenant.findFirst({ where: { mappingPath, active: true } })
    if (!tenant) throw new AppError('UNKNOWN_TENANT', { params: { groupCode: mappingPath } })
    return toGroupInfo(tenant)
  }
  return toGroupInfo(await ctx.tenant())
}

/** The tenant's footer; a link no browser should follow (stored before the link rule) is dropped. */
export function tenantFooter(tenant: Tenant): Footer {
  return parseStoredFooter(tenant.footer)
}

/** The tenant's logo; an unsafe image address (stored before the link rule) reads as none. */
export function tenantLogo(tenant: Tenant): Logo {
  return parseStoredLogo(tenant.logo)
}

/** `getLogoUrl`: the logo image address (LibStar answers a bare string). */
export async function getLogoUrl(ctx: RequestContext): Promise<string> {
  return tenantLogo(await ctx.tenant()).logoUrl
}

/** `getLogoPara`: logo plus the title shown beside it. */
export async function getLogoPara(ctx: RequestContext): Promise<Logo & { name: string; englishName: string; complexName: string }> {
  const tenant = await ctx.tenant()
  return { ...tenantLogo(tenant), name: tenant.name, englishName: tenant.englishName, complexName: tenant.complexName }
}
