import { z } from 'zod'
import { getFindConfig } from '../../../modules/tenancy/find-config.service.ts'
import { getLogoPara, toGroupInfo } from '../../../modules/tenancy/group.service.ts'
import { getHomeInfo, getPortalBootstrap } from '../../../modules/tenancy/home-info.service.ts'
import { getByParaCode, getInstitution } from '../../../modules/tenancy/institution.service.ts'
import { listLibraries, saveLastLibCode } from '../../../modules/tenancy/libraries.service.ts'
import { getCustomFindMenu, getMenuList } from '../../../modules/tenancy/menus.service.ts'
import { tenantOfMappingPath } from '../../../data/tenant-resolver.ts'
import { publicProcedure, tenantProcedure } from '../../init.ts'

/** The web app's door to the tenancy operations; the REST twins are in rest/routes/tenancy/portal.routes.ts. */
export const portalProcedures = {
  bootstrap: tenantProcedure.query(({ ctx }) => getPortalBootstrap(ctx)),
  // Answers before the page knows its tenant: a mapping path names one (found across tenants), else the request's.
  groupCode: publicProcedure
    .input(z.object({ mappingPath: z.string().max(200).nullish() }).optional())
    .query(async ({ ctx, input }) => toGroupInfo(await tenantOfMappingPath(ctx, input?.mappingPath))),
  findConfig: tenantProcedure.query(({ ctx }) => getFindConfig(ctx)),
  menuList: tenantProcedure.query(({ ctx }) => getMenuList(ctx)),
  customMenu: tenantProcedure.query(({ ctx }) => getCustomFindMenu(ctx)),
  logo: tenantProcedure.query(({ ctx }) => getLogoPara(ctx)),
  libraries: tenantProcedure
    .input(z.object({ searchContent: z.string().max(100).nullish() }).optional())
    .query(({ ctx, input }) => listLibraries(ctx, input ?? {})),
  institution: tenantProcedure.query(({ ctx }) => getInstitution(ctx)),
  parameter: tenantProcedure
    .input(z.object({ paraCode: z.string().min(1).max(100).regex(/^[\w.-]+$/) }))
    .query(({ ctx, input }) => getByParaCode(ctx, input)),
  homeInfo: tenantProcedure.query(({ ctx }) => getHomeInfo(ctx)),
  saveLastLibCode: tenantProcedure
    .input(z.object({ libCode: z.string().max(50) }))
    .mutation(({ ctx, input }) => saveLastLibCode(ctx, input)),
}
