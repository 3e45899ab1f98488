import { z } from 'zod'
import { getFindConfig } from '../../modules/tenancy/find-config.service.ts'
import { getGroupCode, getLogoPara } from '../../modules/tenancy/group.service.ts'
import { getHomeInfo, getPortalBootstrap } from '../../modules/tenancy/home-info.service.ts'
import { getByParaCode, getInstitution } from '../../modules/tenancy/institution.service.ts'
import { listLibraries, saveLastLibCode } from '../../modules/tenancy/libraries.service.ts'
import { getCustomFindMenu, getMenuList } from '../../modules/tenancy/menus.service.ts'
import { publicProcedure, router } from '../init.ts'

/** The web app's door to the tenancy operations; the REST twins are in rest/routes/tenancy.routes.ts. */
export const tenantRouter = router({
  bootstrap: publicProcedure.query(({ ctx }) => getPortalBootstrap(ctx)),
  groupCode: publicProcedure
    .input(z.object({ mappingPath: z.string().max(200).nullish() }).optional())
    .query(({ ctx, input }) => getGroupCode(ctx, input ?? {})),
  findConfig: publicProcedure.query(({ ctx }) => getFindConfig(ctx)),
  menuList: publicProcedure.query(({ ctx }) => getMenuList(ctx)),
  customMenu: publicProcedure.query(({ ctx }) => getCustomFindMenu(ctx)),
  logo: publicProcedure.query(({ ctx }) => getLogoPara(ctx)),
  libraries: publicProcedure
    .input(z.object({ searchContent: z.string().max(100).nullish() }).optional())
    .query(({ ctx, input }) => listLibraries(ctx, input ?? {})),
  institution: publicProcedure.query(({ ctx }) => getInstitution(ctx)),
  parameter: publicProcedure
    .input(z.object({ paraCode: z.string().min(1).max(100).regex(/^[\w.-]+$/) }))
    .query(({ ctx, input }) => getByParaCode(ctx, input)),
  homeInfo: publicProcedure.query(({ ctx }) => getHomeInfo(ctx)),
  saveLastLibCode: publicProcedure
    .input(z.object({ libCode: z.string().max(50) }))
    .mutation(({ ctx, input }) => saveLastLibCode(ctx, input)),
})
