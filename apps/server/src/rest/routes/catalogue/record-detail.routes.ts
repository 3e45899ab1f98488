import { z } from 'zod'
import { DETAIL_ERR_CODE, DETAIL_MESSAGE, getBookDetail, getDetail, getDocCode } from '../../../modules/catalogue/detail.service.ts'
import { presentBookDetail, presentDetail } from '../../../modules/catalogue/detail-wire.ts'
import { getConditionList, getGroupResourceDict, getResourceDict, getSearchFieldList } from '../../../modules/catalogue/dictionaries.service.ts'
import { AppError } from '../../../kernel/app-error.ts'
import { lenientInt, lenientObject } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Records'
const byRecord = lenientObject({ recordId: lenientInt().pipe(z.number().int().positive().max(2_147_483_647)) })

export const recordDetailRoutes = [
  defineRoute({
    method: 'GET', path: '/find/searchResultDetail/getBookDetail', tag, access: 'public',
    summary: 'Plain detail: {author, bean2List} with the cnb codes', input: byRecord,
    operation: (ctx, input) => getBookDetail(ctx, input), present: presentBookDetail, message: DETAIL_MESSAGE, errCode: DETAIL_ERR_CODE,
  }),
  defineRoute({
    // LibStar answers 9999 when this is POSTed (contract §2.6); some scrapers rely on it.
    method: 'POST', path: '/find/searchResultDetail/getBookDetail', tag, access: 'public',
    summary: 'Not allowed: getBookDetail is GET only (answers errCode 9999)', input: lenientObject({}),
    operation: async () => { throw new AppError('ACCESS_INTERRUPTED') },
  }),
  defineRoute({
    method: 'GET', path: '/find/searchResultDetail/getDetail', tag, access: 'public',
    summary: 'Rich detail: clearTitle, authorOther, bean2List (may hold links), baseMarcInfoDto, link', input: byRecord,
    operation: (ctx, input) => getDetail(ctx, input), present: presentDetail, message: DETAIL_MESSAGE, errCode: DETAIL_ERR_CODE,
  }),
  defineRoute({
    method: 'GET', path: '/find/searchResultDetail/getDocCode', tag, access: 'public',
    summary: 'Document type of a record', input: byRecord, operation: (ctx, input) => getDocCode(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/category/getConditionList', tag, access: 'public',
    summary: 'documentTypeList, countryList, languageList', input: lenientObject({}), operation: (ctx) => getConditionList(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/find/groupResource/dict', tag, access: 'public',
    summary: 'Code lists of the search facets ({code, name} items)', input: lenientObject({}), operation: (ctx) => getGroupResourceDict(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/find/groupResource/getFindOpacSearchFieldParaList', tag, access: 'public',
    summary: 'Search fields; searchField is the Chinese label clients map', input: lenientObject({}), operation: async (ctx) => getSearchFieldList(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/find/resource/dict', tag, access: 'public',
    summary: 'Resource and document types', input: lenientObject({}), operation: (ctx) => getResourceDict(ctx),
  }),
]
