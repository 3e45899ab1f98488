import type { BibRecord } from '@portal/db'
import { DOC_TYPES } from './vocabularies.ts'

export type CopySummary = { callNos: string[]; physicalCount: number; onShelfCount: number; libCodes: string[] }

const docName = (code: number) => DOC_TYPES.find((d) => d[0] === String(code))?.[1] ?? ''
const price = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2))

/**
 * A record in the `searchResult[]` shape of contract §3.2: every key of the captures, in their order,
 * with the source spellings (`adstract`, `canBrrowCountI`) and nulls where LibStar has nulls.
 */
export function presentSearchRecord(record: BibRecord, copies: CopySummary, coverUrl: string | null) {
  const isbns = record.isbns.length ? record.isbns : record.isbn ? [record.isbn] : []
  const groupRecord = [{ recordId: record.id, mdLevel: 4 }]
  return {
    recordId: record.id,
    favoritesId: null,
    kbcId: null,
    title: [record.title, record.subtitle, record.parallelTitle].filter(Boolean).join(' : '),
    collectionName: null,
    langCode: record.langCode || '999',
    countryCode: record.countryCode || '99',
    subjects: null,
    author: record.responsibility || record.authors.join(', ') || null,
    publisher: record.publisher || null,
    isbn: record.isbn || null,
    isbns,
    issn: record.issn || record.isbn || null,
    publishYear: record.publishYear,
    publFreqCode: record.publFreqCode || null,
    adstract: record.abstract || null,
    ddAbstract: null,
    subjectWord: record.subjects.join(',') || null,
    chiClassNo: record.clcClasses.length ? record.clcClasses : null,
    sciClassNo: null,
    periName: record.docType === 'journal' ? record.title : null,
    vol: null, issue: null,
    year: record.publishYearNum ? String(record.publishYearNum) : null,
    keyWord: null, claimStatus: null, _46: null, ddGroup: null, ddType: record.ddType || null, ddYear: null, needVerify: null,
    verifyStatus: record.verifyStatus || null,
    physicalCount: copies.physicalCount,
    groupPhysicalCount: copies.physicalCount,
    contiCount: 0,
    groupContiCount: null,
    groupECount: record.electronicCount,
    groupDCount: null,
    esCount: 0, eCount: record.electronicCount, dCount: 0,
    discode1: record.discode1.length ? record.discode1 : null,
    discode2: record.discode2.length ? record.discode2 : null,
    discode3: record.discode3.length ? record.discode3 : null,
    _47Unit: null,
    _48Unit: record.authors.length ? record.authors : null,
    hostUnit: record.institution,
    docCode: record.docCode,
    callNoOne: copies.callNos[0] ?? '',
    callNo: copies.callNos,
    onShelfCountI: copies.onShelfCount,
    multiVersionNum: null,
    canBrrowCountI: copies.onShelfCount,
    groupRecord: JSON.stringify(groupRecord),
    groupRecordIds: groupRecord,
    price: price(record.priceCents),
    bookPage: record.pages,
    bookThickness: record.dimensions,
    _021: null, _022: null,
    personalAuthor: record.authors[0] ?? null,
    organizedAuthor: record.institution || null,
    uniformBookNo: null, postNo: null, bgnEndVol: null, bgnEndVols: null, publFreq: null, publFreqDoc: null, npcClassNo: null, pagesNum: null,
    group: null, tutor: null, tutorGroup: null,
    chiSubjectClass: null,
    avgScore: null, doi: null, beginDate: null, endDate: null,
    docName: docName(record.docCode),
    coreInclude: record.coreIncludes.length ? record.coreIncludes.join(',') : null,
    eCollectionIds: null,
    coreIncludeValue: record.coreIncludes,
    pic: coverUrl,
    inDate: record.firstInDate ? record.firstInDate.toISOString().slice(0, 10) : null,
    calisCode: '',
    eIsbn: null, systemCoreStr: null, customCoreStr: null, neweCollectionIds: null, toolNumber: null,
    onShelfNum: copies.onShelfCount,
    borrowNum: null,
    transTitle: record.parallelTitle || null,
    relationNum: null,
    myFav: false,
  }
}
