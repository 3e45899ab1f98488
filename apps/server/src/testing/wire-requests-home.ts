// Recorded-wire requests of the tenant's configuration, the home page's lists and the usage log.

import { both, CITY, EN, get, post, reader, type WireRequest } from './wire-requests-kit.ts'

const tenancyReads: WireRequest[] = [
  post('tenancy.group-code-of-host', '/find/homePage/getGroupCode', () => ({ mappingPath: '' }), { group: null }),
  post('tenancy.group-code-of-mapping-path', '/find/homePage/getGroupCode', () => ({ mappingPath: 'binjiang' }), { group: null }),
  post('tenancy.group-code-error-unknown-path', '/find/homePage/getGroupCode', () => ({ mappingPath: 'nowhere' }), { group: null, headers: EN }),
  post('tenancy.group-code-empty-body', '/find/homePage/getGroupCode', undefined, { group: null, rawBody: '' }),
  get('tenancy.find-config', '/find/findConfig/getFindConfig'),
  get('tenancy.find-config-city', '/find/findConfig/getFindConfig', undefined, { group: CITY }),
  get('tenancy.find-config-error-unknown-tenant', '/find/findConfig/getFindConfig', undefined, { group: '999999', headers: EN }),
  get('tenancy.find-config-error-no-tenant', '/find/findConfig/getFindConfig', undefined, { group: null, headers: { host: 'unknown.example' } }),
  get('tenancy.menus', '/find/findConfig/getMenuList'),
  get('tenancy.menus-city-en', '/find/findConfig/getMenuList', undefined, { group: CITY, headers: EN }),
  get('tenancy.custom-menu', '/find/findConfig/getCustomFindMenu'),
  get('tenancy.custom-menu-city', '/find/findConfig/getCustomFindMenu', undefined, { group: CITY }),
  get('tenancy.logo-url', '/find/findConfig/getLogoUrl'),
  get('tenancy.logo-parameters', '/find/findConfig/getLogoPara', undefined, { group: CITY }),
  get('tenancy.libraries', '/find/findConfig/getLibraryList'),
  get('tenancy.libraries-city-zh-filter', '/find/findConfig/getLibraryList', () => ({ searchContent: '少儿' }), { group: CITY }),
  get('tenancy.libraries-city-en-filter', '/find/findConfig/getLibraryList', () => ({ searchContent: 'branch' }), { group: CITY, headers: EN }),
  get('tenancy.institution', '/find/institution/get'),
  get('tenancy.institution-city', '/find/institution/get', undefined, { group: CITY }),
  get('tenancy.parameter-version', '/find/institution/getByParaCode', () => ({ paraCode: 'version' })),
  get('tenancy.parameter-missing', '/find/institution/getByParaCode', () => ({ paraCode: 'nope' })),
  get('tenancy.parameter-error-invalid-code', '/find/institution/getByParaCode', () => ({ paraCode: 'a b' }), { headers: EN }),
  get('tenancy.home-info', '/find/homePage/info'),
  get('tenancy.home-info-city', '/find/homePage/info', undefined, { group: CITY }),
  get('tenancy.header-libraries', '/oga/opaclibcode/getlibs', undefined, { group: CITY }),
]

const collectionPaths = [
  '/find/index/getHotCollection', '/find/index/getNewCollection', '/find/index/getTryCollection',
  '/find/newEle/eCollection/getNewCollection', '/find/newEle/eCollection/getTryCollection',
]

