import { z } from 'zod'
import { hotBookLists, hotTopics, topSharedFolders } from '../../../modules/home/featured-lists.service.ts'
import { hotLoans } from '../../../modules/home/hot-loans.service.ts'
import { newBooks } from '../../../modules/home/new-books.service.ts'
import { hotKeywords, popularBooks, topReaders, topScoreList } from '../../../modules/home/rankings.service.ts'
import { NEW_BOOK_WINDOWS, STAT_RANGES } from '../../../modules/home/windows.ts'
import { lenientCodeList, lenientInt, lenientObject, lenientString, paging } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Home'
const rows = (max: number, fallback: number) => lenientInt().pipe(z.number().int().min(1).max(max)).optional().default(fallback)
/** Unknown windows fall back to the month (spec §9), as a client's typo should not empty the list. */
const statRange = z.preprocess((v) => STAT_RANGES.find((range) => String(range) === String(v).trim()) ?? 30, z.number())
/** 2 sorts by loans per copy; anything else by loans. */
const oneOrTwo = z.preprocess((v) => (String(v).trim() === '2' ? 2 : 1), z.union([z.literal(1), z.literal(2)]))
const code = (max = 20) => lenientString(max).optional()

export const homeListsRoutes = [
  defineRoute({
    method: 'POST', path: '/find/index/getHotLoan', tag, access: 'public',
    summary: 'Most borrowed records of the last week, month, quarter or year (statRange 7|30|90|365; sortType 1 loans, 2 loans per copy)',
    input: lenientObject({
      ...paging(100), statRange, sortType: oneOrTwo,
      disCode: code(), libCode: code(), classNo: code(),
    }),
    operation: (ctx, input) => hotLoans(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/index/getNewBook', tag, access: 'public',
    summary: 'Records accessioned in the window (time "1" a week … "7" two years), newest first',
    input: lenientObject({
      ...paging(100),
      time: lenientString(2).optional().transform((v) => (v && v in NEW_BOOK_WINDOWS ? v : '2')),
      docCode: lenientString(3).pipe(z.string().regex(/^\d{0,3}$/)).optional(),
      disCode: code(), callNo: code(), searchWord: lenientString(100).optional(), libCode: code(), locationId: code(),
      campusId: lenientCodeList(), opacSearchLangCode: code(10),
      sortField: z.enum(['in_date', 'title', 'issued_sort']).optional().default('in_date').catch('in_date'),
      sortClause: z.enum(['asc', 'desc']).optional().default('desc').catch('desc'),
    }),
    operation: (ctx, input) => newBooks(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/index/getKeyWord', tag, access: 'public',
    summary: 'Subject headings of what readers borrowed in the last month, most frequent first', input: lenientObject({ rows: rows(50, 20) }),
    operation: (ctx, input) => hotKeywords(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/index/getReaderRank', tag, access: 'public',
    summary: 'Readers who borrowed most in the window (names masked)', input: lenientObject({ rows: rows(50, 10), statRange }),
    operation: (ctx, input) => topReaders(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/findUserEvaluation/getTopScoreList', tag, access: 'public',
    summary: 'Records by readers’ average stars (type 1 best, 2 worst; top 100)',
    input: lenientObject({ ...paging(100), type: oneOrTwo }),
    operation: (ctx, input) => topScoreList(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/books/popularBooks', tag, access: 'public',
    summary: 'Records viewed most in the window', input: lenientObject({ rows: rows(50, 10), statRange }),
    operation: (ctx, input) => popularBooks(ctx, input),
  }),
  defineRoute({
    method: ['GET', 'POST'], path: '/find/bookTopic/indexHotTopic', tag, access: 'public',
    summary: 'Topics shown on the home page', input: lenientObject({ rows: rows(20, 6) }), operation: (ctx, input) => hotTopics(ctx, input),
  }),
  defineRoute({
    method: ['GET', 'POST'], path: '/find/bookList/indexHotBookList', tag, access: 'public',
    summary: 'Book lists shown on the home page', input: lenientObject({ rows: rows(20, 6) }), operation: (ctx, input) => hotBookLists(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/favorites/topShare', tag, access: 'public',
    summary: 'Readers’ shared public folders, most followed first', input: lenientObject({ rows: rows(20, 6) }),
    operation: (ctx, input) => topSharedFolders(ctx, input),
  }),
]
