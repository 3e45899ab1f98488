import { SEARCH_FIELDS } from '@portal/contracts'
import type { TenantContext } from '../../data/request-scope.ts'
import { CLC_CLASSES, COUNTRIES, DISCIPLINES, DOC_TYPES, LANGUAGES, RESOURCE_TYPES, toCodeNames, type VocabularyEntry } from './vocabularies.ts'

type CodeName = { code: string; name: string }
type DictionaryCall = Pick<TenantContext, 'data' | 'locale'>

/** A built-in list with the tenant's own DictionaryEntry rows laid over it (renamed, added or hidden). */
export async function listOf(ctx: DictionaryCall, dictCode: string, builtIn: readonly VocabularyEntry[]): Promise<CodeName[]> {
  const own = await ctx.data.dictionaryEntry.findMany({ where: { dictCode }, orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }] })
  const name = (row: (typeof own)[number]) => (ctx.locale === 'en-US' ? row.englishName || row.name : ctx.locale === 'zh-TW' ? row.complexName || row.name : row.name)
  const overrides = new Map(own.map((row) => [row.code, row]))
  const merged = toCodeNames(builtIn, ctx.locale)
    .filter((entry) => overrides.get(entry.code)?.active !== false)
    .map((entry) => (overrides.has(entry.code) ? { code: entry.code, name: name(overrides.get(entry.code)!) } : entry))
  const added = own.filter((row) => row.active && !builtIn.some((b) => b[0] === row.code)).map((row) => ({ code: row.code, name: name(row) }))
  return [...merged, ...added]
}

/** `GET /find/category/getConditionList`: the limits of the advanced search (contract §3.1). */
export async function getConditionList(ctx: DictionaryCall) {
  const [documentTypeList, countryList, languageList] = await Promise.all([
    listOf(ctx, 'docCode', DOC_TYPES),
    listOf(ctx, 'countryCode', COUNTRIES),
    listOf(ctx, 'langCode', LANGUAGES),
  ])
  return { documentTypeList, countryList, languageList }
}

/** `POST /find/groupResource/dict`: the code lists of the search facets (contract §3.1, spec §3). */
export async function getGroupResourceDict(ctx: DictionaryCall) {
  const [docCode, discode1, classNo, langCode, countryCode, resourceType, locations, campuses, libraries] = await Promise.all([
    listOf(ctx, 'docCode', DOC_TYPES),
    listOf(ctx, 'discode1', DISCIPLINES),
    listOf(ctx, 'classNo', CLC_CLASSES),
    listOf(ctx, 'langCode', LANGUAGES),
    listOf(ctx, 'countryCode', COUNTRIES),
    listOf(ctx, 'resourceType', RESOURCE_TYPES),
    ctx.data.location.findMany({ where: { active: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    ctx.data.campus.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    ctx.data.library.findMany({ where: { active: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
  ])
  const local = (row: { englishName: string; complexName: string }, chinese: string) =>
    ctx.locale === 'en-US' ? row.englishName || chinese : ctx.locale === 'zh-TW' ? row.complexName || chinese : chinese
  return {
    docCode, discode1, classNo, langCode, countryCode, resourceType,
    locationId: locations.map((l) => ({ code: String(l.id), name: local(l, l.locationName) })),
    campusCode: campuses.map((c) => ({ campusId: c.id, campusName: local(c, c.campusName), code: String(c.id), name: local(c, c.campusName) })),
    libCode: libraries.map((l) => ({ code: l.libCode, name: local(l, l.libName) })),
    coreInclude: [], publFreqCode: [], ddType: [], verifyStatus: [], collections: [],
  }
}

/** `POST /find/resource/dict`: resource types and document types. */
export async function getResourceDict(ctx: DictionaryCall) {
  const [resourceType, documentTypeList] = await Promise.all([listOf(ctx, 'resourceType', RESOURCE_TYPES), listOf(ctx, 'docCode', DOC_TYPES)])
  return { resourceType, documentTypeList, processTypeList: [], materialTypeCode: [] }
}

/** Chinese labels S1 maps back to codes (contract §3.1), then ours in the request's language. */
const FIELD_LABELS: Record<(typeof SEARCH_FIELDS)[number], [string, string, string]> = {
  keyWord: ['任意词', '任意詞', 'All fields'], anyWord: ['任一词', '任一詞', 'Any word'], subject: ['主题', '主題', 'Subject'],
  title: ['题名', '題名', 'Title'], periName: ['刊名', '刊名', 'Journal'], author: ['责任者', '責任者', 'Author'],
  publisher: ['出版社', '出版社', 'Publisher'], kindNo: ['分类号', '分類號', 'Class number'], abstract: ['摘要', '摘要', 'Abstract'],
  callNo: ['索书号', '索書號', 'Call number'], barcode: ['条码号', '條碼號', 'Barcode'], isbn: ['标准号', '標準號', 'ISBN'],
  issn: ['ISSN', 'ISSN', 'ISSN'], institution: ['机构', '機構', 'Institution'], toolNumber: ['工具号', '工具號', 'Tool number'],
}

/** `GET /find/groupResource/getFindOpacSearchFieldParaList`: the search fields; `searchField` stays the Chinese label. */
export function getSearchFieldList(ctx: Pick<TenantContext, 'locale'>) {
  return SEARCH_FIELDS.map((code, i) => ({
    searchField: FIELD_LABELS[code][0],
    searchFieldCode: code,
    searchFieldName: ctx.locale === 'en-US' ? FIELD_LABELS[code][2] : ctx.locale === 'zh-TW' ? FIELD_LABELS[code][1] : FIELD_LABELS[code][0],
    sortOrder: i,
  }))
}
