import { z } from 'zod'
import { donationNews, recentDonations } from '../../modules/home/donations.service.ts'
import { disciplines, librariesWithCounts } from '../../modules/home/disciplines.service.ts'
import { eCollectionNavigation, externalFind, hasNewElectronicResources, hotCollections, newCollections, trialCollections } from '../../modules/home/e-collections.service.ts'
import { hotBookLists, hotTopics, topSharedFolders } from '../../modules/home/featured-lists.service.ts'
import { hotLoans } from '../../modules/home/hot-loans.service.ts'
import { newBooks } from '../../modules/home/new-books.service.ts'
import { hotKeywords, popularBooks, topReaders, topScoreList } from '../../modules/home/rankings.service.ts'
import { logUsage } from '../../modules/home/usage-log.service.ts'
import { getUserSetting, updateUserSetting } from '../../modules/home/user-settings.service.ts'
import { NEW_BOOK_WINDOWS, STAT_RANGES } from '../../modules/home/windows.ts'
import { patronProcedure, router, tenantProcedure } from '../init.ts'

const rows = (max: number, fallback: number) => z.object({ rows: z.number().int().min(1).max(max).default(fallback) })
const page = { page: z.number().int().min(1).max(10_000).default(1), rows: z.number().int().min(1).max(100).default(10) }
const statRange = z.union(STAT_RANGES.map((n) => z.literal(n))).default(30)
const settingKey = z.string().regex(/^[A-Za-z][\w.-]{0,49}$/)

/** The home page's lists and rankings for the web app; REST twins in rest/routes/home*.routes.ts and usage-log.routes.ts. */
export const homeRouter = router({
  hotLoans: tenantProcedure
    .input(z.object({ ...page, statRange, sortType: z.union([z.literal(1), z.literal(2)]).default(1), disCode: z.string().max(20).optional(), libCode: z.string().max(20).optional(), classNo: z.string().max(20).optional() }))
    .query(({ ctx, input }) => hotLoans(ctx, input)),
  newBooks: tenantProcedure
    .input(z.object({
      ...page,
      time: z.string().refine((v) => v in NEW_BOOK_WINDOWS).default('2'),
      docCode: z.string().regex(/^\d{1,3}$/).optional(), disCode: z.string().max(20).optional(), callNo: z.string().max(20).optional(),
      libCode: z.string().max(20).optional(), campusId: z.array(z.string().max(20)).max(50).default([]),
      sortField: z.enum(['in_date', 'title', 'issued_sort']).default('in_date'), sortClause: z.enum(['asc', 'desc']).default('desc'),
    }))
    .query(({ ctx, input }) => newBooks(ctx, input)),
  keywords: tenantProcedure.input(rows(50, 20)).query(({ ctx, input }) => hotKeywords(ctx, input)),
  topReaders: tenantProcedure.input(z.object({ rows: z.number().int().min(1).max(50).default(10), statRange })).query(({ ctx, input }) => topReaders(ctx, input)),
  topScores: tenantProcedure.input(z.object({ ...page, type: z.union([z.literal(1), z.literal(2)]).default(1) })).query(({ ctx, input }) => topScoreList(ctx, input)),
  popularBooks: tenantProcedure.input(z.object({ rows: z.number().int().min(1).max(50).default(10), statRange })).query(({ ctx, input }) => popularBooks(ctx, input)),
  hotTopics: tenantProcedure.input(rows(20, 6)).query(({ ctx, input }) => hotTopics(ctx, input)),
  hotBookLists: tenantProcedure.input(rows(20, 6)).query(({ ctx, input }) => hotBookLists(ctx, input)),
  topSharedFolders: tenantProcedure.input(rows(20, 6)).query(({ ctx, input }) => topSharedFolders(ctx, input)),
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
  logUsage: tenantProcedure
    .input(z.object({ targetId: z.string().max(1000), kind: z.enum(['INDEX_NAVIGATION_CLICK', 'DATABASE_CLICK', 'ELE_VISIT']) }))
    .mutation(({ ctx, input }) => logUsage(ctx, input.kind, { targetType: input.kind === 'DATABASE_CLICK' ? 'database' : input.kind === 'ELE_VISIT' ? 'page' : 'menu', targetId: input.targetId })),
})
