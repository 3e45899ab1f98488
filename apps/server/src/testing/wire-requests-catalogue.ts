// Recorded-wire requests of the catalogue: search, holdings, record detail and extras, reviews, digitised copies,
// and the files the record page links to (cover, PDF, citation).

import { both, CITY, EN, get, post, reader, searchBody, UNKNOWN_ID, type WireContext, type WireRequest } from './wire-requests-kit.ts'

const SANTI = 'demo-zh-0099' // 三体, held by both tenants
const HONGLOUMENG = 'demo-zh-0062'
const ALGORITHMS = 'demo-en-0094' // Introduction to Algorithms
const JOURNAL = 'demo-jn-0002' // 计算机学报
const OPEN_THESIS = 'demo-th-0001' // digitised, open to everyone
const LICENSED_THESIS = 'demo-th-0003' // digitised under the campus licence: sign-in needed

const santi = ({ ids }: WireContext) => ({ recordId: ids.record(SANTI) })
const record = (sourceId: string) => ({ ids }: WireContext) => ({ recordId: ids.record(sourceId) })

const searchReads: WireRequest[] = [
  post('search.zh-keyword', '/find/unify/search', () => searchBody('三体')),
  post('search.en-keyword', '/find/unify/search', () => searchBody('algorithms')),
  post('search.zh-title-minimal', '/find/unify/search', () => ({ searchFieldContent: '红楼梦', searchField: 'title', page: 1 })),
  post('search.stringly-typed', '/find/unify/search', () => searchBody('红楼梦', { rows: '20', page: '1', onlyOnShelf: 'null', publishBegin: 'null', searchItems: 'null' })),
  post('search.theses-facet-page-2', '/find/unify/search', () => searchBody('', { categorySearchFlag: 1, docCode: ['4'], rows: 3, page: 2 })),
  post('search.published-before-1950', '/find/unify/search', () => searchBody('', { categorySearchFlag: 1, publishEnd: '1950', rows: 3 })),
  post('search.matches-nothing', '/find/unify/search', () => searchBody('qqqzzzxxyyww')),
  post('search.no-group-code', '/find/unify/search', () => searchBody('三体'), { group: null }),
  post('search.city-tenant', '/find/unify/search', () => searchBody('三体'), { group: CITY }),
  post('search.error-rows-too-large', '/find/unify/search', () => searchBody('x', { rows: 100000 }), { headers: EN }),
  post('search.error-page-negative', '/find/unify/search', () => searchBody('x', { page: -1 })),
  post('search.advanced-or', '/find/unify/advancedSearch', () => searchBody('', {
    isOpen: false, searchFieldList: null, sortClause: null,
    searchItems: [{ oper: null, searchField: 'title', matchMode: '2', searchFieldContent: '红楼梦' }, { oper: 'OR', searchField: 'title', matchMode: '2', searchFieldContent: '三体' }], rows: 5,
  })),
  post('search.advanced-not', '/find/unify/advancedSearch', () => searchBody('', {
    searchItems: [{ oper: null, searchField: 'title', matchMode: '2', searchFieldContent: '三体' }, { oper: 'NOT', searchField: 'title', matchMode: '2', searchFieldContent: '黑暗森林' }],
  })),
  post('search.index', '/find/unify/indexSearch', () => searchBody('围城')),
  post('search.index-en-author', '/find/unify/indexSearch', () => searchBody('Jane Austen', { searchField: 'author' }), { group: CITY }),
  post('search.twice', '/find/unify/twiceSearch', () => searchBody('小说', { secondSearchContent: '中国', rows: 3 })),
  post('search.twice-error-no-second-term', '/find/unify/twiceSearch', () => searchBody('小说'), { headers: EN }),
  post('search.related', '/find/unify/searchForDetail', ({ ids }) => ({ excludeFieldContent: ids.record(SANTI), excludeField: 'record_id', page: 1, rows: 8, sortField: 'relevance', sortClause: 'asc' })),
  get('search.spell-en', '/find/index/spellKeyWord', () => ({ keyWord: 'Introducton to Algoritms' })),
  get('search.spell-zh', '/find/index/spellKeyWord', () => ({ keyWord: '三休' })),
  post('search.classification-top', '/find/category/classifica/list', () => ({})),
  post('search.classification-level-2', '/find/category/classifica/list', () => ({ parentClassNo: 'I', classLev: 2 })),
  get('search.popular', '/find/popularSearch/get', () => ({ rows: 5 })),
  get('search.popular-top-ten', '/find/popularSearch/getTopTen'),
  get('search.popular-top-ten-city', '/find/popularSearch/getTopTen', undefined, { group: CITY }),
  get('search.history-patron', '/find/behaviorRecord/list', () => ({ page: 1, rows: 5 }), { as: reader }),
  get('search.history-error-anonymous', '/find/behaviorRecord/list'),
  get('search.default-body', '/find/unify/getUnifyReruestBody'),
  get('search.default-body-by-res-code', '/find/unify/getUnifyReruestBodyByResCode', () => ({ resCode: '1' })),
]