const homeReads_: WireRequest[] = [
  ...collectionPaths.flatMap((path) => both(`home.collections${path.replaceAll('/', '.')}`, path, () => ({ rows: 5 }))),
  get('home.collections.hot-city', '/find/index/getHotCollection', undefined, { group: CITY }),
  post('home.e-collection-navigation', '/find/eCollection/navigation', () => ({ page: 1, rows: 10 })),
  post('home.e-collection-navigation-filtered', '/find/eCollection/navigation', () => ({ searchContent: '知网', langCode: 'zh', status: '3' })),
  get('home.disciplines', '/find/index/getDiscipline'),
  get('home.discipline-one', '/find/index/getDiscipline', () => ({ disCode: '08' })),
  get('home.discipline-list', '/find/index/getDisciplineList', undefined, { headers: EN }),
  get('home.libraries-with-counts', '/find/index/getLibrary', undefined, { group: CITY }),
  get('home.recent-donations', '/find/donate/getRecentDonation', () => ({ rows: 5 })),
  post('home.search-donations', '/find/donate/searchDonation', () => ({ page: 1, rows: 5 })),
  post('home.search-donations-by-term', '/find/donate/searchDonation', () => ({ searchContent: '三体' }), { group: CITY }),
  post('home.donation-news', '/find/donate/searchDonateNews', () => ({ page: 1, rows: 5 })),
  get('home.new-e-resources-flag', '/find/ePortfolio/getNewEleFlag'),
  get('home.external-find', '/find/homePage/showChaoXingFind'),
  get('home.setting-patron', '/find/findUserSetting/getOne', () => ({ key: 'theme' }), { as: reader }),
  get('home.setting-error-anonymous', '/find/findUserSetting/getOne', () => ({ key: 'theme' })),
  get('home.setting-error-bad-key', '/find/findUserSetting/getOne', () => ({ key: '../x' }), { as: reader, headers: EN }),
  post('home.hot-loans-month', '/find/index/getHotLoan', () => ({ page: 1, rows: 10, statRange: 30, sortType: 1 })),
  post('home.hot-loans-year-per-copy', '/find/index/getHotLoan', () => ({ rows: 5, statRange: '365', sortType: '2' }), { group: CITY }),
  post('home.hot-loans-unknown-window', '/find/index/getHotLoan', () => ({ rows: 5, statRange: 'forever' })),
  post('home.new-books-two-years', '/find/index/getNewBook', () => ({ page: 1, rows: 5, time: '7' })),
  post('home.new-books-city-by-title', '/find/index/getNewBook', () => ({ rows: 3, time: '7', sortField: 'title', sortClause: 'asc' }), { group: CITY }),
  post('home.new-books-error-doc-code', '/find/index/getNewBook', () => ({ docCode: 'abcd' }), { headers: EN }),
  get('home.keywords', '/find/index/getKeyWord', () => ({ rows: 10 })),
  post('home.reader-rank', '/find/index/getReaderRank', () => ({ rows: 5, statRange: 365 })),
  post('home.top-scores-best', '/find/findUserEvaluation/getTopScoreList', () => ({ page: 1, rows: 3, type: 1 })),
  post('home.top-scores-worst', '/find/findUserEvaluation/getTopScoreList', () => ({ rows: 3, type: '2' })),
  post('home.popular-books', '/find/books/popularBooks', () => ({ rows: 3, statRange: 90 })),
  ...both('home.hot-topics', '/find/bookTopic/indexHotTopic', () => ({ rows: 3 })),
  ...both('home.hot-book-lists', '/find/bookList/indexHotBookList', () => ({ rows: 3 })),
  post('home.top-shared-folders', '/find/favorites/topShare', () => ({ rows: 3 })),
]

export const homeReads: WireRequest[] = [...tenancyReads, ...homeReads_]

const usageLogPaths = [
  '/find/eleLog/addEleClick', '/find/eleLog/addEleDownload', '/find/eleLog/addEleVisits', '/find/newEle/log/addNavs',
  '/find/newEle/log/addDatabaseClick', '/find/newEle/log/addResourceClick', '/find/index/indexNavigationClickLog',
]

export const homeWrites: WireRequest[] = [
  post('tenancy.save-library', '/oga/opaclibcode/savelastlibcode', () => ({ libCode: '90000200003' }), { group: CITY }),
  post('tenancy.save-library-all', '/oga/opaclibcode/savelastlibcode', undefined, { as: reader }),
  post('tenancy.save-library-error-foreign', '/oga/opaclibcode/savelastlibcode', () => ({ libCode: '90000100001' }), { group: CITY, headers: EN }),
  post('home.setting-update', '/find/findUserSetting/updateOne', () => ({ key: 'homeSections', value: 'hot,new' }), { as: reader }),
  get('home.setting-after-update', '/find/findUserSetting/getOne', () => ({ key: 'homeSections' }), { as: reader }),
  post('home.setting-remove', '/find/findUserSetting/updateOne', () => ({ key: 'homeSections', value: '' }), { as: reader }),
  post('home.setting-update-error-bad-key', '/find/findUserSetting/updateOne', () => ({ key: '../x', value: '1' }), { as: reader }),
  ...usageLogPaths.flatMap((path, i) => both(`usage${path.replaceAll('/', '.')}`, path, () => (i % 2 ? { dbId: String(i), name: 'CNKI', url: 'https://example.org/db' } : { id: `e-${i}`, page: 'home' }))),
  post('usage.city-menu-click', '/find/index/indexNavigationClickLog', () => ({ menuId: '7' }), { group: CITY }),
]
