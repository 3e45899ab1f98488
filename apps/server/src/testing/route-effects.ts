// What each REST route and tRPC procedure does to the data, for the generated cross-site test
// (plugins/cross-site-guard.int.test.ts). Every route of the REST table (one key per method) and every tRPC
// procedure must stand in exactly one of the two lists: a new one without an entry fails the suite, so its
// author decides whether it changes anything, and gives the input that shows it working.

/** Ids from the test database that inputs refer to. */
export type FixtureIds = { recordId: number; libCode: string; commentId: number; menuId: number }

export type WriteEntry = {
  /** Who makes the call that works: a signed-in patron (cookies or token), staff (bearer token) or anyone. */
  as: 'patron' | 'staff' | 'visitor'
  input?: (ids: FixtureIds) => Record<string, unknown>
  /** The same-site call is expected to succeed outright (else it must only get past the cross-site check). */
  succeeds?: boolean
  /** The patron of tenant 900001 whose session is used (default `reader`). */
  user?: string
}

/** Changes nothing but, where noted, a usage counter (a visit, a search term). */
export const READS: { key: string; countsUsage?: true }[] = [
  'POST /find/homePage/getGroupCode', 'GET /find/findConfig/getFindConfig', 'GET /find/findConfig/getMenuList', 'GET /find/findConfig/getCustomFindMenu',
  'GET /find/findConfig/getLogoUrl', 'GET /find/findConfig/getLogoPara', 'GET /find/findConfig/getLibraryList', 'GET /find/institution/get',
  'GET /find/institution/getByParaCode', 'GET /find/homePage/info', 'GET /oga/opaclibcode/getlibs',
  'POST /find/unify/search', 'POST /find/unify/advancedSearch', 'POST /find/unify/indexSearch', 'POST /find/unify/twiceSearch', 'POST /find/unify/searchForDetail',
  'GET /find/index/spellKeyWord', 'POST /find/category/classifica/list', 'GET /find/popularSearch/get', 'GET /find/popularSearch/getTopTen',
  'GET /find/behaviorRecord/list', 'GET /find/unify/getUnifyReruestBody', 'GET /find/unify/getUnifyReruestBodyByResCode',
  'POST /find/physical/groupitems', 'POST /find/physical/groupItemsByLibCode', 'POST /find/physical/shelfNos', 'POST /find/unify/getPItemAndOnShelfCountAndDuxiuImageUrl',
  'GET /find/book/getDuxiuImageUrl', 'POST /find/location/list', 'GET /find/location/dict', 'GET /find/location/takeBookAddress',
  'GET /find/searchResultDetail/getBookDetail', 'POST /find/searchResultDetail/getBookDetail', 'GET /find/searchResultDetail/getDetail', 'GET /find/searchResultDetail/getDocCode',
  'GET /find/category/getConditionList', 'POST /find/groupResource/dict', 'GET /find/groupResource/getFindOpacSearchFieldParaList', 'POST /find/resource/dict',
  'GET /find/searchResultDetail/statistics', 'GET /find/loanInfo/getNearTenYearLoan', 'GET /find/searchResultDetail/getQrCode', 'GET /find/searchResultDetail/getQrCodeJumpUrl',
  'POST /find/searchResultDetail/getCatalog', 'POST /find/unify/getOtherLibraryCollection', 'GET /find/searchResultDetail/getAuthorInfo', 'GET /find/searchResultDetail/getAuthorBookInfo',
  'POST /find/findUserEvaluation/userCommentList', 'POST /find/findUserEvaluation/getUserScore', 'POST /find/dItem/getDItems',
  'GET /find/index/getHotCollection', 'POST /find/index/getHotCollection', 'GET /find/index/getNewCollection', 'POST /find/index/getNewCollection',
  'GET /find/index/getTryCollection', 'POST /find/index/getTryCollection', 'GET /find/newEle/eCollection/getNewCollection', 'POST /find/newEle/eCollection/getNewCollection',
  'GET /find/newEle/eCollection/getTryCollection', 'POST /find/newEle/eCollection/getTryCollection', 'POST /find/eCollection/navigation',
  'GET /find/index/getDiscipline', 'GET /find/index/getDisciplineList', 'GET /find/index/getLibrary', 'GET /find/donate/getRecentDonation', 'POST /find/donate/searchDonation',
  'POST /find/donate/searchDonateNews', 'GET /find/ePortfolio/getNewEleFlag', 'GET /find/homePage/showChaoXingFind', 'GET /find/findUserSetting/getOne',
  'POST /find/index/getHotLoan', 'POST /find/index/getNewBook', 'GET /find/index/getKeyWord', 'POST /find/index/getReaderRank', 'POST /find/findUserEvaluation/getTopScoreList',
  'POST /find/books/popularBooks', 'GET /find/bookTopic/indexHotTopic', 'POST /find/bookTopic/indexHotTopic', 'GET /find/bookList/indexHotBookList', 'POST /find/bookList/indexHotBookList',
  'POST /find/favorites/topShare', 'GET /oga/userinfo', 'POST /oga/userinfo', 'GET /oga/login/transportKey',
  'GET /find/getPassword/findMailCodeTimes', 'POST /find/getPassword/findMailCodeTimes', 'GET /find/getPassword/findCodeTimes', 'POST /find/getPassword/findCodeTimes',
  'GET /find/userInfo/findCodeTimes', 'POST /find/userInfo/findCodeTimes', 'GET /find/userInfo/findMailCodeTimes', 'POST /find/userInfo/findMailCodeTimes',
  'GET /find/getPassword/findChangeBindTimes', 'POST /find/getPassword/findChangeBindTimes', 'GET /find/ssoCalis/getLoginUrl', 'GET /find/pda/getPdaRule', 'POST /find/pda/getPdaRule',
  'GET /admin/identity-providers', 'GET /admin/settings', 'GET /admin/menus', 'GET /admin/catalogue/import/:jobId', 'GET /admin/comments', 'GET /admin/libraries',
  'GET /admin/campuses', 'GET /admin/locations',
  'trpc tenancy.bootstrap', 'trpc tenancy.groupCode', 'trpc tenancy.findConfig', 'trpc tenancy.menuList', 'trpc tenancy.customMenu', 'trpc tenancy.logo', 'trpc tenancy.libraries',
  'trpc tenancy.institution', 'trpc tenancy.parameter', 'trpc tenancy.homeInfo', 'trpc admin.settings', 'trpc admin.menus.list', 'trpc admin.comments.list',
  'trpc admin.libraries.list', 'trpc admin.campuses.list', 'trpc admin.locations.list',
  'trpc catalogue.search', 'trpc catalogue.twiceSearch', 'trpc catalogue.related', 'trpc catalogue.spell', 'trpc catalogue.detail', 'trpc catalogue.bookDetail',
  'trpc catalogue.docCode', 'trpc catalogue.holdings', 'trpc catalogue.holdingsByLibrary', 'trpc catalogue.liveCounts', 'trpc catalogue.coverUrl', 'trpc catalogue.conditions',
  'trpc catalogue.dictionaries', 'trpc catalogue.searchFields', 'trpc catalogue.locations', 'trpc catalogue.locationDictionary', 'trpc catalogue.pickupLocations',
  'trpc catalogue.record.statistics', 'trpc catalogue.record.tenYearLoans', 'trpc catalogue.record.qrCode', 'trpc catalogue.record.qrCodeJumpUrl',
  'trpc catalogue.record.tableOfContents', 'trpc catalogue.digital.items', 'trpc catalogue.record.citation', 'trpc catalogue.record.otherLibraries',
  'trpc catalogue.author.info', 'trpc catalogue.author.books', 'trpc catalogue.classification', 'trpc catalogue.usage.popularSearches',
  'trpc catalogue.usage.behaviourHistory', 'trpc home.hotLoans', 'trpc home.newBooks', 'trpc home.keywords', 'trpc home.topReaders', 'trpc home.topScores',
  'trpc home.popularBooks', 'trpc home.hotTopics', 'trpc home.hotBookLists', 'trpc home.topSharedFolders', 'trpc home.hotCollections', 'trpc home.newCollections',
  'trpc home.trialCollections', 'trpc home.eCollections', 'trpc home.disciplines', 'trpc home.libraries', 'trpc home.recentDonations', 'trpc home.donationNews',
  'trpc home.newElectronicResources', 'trpc home.externalFind', 'trpc home.setting', 'trpc catalogue.reviews.comments', 'trpc catalogue.reviews.score', 'trpc identity.me',
  'POST /find/loanInfo/loanList', 'POST /find/loanInfo/loanHistoryList', 'trpc circulation.loans.current', 'trpc circulation.loans.history',
  'POST /find/userInfo/UserLoanRules', 'GET /find/user/userLimit', 'POST /find/loanInfo/loanChart', 'trpc circulation.loans.rules', 'trpc circulation.loans.attention', 'trpc circulation.loans.chart',
  'POST /find/loanInfo/unionLoanList', 'POST /find/loanInfo/unionLoanHistoryList', 'POST /find/loanInfo/getIssueLoanInfoList', 'POST /find/loanInfo/getIssueLoanHistory',
  'GET /find/loanInfo/exportLoanList', 'GET /find/loanInfo/exportLoanHistoryList', 'trpc circulation.loans.unionCurrent', 'trpc circulation.loans.unionHistory',
  'trpc circulation.loans.issueCurrent', 'trpc circulation.loans.issueHistory',
  'trpc sso.providers', 'trpc sso.wechatLoginUrl', 'trpc identity.transportKey', 'trpc account.passwordReset.codeTimes', 'trpc account.contact.status', 'trpc account.contact.codeTimes', 'trpc identity.pdaRule',
].map((key) => ({ key }))