const holdingsReads: WireRequest[] = [
  post('holdings.paged', '/find/physical/groupitems', ({ ids }) => ({ page: 1, rows: 10, entrance: null, recordId: String(ids.record(SANTI)), isUnify: true, sortType: 0, callNo: '' })),
  post('holdings.legacy-array', '/find/physical/groupitems', santi),
  post('holdings.city-three-libraries', '/find/physical/groupitems', ({ ids }) => ({ recordId: ids.cityRecord(SANTI), page: 1, rows: 20 }), { group: CITY }),
  post('holdings.error-other-tenants-record', '/find/physical/groupitems', ({ ids }) => ({ recordId: ids.record(SANTI), page: 1 }), { group: CITY }),
  post('holdings.error-bad-record-id', '/find/physical/groupitems', () => ({ recordId: 'abc' })),
  post('holdings.by-library', '/find/physical/groupItemsByLibCode', ({ ids }) => ({ recordId: String(ids.record(SANTI)) })),
  post('holdings.by-library-city', '/find/physical/groupItemsByLibCode', ({ ids }) => ({ recordId: ids.cityRecord(SANTI) }), { group: CITY }),
  post('holdings.shelf-numbers', '/find/physical/shelfNos', santi),
  post('holdings.counts-single', '/find/unify/getPItemAndOnShelfCountAndDuxiuImageUrl', ({ ids }) => ({ recordId: ids.record(SANTI), title: '三体', isbn: '9787536692930' })),
  post('holdings.counts-batch', '/find/unify/getPItemAndOnShelfCountAndDuxiuImageUrl', ({ ids }) => ({
    items: [SANTI, HONGLOUMENG, ALGORITHMS].map((s) => ({ recordId: ids.record(s), title: '', isbn: '' })),
  })),
  get('holdings.cover-url', '/find/book/getDuxiuImageUrl', ({ ids }) => ({ recordId: ids.record(ALGORITHMS), isbn: '9780262033848', title: 'Introduction to Algorithms' })),
  get('holdings.cover-url-no-headers', '/find/book/getDuxiuImageUrl', () => ({ isbn: '9787536692930' }), { group: null }),
  post('holdings.locations', '/find/location/list', () => ({})),
  post('holdings.locations-city-by-name', '/find/location/list', () => ({ locationName: '借阅', page: 1, rows: 10 }), { group: CITY }),
  get('holdings.location-dictionary', '/find/location/dict'),
  get('holdings.location-dictionary-city', '/find/location/dict', undefined, { group: CITY }),
  get('holdings.pickup-locations', '/find/location/takeBookAddress'),
  get('holdings.pickup-locations-city', '/find/location/takeBookAddress', undefined, { group: CITY, headers: EN }),
]

