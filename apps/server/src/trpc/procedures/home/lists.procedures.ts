import { z } from 'zod'
import { hotBookLists, hotTopics, topSharedFolders } from '../../../modules/home/featured-lists.service.ts'
import { hotLoans } from '../../../modules/home/hot-loans.service.ts'
import { newBooks } from '../../../modules/home/new-books.service.ts'
import { hotKeywords, popularBooks, topReaders, topScoreList } from '../../../modules/home/rankings.service.ts'
import { NEW_BOOK_WINDOWS, STAT_RANGES } from '../../../modules/home/windows.ts'
import { tenantProcedure } from '../../init.ts'

const rows = (max: number, fallback: number) => z.object({ rows: z.number().int().min(1).max(max).default(fallback) })
const page = { page: z.number().int().min(1).max(10_000).default(1), rows: z.number().int().min(1).max(100).default(10) }
const statRange = z.union(STAT_RANGES.map((n) => z.literal(n))).default(30)

/** The home page's rankings and lists of books, topics and folders; REST twins in rest/routes/home/lists.routes.ts. */
export const listsProcedures = {
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
}