// A digitised copy's link counts a visit of it; the page asks for it as a query (it is a read to the patron).
READS.push({ key: 'POST /find/dItem/getPdfUrl', countsUsage: true }, { key: 'trpc catalogue.digital.pdfLink', countsUsage: true })
// The patron's card and leave-school checks, and the staff's loan-rule list (issue 15).
READS.push(...['GET /find/user/getCertificationStatus', 'GET /find/userLogOut/doUserLogOutOperationCheck', 'GET /admin/circulation/rules',
  'trpc circulation.card.status', 'trpc circulation.leaveSchool.check', 'trpc circulation.rules.list'].map((key) => ({ key })))
// Account deletion's check and data export, and My library's overview (issue 16).
READS.push(...['GET /find/userLogOut/exportUserData', 'GET /find/userInfo/getPersonalOverview', 'POST /find/userInfo/getPersonalOverview',
  'trpc accountDeletion.check', 'trpc overview.get'].map((key) => ({ key })))
// Behaviour records and points (issue 15).
READS.push(...['POST /find/behaviourManager/getBehaviourList', 'POST /find/patronScoreDetail/getPatronScoreList', 'GET /find/patronScoreDetail/getScoreNotice',
  'POST /find/patronScoreDetail/getScoreNotice', 'trpc circulation.behaviour.list', 'trpc circulation.points.list', 'trpc circulation.points.notice'].map((key) => ({ key })))