const detailReads: WireRequest[] = [
  get('detail.book-detail-zh', '/find/searchResultDetail/getBookDetail', santi),
  get('detail.book-detail-en', '/find/searchResultDetail/getBookDetail', record(ALGORITHMS)),
  get('detail.book-detail-error-unknown-record', '/find/searchResultDetail/getBookDetail', () => ({ recordId: UNKNOWN_ID })),
  get('detail.book-detail-error-missing-record-id', '/find/searchResultDetail/getBookDetail', undefined, { headers: EN }),
  post('detail.book-detail-error-posted', '/find/searchResultDetail/getBookDetail', santi),
  get('detail.rich-zh', '/find/searchResultDetail/getDetail', santi),
  get('detail.rich-thesis', '/find/searchResultDetail/getDetail', record(OPEN_THESIS)),
  get('detail.rich-journal', '/find/searchResultDetail/getDetail', record(JOURNAL)),
  get('detail.rich-city', '/find/searchResultDetail/getDetail', ({ ids }) => ({ recordId: ids.cityRecord(SANTI) }), { group: CITY }),
  get('detail.rich-error-unknown-record', '/find/searchResultDetail/getDetail', () => ({ recordId: UNKNOWN_ID }), { headers: EN }),
  get('detail.doc-code', '/find/searchResultDetail/getDocCode', record(JOURNAL)),
  get('detail.conditions', '/find/category/getConditionList'),
  post('detail.facet-dictionaries', '/find/groupResource/dict'),
  get('detail.search-fields', '/find/groupResource/getFindOpacSearchFieldParaList'),
  get('detail.search-fields-en', '/find/groupResource/getFindOpacSearchFieldParaList', undefined, { headers: EN }),
  post('detail.resource-dictionary', '/find/resource/dict'),
  get('extras.statistics', '/find/searchResultDetail/statistics', santi),
  get('extras.ten-year-loans', '/find/loanInfo/getNearTenYearLoan', santi),
  get('extras.qr-code', '/find/searchResultDetail/getQrCode', santi),
  get('extras.qr-code-jump-url', '/find/searchResultDetail/getQrCodeJumpUrl', santi),
  post('extras.table-of-contents', '/find/searchResultDetail/getCatalog', record(ALGORITHMS)),
  post('extras.other-libraries', '/find/unify/getOtherLibraryCollection', santi),
  post('extras.other-libraries-error-unknown-record', '/find/unify/getOtherLibraryCollection', () => ({ recordId: UNKNOWN_ID })),
  get('extras.author-zh', '/find/searchResultDetail/getAuthorInfo', () => ({ author: '刘慈欣' })),
  get('extras.author-en', '/find/searchResultDetail/getAuthorInfo', () => ({ author: 'Jane Austen' }), { headers: EN }),
  get('extras.author-books', '/find/searchResultDetail/getAuthorBookInfo', () => ({ author: '刘慈欣', size: 5 })),
  get('extras.author-books-city', '/find/searchResultDetail/getAuthorBookInfo', () => ({ author: 'Jane Austen' }), { group: CITY }),
]

