import { z } from 'zod'
import { donationNews, recentDonations } from '../../../modules/home/donations.service.ts'
import { disciplines, librariesWithCounts } from '../../../modules/home/disciplines.service.ts'
import { eCollectionNavigation, externalFind, hasNewElectronicResources, hotCollections, newCollections, trialCollections } from '../../../modules/home/e-collections.service.ts'
import { getUserSetting, updateUserSetting } from '../../../modules/home/user-settings.service.ts'
import { patronProcedure, tenantProcedure } from '../../init.ts'

const rows = (max: number, fallback: number) => z.object({ rows: z.number().int().min(1).max(max).default(fallback) })
const page = { page: z.number().int().min(1).max(10_000).default(1), rows: z.number().int().min(1).max(100).default(10) }
const settingKey = z.string().regex(/^[A-Za-z][\w.-]{0,49}$/)

/**
 * The home page's databases, disciplines, libraries and donations, and a patron's settings; REST twins in
 * rest/routes/home/home-page.routes.ts.
 */
export const homePageProcedures = {
  hotCollections: tenantProcedure.input(rows(50, 8)).query(({ ctx, input }) => hotCollections(ctx, input)),
  newCollections: tenantProcedure.input(rows(50, 8)).query(({ ctx, input }) => newCollections(ctx, input)),
  trialCollections: tenantProcedure.input(rows(50, 8)).query(({ ctx, input }) => trialCollections(ctx, input)),
  eCollections: tenantProcedure
    .input(z.object({ ...page, searchContent: z.string().max(100).optional(), langCode: z.string().max(10).optional(), status: z.enum(['1', '2', '3', '4']).optional() }))
    .query(({ ctx, input }) => eCollectionNavigation(ctx, input)),
  disciplines: tenantProcedure.input(z.object({ disCode: z.string().max(20).optional() })).query(({ ctx, input }) => disciplines(ctx, input)),
  libraries: tenantProcedure.query(({ ctx }) => librariesWithCounts(ctx)),
  recentDonations: tenantProcedure.input(rows(50, 8)).query(({ ctx, input }) => recentDonations(ctx, input)),
  donationNews: tenantProcedure.input(z.object(page)).query(({ ctx, input }) => donationNews(ctx, input)),
  newElectronicResources: tenantProcedure.query(({ ctx }) => hasNewElectronicResources(ctx)),
  externalFind: tenantProcedure.query(({ ctx }) => externalFind(ctx)),
  setting: patronProcedure.input(z.object({ key: settingKey })).query(({ ctx, input }) => getUserSetting(ctx, input)),
  updateSetting: patronProcedure.input(z.object({ key: settingKey, value: z.string().max(2000) })).mutation(({ ctx, input }) => updateUserSetting(ctx, input)),
}