// Favourites and book lists (issue 16).
READS.push(...['GET /find/favorites/list', 'POST /find/favorites/list', 'POST /find/favorites/recordList', 'GET /find/user/searchFavList', 'POST /find/user/searchFavList',
  'GET /find/bookList/getMyFavBookList', 'POST /find/bookList/getMyFavBookList', 'POST /find/bookList/getMyFavBookListPage', 'trpc favourites.folders.list',
  'trpc favourites.records.list', 'trpc favourites.records.status', 'trpc favourites.lists.followed', 'trpc favourites.lists.detail'].map((key) => ({ key })))

// The inbox and profile (issue 16).
READS.push(...['GET /find/lspNotice/getMsg', 'POST /find/lspNotice/getMsg', 'GET /admin/messages', 'GET /find/userInfo/getUserInfo', 'POST /find/userInfo/getUserInfo',
  'GET /find/userInfo/getUserInfoCheck', 'POST /find/userInfo/getUserInfoCheck', 'GET /find/userInfo/getContactMess', 'POST /find/userInfo/getContactMess',
  'trpc inbox.list', 'trpc inbox.unreadCount', 'trpc inbox.sent', 'trpc profile.get', 'trpc profile.check', 'trpc profile.contact'].map((key) => ({ key })))

// Requests (issue 15): lists, details, the request form and its check (which stores nothing).
READS.push(...['GET /find/location/getTakeBookLoc', 'POST /find/physical/getRequestAndEnreustList', 'POST /find/subtenancy/getRequestBook',
  'POST /find/subtenancy/beforeSubtenancy', 'POST /find/subtenancy/subtenancyTimes', 'GET /find/subtenancy/getSmsStatus', 'POST /find/subtenancy/getLocByCallNo',
  'POST /find/subtenancy/userApplyCheck', 'POST /find/subtenancy/requestManager', 'GET /find/subtenancy/subtencyList', 'POST /find/subtenancy/othersRequest',
  'GET /find/subtenancy/requestDetl', 'POST /admin/circulation/requests', 'trpc circulation.requests.pickupLocations', 'trpc circulation.requests.copies',
  'trpc circulation.requests.form', 'trpc circulation.requests.allowance', 'trpc circulation.requests.noticeChannels', 'trpc circulation.requests.locationsByCallNo',
  'trpc circulation.requests.check', 'trpc circulation.requests.list', 'trpc circulation.requests.others', 'trpc circulation.requests.detail',
  'trpc circulation.requestDesk.list'].map((key) => ({ key })))

// Addresses and problem feedback (issue 16).
READS.push(...['GET /find/userAddress/get', 'POST /find/userAddress/get', 'GET /find/userAddress/getDefaultAddressId', 'POST /find/userAddress/getDefaultAddressId',
  'GET /find/userAddress/getAddressType', 'POST /find/userAddress/getAddressType', 'GET /find/userAddress/loadArea', 'POST /find/userAddress/loadArea',
  'POST /find/problemFeedback/list', 'GET /admin/feedback', 'trpc addresses.list', 'trpc addresses.defaultId', 'trpc addresses.types', 'trpc addresses.areas',
  'trpc feedback.list', 'trpc feedback.desk.list'].map((key) => ({ key })))

// Questionnaires and e-resource question lists (issue 16).
READS.push(...['POST /find/equestion/queryFindNaireList', 'POST /find/eanswer/getAnswerList', 'POST /find/equestion/queryall', 'POST /find/eanswer/getResult',
  'POST /find/databaseNavigation/eQuestionList', 'POST /find/databaseNavigation/newEleQuestionList', 'GET /admin/questionnaires', 'GET /admin/questionnaires/:id',
  'GET /admin/questionnaires/:id/results', 'trpc questionnaires.list', 'trpc questionnaires.detail', 'trpc questionnaires.results', 'trpc questionnaires.eQuestions',
  'trpc questionnaires.admin.list', 'trpc questionnaires.admin.get', 'trpc questionnaires.admin.results'].map((key) => ({ key })))
// Subscriptions (issue 16).
READS.push(...['POST /find/subscribe/list', 'POST /find/subscribe/search', 'GET /find/subscribe/dailyRecommend', 'trpc subscriptions.list', 'trpc subscriptions.matches',
  'trpc subscriptions.dailyRecommend'].map((key) => ({ key })))

const patron = (input?: WriteEntry['input'], succeeds = false): WriteEntry => ({ as: 'patron', ...(input ? { input } : {}), succeeds })
const visitor = (input?: WriteEntry['input'], succeeds = false): WriteEntry => ({ as: 'visitor', ...(input ? { input } : {}), succeeds })
const staff = (input?: WriteEntry['input'], succeeds = false): WriteEntry => ({ as: 'staff', ...(input ? { input } : {}), succeeds })