const reviewReads: WireRequest[] = [
  post('reviews.comments', '/find/findUserEvaluation/userCommentList', ({ ids }) => ({ recordId: String(ids.commentedRecordId), page: '1', rows: '20' })),
  post('reviews.comments-page-2', '/find/findUserEvaluation/userCommentList', ({ ids }) => ({ recordId: ids.commentedRecordId, page: 2, rows: 1 }), { as: reader }),
  post('reviews.comments-error-missing-record-id', '/find/findUserEvaluation/userCommentList', () => ({ page: 1 })),
  post('reviews.score', '/find/findUserEvaluation/getUserScore', ({ ids }) => ({ recordId: ids.commentedRecordId })),
  post('reviews.score-patron', '/find/findUserEvaluation/getUserScore', ({ ids }) => ({ recordId: ids.commentedRecordId }), { as: reader }),
  post('digital.items-thesis', '/find/dItem/getDItems', record(OPEN_THESIS)),
  post('digital.items-none', '/find/dItem/getDItems', santi),
  post('digital.pdf-url-open', '/find/dItem/getPdfUrl', ({ ids }) => ({ recordId: ids.record(OPEN_THESIS), itemId: ids.digitalItem('900001', OPEN_THESIS) })),
  post('digital.pdf-url-error-licensed-anonymous', '/find/dItem/getPdfUrl', ({ ids }) => ({ recordId: ids.record(LICENSED_THESIS), itemId: ids.digitalItem('900001', LICENSED_THESIS) })),
  post('digital.pdf-url-licensed-patron', '/find/dItem/getPdfUrl', ({ ids }) => ({ recordId: ids.record(LICENSED_THESIS), itemId: ids.digitalItem('900001', LICENSED_THESIS) }), { as: reader }),
  // Outside the REST table: the images and files the answers above link to.
  get('files.cover-of-record', '/find/book/cover/:groupCode/:recordId.svg', undefined, { path: ({ ids }) => `/find/book/cover/900001/${ids.record(SANTI)}.svg`, group: null }),
  get('files.cover-drawn', '/find/book/cover.svg', () => ({ title: 'Introduction to Algorithms', author: 'Thomas H. Cormen' }), { group: null }),
  get('files.digitised-pdf', '/find/dItem/file/:groupCode/:itemId', undefined, { path: ({ ids }) => `/find/dItem/file/900001/${ids.digitalItem('900001', OPEN_THESIS)}`, group: null }),
  get('files.digitised-pdf-error-licensed', '/find/dItem/file/:groupCode/:itemId', undefined, { path: ({ ids }) => `/find/dItem/file/900001/${ids.digitalItem('900001', LICENSED_THESIS)}`, group: null }),
  get('files.citation-ris', '/find/searchResultDetail/exportCitation', ({ ids }) => ({ recordId: ids.record(SANTI), format: 'ris' })),
  get('files.citation-bibtex-en', '/find/searchResultDetail/exportCitation', ({ ids }) => ({ recordId: ids.record(ALGORITHMS), format: 'BIBTEX' })),
  get('files.citation-error-format', '/find/searchResultDetail/exportCitation', ({ ids }) => ({ recordId: ids.record(SANTI), format: 'docx' }), { headers: EN }),
]

export const catalogueReads: WireRequest[] = [...searchReads, ...holdingsReads, ...detailReads, ...reviewReads]

export const catalogueWrites: WireRequest[] = [
  ...both('search.count-term', '/find/popularSearch/add', () => ({ searchValue: '三体' })),
  post('search.record-view', '/find/behaviorRecord/add', santi),
  post('search.record-search-patron', '/find/behaviorRecord/add', () => ({ searchValue: '围城' }), { as: reader }),
  post('search.record-view-patron', '/find/behaviorRecord/add', record(HONGLOUMENG), { as: reader }),
  get('search.history-patron-after', '/find/behaviorRecord/list', () => ({ page: 1, rows: 3 }), { as: reader }),
  post('reviews.rate', '/find/findUserEvaluation/userRatings', ({ ids }) => ({ recordId: ids.record(ALGORITHMS), score: 4 }), { as: reader }),
  post('reviews.rate-again', '/find/findUserEvaluation/userRatings', ({ ids }) => ({ recordId: String(ids.record(ALGORITHMS)), score: '5' }), { as: reader }),
  post('reviews.rate-error-score', '/find/findUserEvaluation/userRatings', ({ ids }) => ({ recordId: ids.record(ALGORITHMS), score: 9 }), { as: reader, headers: EN }),
  post('reviews.rate-error-anonymous', '/find/findUserEvaluation/userRatings', ({ ids }) => ({ recordId: ids.record(ALGORITHMS), score: 4 })),
  post('reviews.comment', '/find/findUserEvaluation/userComment', ({ ids }) => ({ recordId: ids.record(ALGORITHMS), content: '  <b>好书</b> & 值得一读 \n ' }), { as: reader }),
  post('reviews.comment-error-empty', '/find/findUserEvaluation/userComment', ({ ids }) => ({ recordId: ids.record(ALGORITHMS), content: '   ' }), { as: reader, headers: EN }),
  post('reviews.comments-own-pending', '/find/findUserEvaluation/userCommentList', ({ ids }) => ({ recordId: ids.record(ALGORITHMS) }), { as: reader }),
  post('reviews.score-after-rating', '/find/findUserEvaluation/getUserScore', ({ ids }) => ({ recordId: ids.record(ALGORITHMS) }), { as: reader }),
]
