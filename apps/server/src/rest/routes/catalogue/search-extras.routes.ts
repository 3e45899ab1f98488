import { z } from 'zod'
import { addBehaviourRecord, listBehaviourRecords } from '../../../modules/catalogue/behaviour-record.service.ts'
import { listClassification } from '../../../modules/catalogue/classification.service.ts'
import { addPopularSearch, popularSearches } from '../../../modules/catalogue/popular-search.service.ts'
import { defaultSearchBody } from '../../../modules/catalogue/search-params.ts'
import { lenientInt, lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Search'
const paging = {
  page: lenientInt().pipe(z.number().int().min(1).max(10_000)).optional().default(1),
  rows: lenientInt().pipe(z.number().int().min(1).max(100)).optional().default(10),
}

export const searchExtrasRoutes = [
  defineRoute({
    method: 'POST', path: '/find/category/classifica/list', tag, access: 'public',
    summary: 'One level of the CLC tree ({parentClassNo, classLev})',
    input: lenientObject({ parentClassNo: lenientString(50).optional(), classLev: lenientInt().pipe(z.number().int().min(1).max(20)).optional(), classCode: lenientString(20).optional() }),
    operation: (ctx, input) => listClassification(ctx, input),
  }),
  defineRoute({
    method: ['GET', 'POST'], path: '/find/popularSearch/add', tag, access: 'public', changesState: true,
    summary: 'Count a search term for the hot-search lists', input: lenientObject({ searchValue: lenientString(100).optional().default('') }),
    operation: (ctx, input) => addPopularSearch(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/popularSearch/get', tag, access: 'public',
    summary: 'Hot search words of the last month', input: lenientObject({ searchValue: lenientString(20).optional(), rows: lenientInt().pipe(z.number().int().min(1).max(50)).optional().default(20) }),
    operation: (ctx, input) => popularSearches(ctx, { limit: input.rows }),
  }),
  defineRoute({
    method: 'GET', path: '/find/popularSearch/getTopTen', tag, access: 'public',
    summary: 'The ten most searched terms of the last month', input: lenientObject({}), operation: (ctx) => popularSearches(ctx, { limit: 10 }),
  }),
  defineRoute({
    method: 'POST', path: '/find/behaviorRecord/add', tag, access: 'public',
    summary: 'Record a view of a record or a search (personal history for signed-in patrons)',
    input: lenientObject({ recordId: lenientInt().pipe(z.number().int().positive().max(2_147_483_647)).optional(), searchValue: lenientString(200).optional() }),
    operation: (ctx, input) => addBehaviourRecord(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/behaviorRecord/list', tag, access: 'patron',
    summary: 'The signed-in patron’s recent views and searches', input: lenientObject(paging), operation: (ctx, input) => listBehaviourRecords(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/unify/getUnifyReruestBody', tag, access: 'public',
    summary: 'Default search body (sic: Reruest)', input: lenientObject({}), operation: async () => defaultSearchBody(),
  }),
  defineRoute({
    method: 'GET', path: '/find/unify/getUnifyReruestBodyByResCode', tag, access: 'public',
    summary: 'Default search body with a resource type preset', input: lenientObject({ resCode: lenientString(20).optional() }),
    operation: async (_ctx, input) => defaultSearchBody(input.resCode),
  }),
]