const as = (user: string, entry: WriteEntry): WriteEntry => ({ ...entry, user })

const usageEvent = visitor(() => ({ id: 'db-1', name: 'CNKI' }), true)
const newMail = () => ({ mail: 'new.address@example.org', password: 'Reader@2026' })

/** Changes something: refused when another site's page sends it with cookies alone. */
export const WRITES: Record<string, WriteEntry> = {
  'POST /oga/opaclibcode/savelastlibcode': patron((ids) => ({ libCode: ids.libCode }), true),
  'GET /find/popularSearch/add': visitor(() => ({ searchValue: '三体' }), true),
  'POST /find/popularSearch/add': visitor(() => ({ searchValue: '三体' }), true),
  'POST /find/behaviorRecord/add': visitor((ids) => ({ recordId: ids.recordId, type: 'view' })),
  'POST /find/findUserEvaluation/userComment': patron((ids) => ({ recordId: ids.recordId, content: 'A fine book' }), true),
  'POST /find/findUserEvaluation/userRatings': patron((ids) => ({ recordId: ids.recordId, score: 4 }), true),
  'POST /find/findUserSetting/updateOne': patron(() => ({ key: 'theme', value: 'dark' })),
  'GET /find/eleLog/addEleClick': usageEvent, 'POST /find/eleLog/addEleClick': usageEvent,
  'GET /find/eleLog/addEleDownload': usageEvent, 'POST /find/eleLog/addEleDownload': usageEvent,
  'GET /find/eleLog/addEleVisits': usageEvent, 'POST /find/eleLog/addEleVisits': usageEvent,
  'GET /find/newEle/log/addNavs': usageEvent, 'POST /find/newEle/log/addNavs': usageEvent,
  'GET /find/newEle/log/addDatabaseClick': usageEvent, 'POST /find/newEle/log/addDatabaseClick': usageEvent,
  'GET /find/newEle/log/addResourceClick': usageEvent, 'POST /find/newEle/log/addResourceClick': usageEvent,
  'GET /find/index/indexNavigationClickLog': usageEvent, 'POST /find/index/indexNavigationClickLog': usageEvent,
  'POST /find/userInfo/updateOpacFirstLoginFlag': patron(undefined, true),
  'GET /oga/verifycode/img': visitor(undefined, true),
  'POST /oga/login': visitor(() => ({ username: 'reader', password: 'Reader@2026', verifyCode: 'TEST', codeKey: 'none' })),
  'POST /oga/logout': patron(undefined, true),
  'POST /oga/logoutForExternal': visitor(undefined, true),
  'POST /oga/forceModify': visitor(() => ({ username: 'newcomer', oldPassword: '2026010099', newPassword: 'Newcomer@2026', confirmPassword: 'Newcomer@2026' })),
  'POST /find/userInfo/updatePassword': as('scholar', patron(() => ({ oldPassword: 'wrong', newPassword: 'Another@2027', confirmPassword: 'Another@2027' }))),
  'GET /find/getPassword/checkImgCode': visitor(undefined, true), 'POST /find/getPassword/checkImgCode': visitor(undefined, true),
  'POST /find/getPassword/checkUser': visitor(() => ({ username: 'reader', verifyCode: 'x', codeKey: 'y' })),
  'GET /find/getPassword/sendMailCode': visitor(() => ({ resetTicket: 'forged' })), 'POST /find/getPassword/sendMailCode': visitor(() => ({ resetTicket: 'forged' })),
  'GET /find/getPassword/sendPhonenumber': visitor(() => ({ resetTicket: 'forged' })), 'POST /find/getPassword/sendPhonenumber': visitor(() => ({ resetTicket: 'forged' })),
  'GET /find/getPassword/checkMailCode': visitor(() => ({ resetTicket: 'forged', code: '123456' })), 'POST /find/getPassword/checkMailCode': visitor(() => ({ resetTicket: 'forged', code: '123456' })),
  'GET /find/getPassword/checkPhonenumber': visitor(() => ({ resetTicket: 'forged', code: '123456' })), 'POST /find/getPassword/checkPhonenumber': visitor(() => ({ resetTicket: 'forged', code: '123456' })),
  'GET /find/getPassword/updateUserPassword': visitor(() => ({ resetTicket: 'forged', newPassword: 'Another@2027' })),
  'POST /find/getPassword/updateUserPassword': visitor(() => ({ resetTicket: 'forged', newPassword: 'Another@2027' })),
  'POST /find/userInfo/checkMail': patron(newMail, true),
  'POST /find/userInfo/sendPhonenumber': patron(() => ({ phonenumber: '13800138000', password: 'Reader@2026' }), true),
  'POST /find/userInfo/checkPhonenumber': patron(() => ({ phonenumber: '13800138000', code: '123456' })),
  'GET /find/bindMailAndPhone/updateUserMailAndPhone': patron(() => ({ mail: 'new.address@example.org', code: '123456' })),
  'POST /find/bindMailAndPhone/updateUserMailAndPhone': patron(() => ({ mail: 'new.address@example.org', code: '123456' })),
  'POST /find/getPassword/resetPhone': patron(() => ({ phonenumber: '13800138000', code: '123456' })),
  'POST /oga/otherLogin': visitor(() => ({ code: 'wechat-code' })),
  'POST /oga/userBind': visitor(() => ({ openId: 'forged', username: 'reader', password: 'Reader@2026' })),
  'POST /oga/ssoOpac': visitor(() => ({ uid: 'forged', username: 'reader', password: 'Reader@2026' })),
  'POST /oga/relevanceUid': visitor(() => ({ uid: 'forged', name: '林晓', primaryId: '2024010001' })),
  'POST /find/userInfo/bindCxUidByPrimaryId': patron(() => ({ uid: 'forged' })),
  'POST /find/userUnbind': patron(() => ({ type: 'wechat' })),
  'POST /find/userInfo/updatePdaRuleFlag': patron(undefined, true),
  'POST /admin/identity-providers': staff(() => ({ code: 'x' })),
  'PATCH /admin/identity-providers/:id': staff(() => ({ enabled: false })),
  'DELETE /admin/identity-providers/:id': staff(),
  'POST /admin/auth/login': visitor(() => ({ username: 'admin', password: 'Admin@2026' }), true),
  'POST /admin/auth/logout': staff(undefined, true),
  'PATCH /admin/settings': staff(() => ({ name: '星海大学图书馆' }), true),
  'POST /admin/menus': staff(() => ({ menuGroup: 'A', menuName: 'Cross-site test' }), true),
  'PUT /admin/menus/:id': staff(() => ({ menuName: 'Renamed' })),
  'DELETE /admin/menus/:id': staff(),
  'POST /admin/comments/:id/approve': staff(undefined, true),
  'POST /admin/comments/:id/reject': staff(undefined, true),
  'POST /admin/libraries': staff(() => ({ libCode: 'XTEST', libName: 'Test branch' }), true),
  'PUT /admin/libraries/:id': staff(() => ({ phone: '0000-1' })),
  'DELETE /admin/libraries/:id': staff(),
  'POST /admin/campuses': staff(() => ({ code: 'XT', name: 'Test campus' })),
  'PUT /admin/campuses/:id': staff(() => ({ name: 'Renamed' })),
  'DELETE /admin/campuses/:id': staff(),
  'POST /admin/locations': staff(() => ({ locationCode: 'XT', locationName: 'Test' })),
  'PUT /admin/locations/:id': staff(() => ({ locationName: 'Renamed' })),
  'DELETE /admin/locations/:id': staff(),
  'trpc tenancy.saveLastLibCode': patron((ids) => ({ libCode: ids.libCode }), true),
  'trpc admin.login': visitor(() => ({ username: 'admin', password: 'Admin@2026' }), true),
  'trpc admin.logout': staff(undefined, true),
  'trpc admin.updateSettings': staff(() => ({ name: '星海大学图书馆' }), true),
  'trpc admin.menus.create': staff(() => ({ menuGroup: 'A', menuName: 'Cross-site test' }), true),
  'trpc admin.menus.update': staff((ids) => ({ id: ids.menuId, menuName: 'Renamed' })),
  'trpc admin.menus.remove': staff((ids) => ({ id: ids.menuId })),
  'trpc admin.comments.approve': staff((ids) => ({ id: ids.commentId }), true),
  'trpc admin.comments.reject': staff((ids) => ({ id: ids.commentId }), true),
  'trpc admin.libraries.create': staff(() => ({ libCode: 'XTEST2', libName: 'Test branch' })),
  'trpc admin.libraries.update': staff(() => ({ id: 0, phone: '0000-1' })),
  'trpc admin.libraries.remove': staff(() => ({ id: 0 })),
  'trpc admin.campuses.create': staff(() => ({ code: 'XT', name: 'Test campus' })),
  'trpc admin.campuses.update': staff(() => ({ id: 0, name: 'Renamed' })),
  'trpc admin.campuses.remove': staff(() => ({ id: 0 })),
  'trpc admin.locations.create': staff(() => ({ locationCode: 'XT', locationName: 'Test' })),
  'trpc admin.locations.update': staff(() => ({ id: 0, locationName: 'Renamed' })),
  'trpc admin.locations.remove': staff(() => ({ id: 0 })),
  'trpc catalogue.usage.countSearch': visitor(() => ({ searchValue: '三体' }), true),
  'trpc catalogue.usage.recordBehaviour': visitor((ids) => ({ recordId: ids.recordId, type: 'view' })),
  'trpc home.updateSetting': patron(() => ({ key: 'theme', value: 'dark' })),
  'trpc home.logUsage': visitor(() => ({ kind: 'ELE_VISIT', targetType: 'page', targetId: 'home' })),
  'trpc catalogue.reviews.addComment': patron((ids) => ({ recordId: ids.recordId, content: 'A fine book' }), true),
  'trpc catalogue.reviews.rate': patron((ids) => ({ recordId: ids.recordId, score: 4 }), true),
  'trpc identity.finishTour': patron(undefined, true),
  'trpc sso.otherLogin': visitor(() => ({ code: 'wechat-code' })),
  'trpc sso.userBind': visitor(() => ({ openIdTicket: 'forged', username: 'reader', password: 'Reader@2026' })),
  'trpc sso.bindCaptcha': visitor(undefined, true),
  'trpc sso.bindUid': visitor(() => ({ uidTicket: 'forged', username: 'reader', password: 'Reader@2026' })),
  'trpc sso.associate': visitor(() => ({ uidTicket: 'forged', name: '林晓', primaryId: '2024010001' })),
  'trpc sso.bindUidTicket': patron(() => ({ uidTicket: 'forged' })),
  'trpc sso.unbind': patron(() => ({ type: 'wechat' })),
  'trpc identity.captcha': visitor(undefined, true),
  'trpc identity.signIn': visitor(() => ({ username: 'reader', password: 'Reader@2026', verifyCode: 'TEST', codeKey: 'none' })),
  'trpc identity.signOut': patron(undefined, true),
  'trpc identity.forceModify': visitor(() => ({ username: 'newcomer', oldPassword: '2026010099', newPassword: 'Newcomer@2026', confirmPassword: 'Newcomer@2026' })),
  'trpc identity.changePassword': as('scholar', patron(() => ({ oldPassword: 'wrong', newPassword: 'Another@2027', confirmPassword: 'Another@2027' }))),
  'trpc account.passwordReset.captcha': visitor(undefined, true),
  'trpc account.passwordReset.checkUser': visitor(() => ({ username: 'reader', verifyCode: 'x', codeKey: 'y' })),
  'trpc account.passwordReset.sendCode': visitor(() => ({ resetTicket: 'forged', channel: 'EMAIL' })),
  'trpc account.passwordReset.checkCode': visitor(() => ({ resetTicket: 'forged', channel: 'EMAIL', code: '123456' })),
  'trpc account.passwordReset.setPassword': visitor(() => ({ resetTicket: 'forged', newPassword: 'Another@2027', confirmPassword: 'Another@2027' })),
  // Another patron than checkMail's, whose code to the same channel would still be within its resend wait.
  'trpc account.contact.sendCode': as('newcomer', patron(() => ({ channel: 'EMAIL', target: 'other.address@example.org' }), true)),
  'trpc account.contact.confirm': patron(() => ({ channel: 'EMAIL', target: 'new.address@example.org', code: '123456' })),
  'trpc identity.acceptPdaRule': patron(undefined, true),
  // A loan id that is nobody's: the call succeeds (its outcome says why that loan was not renewed) and changes nothing.
  'POST /find/lendbook/reNew': patron(() => ({ loanIds: [2_000_000_000] }), true),
  'trpc circulation.loans.renew': patron(() => ({ loanIds: [2_000_000_000] }), true),
  // Barcodes and accounts that are nobody's: the desk answers not-found and changes nothing.
  'POST /admin/circulation/checkout': staff(() => ({ patron: 'nobody-at-all', barcode: 'NOBODY-BARCODE' })),
  'POST /admin/circulation/checkin': staff(() => ({ barcode: 'NOBODY-BARCODE' })),
  'trpc circulation.desk.checkOut': staff(() => ({ patron: 'nobody-at-all', barcode: 'NOBODY-BARCODE' })),
  'trpc circulation.desk.checkIn': staff(() => ({ barcode: 'NOBODY-BARCODE' })),
  // A behaviour record that is nobody's: the desk answers not-found and changes nothing.
  'POST /admin/circulation/fines/waive': staff(() => ({ recordId: 2_000_000_000 })),
  'POST /admin/circulation/fines/pay': staff(() => ({ recordId: 2_000_000_000, amountCents: 100 })),
  'trpc circulation.fines.waive': staff(() => ({ recordId: 2_000_000_000 })),
  'trpc circulation.fines.pay': staff(() => ({ recordId: 2_000_000_000, amountCents: 100 })),
  // Card and leave-school (issue 15): scholar's right password checks and changes nothing; undoing a loss is the
  // desk's (refused before any password); reader has loans, so leaving is refused; staff act on a patron id of nobody's.
  'POST /find/user/gsCardCheck': as('scholar', patron(() => ({ password: 'Scholar@2026' }), true)),
  'trpc circulation.card.checkPassword': as('scholar', patron(() => ({ password: 'Scholar@2026' }), true)),
  'POST /find/user/gsCard': patron(() => ({ password: 'Reader@2026', lossFlag: '0' })),
  // Right password: scholar's card of the test database is reported lost (no other entry renews or lends to her).
  'trpc circulation.card.reportLost': as('scholar', patron(() => ({ password: 'Scholar@2026' }), true)),
  'POST /find/userLogOut/userCancel': patron(),
  'trpc circulation.leaveSchool.leave': patron(),
  // Deleting reader's account with the right password: refused while reader has loans (nothing is deleted).
  'trpc accountDeletion.delete': patron(() => ({ password: 'Reader@2026' })),
  'POST /admin/circulation/patrons/:id/freeze': staff(), 'POST /admin/circulation/patrons/:id/unfreeze': staff(),
  'POST /admin/circulation/patrons/:id/lost': staff(), 'POST /admin/circulation/patrons/:id/found': staff(),
  'trpc circulation.patrons.freeze': staff(() => ({ id: 999_999 })), 'trpc circulation.patrons.unfreeze': staff(() => ({ id: 999_999 })),
  'trpc circulation.patrons.markLost': staff(() => ({ id: 999_999 })), 'trpc circulation.patrons.markFound': staff(() => ({ id: 999_999 })),
  'POST /admin/circulation/rules': staff(() => ({ ruleName: 'Cross-site rule', patronType: 'cross-site-rest', maxLoans: 5, loanPeriodDays: 14, renewPeriodDays: 14 }), true),
  'PUT /admin/circulation/rules/:id': staff(() => ({ maxLoans: 6 })),
  'DELETE /admin/circulation/rules/:id': staff(),
  'trpc circulation.rules.create': staff(() => ({ ruleName: 'Cross-site rule', patronType: 'cross-site-trpc', maxLoans: 5, loanPeriodDays: 14, renewPeriodDays: 14 }), true),
  'trpc circulation.rules.update': staff(() => ({ id: 999_999, maxLoans: 6 })),
  'trpc circulation.rules.remove': staff(() => ({ id: 999_999 })),
  // Requests (issue 15) for a copy and request ids that are nobody's: not found, nothing changed. Lapsing ends what
  // the test database has kept past its date (nothing), so it succeeds.
  'POST /find/subtenancy/subscribeAndEntrust': patron(() => ({ requestType: 2, itemId: 2_000_000_000, takeLocationId: 1 })),
  'POST /find/subtenancy/askBook': patron(() => ({ itemId: 2_000_000_000 })),
  'POST /find/findLoan/addLoanOrder': patron(() => ({ itemId: 2_000_000_000, deliveryAddress: 'Room 1, Campus Road 2' })),
  'GET /find/subtenancy/requestCancel': patron(() => ({ requestId: 2_000_000_000 })),
  'POST /find/subtenancy/getTakeCode': patron(() => ({ requestId: 2_000_000_000 })),
  'POST /find/subtenancy/confirmLoan': patron(() => ({ requestId: 2_000_000_000, takeCode: '123456' })),
  'POST /find/subtenancy/writeTakeBarCode': patron(() => ({ requestId: 2_000_000_000, takeCode: '123456' })),
  'POST /find/subtenancy/reciveBook': patron(() => ({ requestId: 2_000_000_000 })),
  'POST /admin/circulation/requests/accept': staff(() => ({ requestId: 2_000_000_000 })),
  'POST /admin/circulation/requests/complete': staff(() => ({ takeCode: '000000' })),
  'POST /admin/circulation/requests/lapse': staff(undefined, true),
  'trpc circulation.requests.place': patron(() => ({ type: 'ENTRUSTMENT', itemId: 2_000_000_000, takeLocationId: 1 })),
  'trpc circulation.requests.cancel': patron(() => ({ requestId: 2_000_000_000 })),
  'trpc circulation.requests.takeCode': patron(() => ({ requestId: 2_000_000_000 })),
  'trpc circulation.requests.handOver': patron(() => ({ requestId: 2_000_000_000, takeCode: '123456' })),
  'trpc circulation.requests.confirmReceipt': patron(() => ({ requestId: 2_000_000_000 })),
  'trpc circulation.requestDesk.accept': staff(() => ({ requestId: 2_000_000_000 })),
  'trpc circulation.requestDesk.complete': staff(() => ({ takeCode: '000000' })),
  'trpc circulation.requestDesk.lapse': staff(undefined, true),
  // Addresses and problem feedback (issue 16): reader adds an address and a feedback; the other calls name ids that
  // are nobody's (not found, nothing changed).
  'POST /find/userAddress/add': patron(() => ({ areaCode: '110101', address: 'Cross-site check 1', zipCode: '100010', name: 'Reader', phone: '13800138000' }), true),
  'POST /find/userAddress/update': patron(() => ({ id: 2_000_000_000, areaCode: '110101', address: 'Cross-site check 2', zipCode: '100010', name: 'Reader', phone: '13800138000' })),
  'POST /find/userAddress/delete': patron(() => ({ id: 2_000_000_000 })),
  'POST /find/userAddress/setDefaultAddress': patron(() => ({ id: 2_000_000_000 })),
  'POST /find/problemFeedback/add': patron(() => ({ content: 'Cross-site check' }), true),
  'POST /find/problemFeedback/delete': patron(() => ({ id: 2_000_000_000 })),
  'POST /admin/feedback/reply': staff(() => ({ id: 2_000_000_000, reply: 'Cross-site check' })),
  'trpc addresses.add': patron(() => ({ areaCode: '110101', details: 'Cross-site check 3', zipCode: '100010', recipient: 'Reader', phone: '13800138000' }), true),
  'trpc addresses.update': patron(() => ({ id: 2_000_000_000, areaCode: '110101', details: 'Cross-site check 4', zipCode: '100010', recipient: 'Reader', phone: '13800138000' })),
  'trpc addresses.setDefault': patron(() => ({ id: 2_000_000_000 })),
  'trpc addresses.remove': patron(() => ({ id: 2_000_000_000 })),
  'trpc feedback.send': patron(() => ({ content: 'Cross-site check' }), true),
  'trpc feedback.remove': patron(() => ({ id: 2_000_000_000 })),
  'trpc feedback.desk.reply': staff(() => ({ id: 2_000_000_000, reply: 'Cross-site check' })),
  // Favourites (issue 16): reader creates a folder (a new name each time) and adds the fixture record (a second add
  // answers "already added"); folder ids 2_000_000_000 and record ids of nobody's are not found and change nothing.
  'POST /find/favorites/add': patron(() => ({ name: `Cross-site ${Date.now()}-${Math.random()}` }), true),
  'POST /find/favorites/edit': patron(() => ({ favoritesId: 2_000_000_000, name: 'Cross-site check' })),
  'POST /find/favorites/del': patron(() => ({ favoritesId: 2_000_000_000 })),
  'POST /find/favorites/change': patron(() => ({ favoritesId: 2_000_000_000, recordIds: [2_000_000_000] })),
  'POST /find/favorites/cancel': patron(() => ({ recordIds: [2_000_000_000] })),
  'POST /find/favorites/share': patron(() => ({ favoritesId: 2_000_000_000 })),
  'POST /find/record/addmyfav': patron((ids) => ({ recordId: ids.recordId })),
  'POST /find/bookList/addFav': patron(() => ({ bookListId: 2_000_000_000 })),
  'POST /find/bookList/unFavorite': patron(() => ({ bookListId: 2_000_000_000 })),
  'trpc favourites.folders.create': patron(() => ({ name: `Cross-site ${Date.now()}-${Math.random()}` }), true),
  'trpc favourites.folders.edit': patron(() => ({ folderId: 2_000_000_000, name: 'Cross-site check' })),
  'trpc favourites.folders.remove': patron(() => ({ folderId: 2_000_000_000 })),
  'trpc favourites.folders.share': patron(() => ({ folderId: 2_000_000_000 })),
  'trpc favourites.records.add': patron((ids) => ({ recordId: ids.recordId })),
  'trpc favourites.records.move': patron(() => ({ recordIds: [2_000_000_000], toFolderId: 2_000_000_000 })),
  'trpc favourites.records.remove': patron(() => ({ recordIds: [2_000_000_000] })),
  'trpc favourites.lists.follow': patron(() => ({ kind: 'bookList', id: 2_000_000_000 })),
  'trpc favourites.lists.unfollow': patron(() => ({ kind: 'bookList', id: 2_000_000_000 })),
  // The inbox and profile (issue 16): reader marks all read and hides a message that is nobody's (not found); staff
  // write to reader; reader removes the avatar and changes their position; a change of the verified e-mail is refused.
  'POST /find/lspNotice/updateReadFlag': patron(() => ({ all: true }), true),
  'POST /find/lspNotice/deleteMsg': patron(() => ({ ids: [2_000_000_000] })),
  'POST /admin/messages': staff(() => ({ patron: 'reader', title: 'Cross-site check', body: 'Cross-site check' }), true),
  'POST /find/userInfo/updateUserPicUrl': patron(() => ({ picUrl: '' }), true),
  'POST /find/userInfo/updateUserInfo': patron(() => ({ position: 'Cross-site check' }), true),
  'POST /find/userInfo/updateContact': patron(() => ({ email: 'cross.site@example.org' })),
  'trpc inbox.markRead': patron(() => ({ all: true }), true),
  'trpc inbox.remove': patron(() => ({ ids: [2_000_000_000] })),
  'trpc inbox.send': staff(() => ({ to: { patron: 'reader' }, title: 'Cross-site check', body: 'Cross-site check' }), true),
  'trpc profile.updatePicUrl': patron(() => ({ picUrl: '' }), true),
  'trpc profile.update': patron(() => ({ position: 'Cross-site check' }), true),
  'trpc profile.updateContact': patron(() => ({ email: 'cross.site@example.org' })),
  // Questionnaires (issue 16): answers to a questionnaire that is nobody's (not found, nothing written); staff create a
  // draft, and the other staff calls name one that is nobody's.
  'POST /find/eanswer/doanswer': patron(() => ({ naireId: 2_000_000_000, answers: [] })),
  'trpc questionnaires.answer': patron(() => ({ questionnaireId: 2_000_000_000, answers: [] })),
  'POST /admin/questionnaires': staff(() => ({ name: 'Cross-site questionnaire', questions: [{ type: 'TEXT', text: 'Why?' }] }), true),
  'PUT /admin/questionnaires/:id': staff(() => ({ name: 'Renamed' })),
  'POST /admin/questionnaires/:id/publish': staff(), 'POST /admin/questionnaires/:id/close': staff(), 'DELETE /admin/questionnaires/:id': staff(),
  'trpc questionnaires.admin.create': staff(() => ({ name: 'Cross-site questionnaire', questions: [{ type: 'TEXT', text: 'Why?' }] }), true),
  'trpc questionnaires.admin.update': staff(() => ({ id: 999_999, name: 'Renamed' })),
  'trpc questionnaires.admin.publish': staff(() => ({ id: 999_999 })), 'trpc questionnaires.admin.close': staff(() => ({ id: 999_999 })),
  'trpc questionnaires.admin.remove': staff(() => ({ id: 999_999 })),
  // Subscriptions (issue 16): reader saves a search; the other calls name a subscription that is nobody's (not found).
  'POST /find/subscribe/add': patron(() => ({ searchField: 'keyWord', searchFieldContent: '三体', subName: 'Cross-site check' }), true),
  'POST /find/subscribe/del': patron(() => ({ subId: 2_000_000_000 })),
  'POST /find/subscribe/update': patron(() => ({ subId: 2_000_000_000, schedule: 'WEEKLY' })),
  'trpc subscriptions.add': patron(() => ({ searchContent: '三体', name: 'Cross-site check' }), true),
  'trpc subscriptions.update': patron(() => ({ id: 2_000_000_000, schedule: 'WEEKLY' })),
  'trpc subscriptions.remove': patron(() => ({ id: 2_000_000_000 })),
}
