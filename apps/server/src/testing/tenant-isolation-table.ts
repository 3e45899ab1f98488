import { ERROR_CODES } from '@portal/contracts'
import {
  byRecord, captcha, CODE_REFUSALS, noIds, PASSWORD_REFUSALS, SIGN_IN_REFUSALS, SSO_REFUSALS, staffOn, withB, type IsolationEntry,
} from './tenant-isolation-entry.ts'
import type { TenantB } from './tenant-isolation-probe.ts'
import { TRPC_ISOLATION } from './tenant-isolation-table-trpc.ts'

// How tenant A calls every REST route (one key per method) and every tRPC procedure with tenant B's ids, for the
// generated tenant-isolation matrix (tenant-isolation-matrix.int.test.ts). Each is also called with B's token
// naming A's groupCode, and the patron and staff ones with A's token naming B's. A route or procedure without an
// entry fails the matrix: its author says what of B it could be asked about (or `noIds`: it takes nothing of B,
// and its answer to A must still hold nothing of B).

export type { IsolationEntry } from './tenant-isolation-entry.ts'

const E = ERROR_CODES
/** Both methods of a route the contract allows as GET and POST. */
const both = (path: string, entry: IsolationEntry) => ({ [`GET ${path}`]: entry, [`POST ${path}`]: entry })
const rows = { rows: 10 }
const byTitle = withB('visitor', (b) => ({ searchFieldContent: b.title }))
const byAuthor = withB('visitor', (b) => ({ author: b.author }))
/** A usage log naming B's database (a click on one counts a visit to it) and B's record. */
const usage = withB('visitor', (b) => ({ dbId: String(b.databaseId), recordId: String(b.recordId), name: 'Isolation check' }))
const resetStep = (input: (b: TenantB) => Record<string, unknown>) => withB('visitor', input, { refusals: CODE_REFUSALS })
const newPassword = { newPassword: 'Another@2027', confirmPassword: 'Another@2027' }

const REST_ISOLATION: Record<string, IsolationEntry> = {
  // Tenancy: the tenant's configuration and libraries.
  'POST /find/homePage/getGroupCode': noIds('visitor', { mappingPath: '' }),
  'GET /find/findConfig/getFindConfig': noIds(), 'GET /find/findConfig/getMenuList': noIds(), 'GET /find/findConfig/getCustomFindMenu': noIds(),
  'GET /find/findConfig/getLogoUrl': noIds(), 'GET /find/findConfig/getLogoPara': noIds(),
  'GET /find/findConfig/getLibraryList': withB('visitor', (b) => ({ searchContent: b.libName })),
  'GET /find/institution/get': noIds(), 'GET /find/institution/getByParaCode': noIds('visitor', { paraCode: 'version' }), 'GET /find/homePage/info': noIds(),
  'GET /oga/opaclibcode/getlibs': noIds(),
  'POST /oga/opaclibcode/savelastlibcode': withB('patron', (b) => ({ libCode: b.libCode })),
  // Search.
  'POST /find/unify/search': byTitle, 'POST /find/unify/advancedSearch': byTitle, 'POST /find/unify/indexSearch': byTitle,
  'POST /find/unify/twiceSearch': withB('visitor', (b) => ({ searchFieldContent: b.title, secondSearchContent: b.author })),
  'POST /find/unify/searchForDetail': withB('visitor', (b) => ({ searchFieldContent: b.title, excludeFieldContent: b.recordId })),
  'GET /find/index/spellKeyWord': withB('visitor', (b) => ({ keyWord: b.spellingTypo })),
  'POST /find/category/classifica/list': noIds(),
  ...both('/find/popularSearch/add', withB('visitor', (b) => ({ searchValue: b.popularTerm }))),
  'GET /find/popularSearch/get': withB('visitor', (b) => ({ searchValue: b.popularPrefix })),
  'GET /find/popularSearch/getTopTen': noIds(),
  'POST /find/behaviorRecord/add': byRecord('patron'),
  'GET /find/behaviorRecord/list': noIds('patron'),
  'GET /find/unify/getUnifyReruestBody': noIds(), 'GET /find/unify/getUnifyReruestBodyByResCode': noIds('visitor', { resCode: '1' }),
  // Holdings.
  'POST /find/physical/groupitems': byRecord(), 'POST /find/physical/groupItemsByLibCode': byRecord(), 'POST /find/physical/shelfNos': byRecord(),
  'POST /find/unify/getPItemAndOnShelfCountAndDuxiuImageUrl': withB('visitor', (b) => ({ items: [{ recordId: b.recordId }] })),
  'GET /find/book/getDuxiuImageUrl': byRecord(),
  'POST /find/location/list': withB('visitor', (b) => ({ campusIds: [String(b.campusId)] })),
  'GET /find/location/dict': noIds(), 'GET /find/location/takeBookAddress': noIds(),
  // A record's detail and extras.
  'GET /find/searchResultDetail/getBookDetail': byRecord(),
  'POST /find/searchResultDetail/getBookDetail': byRecord('visitor', {}, { refusals: [E.ACCESS_INTERRUPTED] }),
  'GET /find/searchResultDetail/getDetail': byRecord(), 'GET /find/searchResultDetail/getDocCode': byRecord(),
  'GET /find/category/getConditionList': noIds(), 'POST /find/groupResource/dict': noIds(),
  'GET /find/groupResource/getFindOpacSearchFieldParaList': noIds(), 'POST /find/resource/dict': noIds(),
  'GET /find/searchResultDetail/statistics': byRecord(), 'GET /find/loanInfo/getNearTenYearLoan': byRecord(),
  'GET /find/searchResultDetail/getQrCode': byRecord(), 'GET /find/searchResultDetail/getQrCodeJumpUrl': byRecord(),
  'POST /find/searchResultDetail/getCatalog': byRecord(), 'POST /find/unify/getOtherLibraryCollection': byRecord(),
  'GET /find/searchResultDetail/getAuthorInfo': byAuthor, 'GET /find/searchResultDetail/getAuthorBookInfo': byAuthor,
  // Comments and ratings (a patron also sees their own pending comments and score).
  'POST /find/findUserEvaluation/userCommentList': byRecord('patron'),
  'POST /find/findUserEvaluation/userComment': byRecord('patron', { content: 'Isolation check' }),
  'POST /find/findUserEvaluation/userRatings': byRecord('patron', { score: 4 }),
  'POST /find/findUserEvaluation/getUserScore': byRecord('patron'),
  'POST /find/dItem/getDItems': byRecord(), 'POST /find/dItem/getPdfUrl': withB('visitor', (b) => ({ recordId: b.recordId, itemId: b.eItemId })),
  // Home page lists and rankings.
  ...both('/find/index/getHotCollection', noIds('visitor', rows)), ...both('/find/index/getNewCollection', noIds('visitor', rows)),
  ...both('/find/index/getTryCollection', noIds('visitor', rows)), ...both('/find/newEle/eCollection/getNewCollection', noIds('visitor', rows)),
  ...both('/find/newEle/eCollection/getTryCollection', noIds('visitor', rows)),
  'POST /find/eCollection/navigation': noIds(), 'GET /find/index/getDiscipline': noIds(), 'GET /find/index/getDisciplineList': noIds(),
  'GET /find/index/getLibrary': noIds(), 'GET /find/donate/getRecentDonation': noIds(), 'POST /find/donate/searchDonation': noIds(),
  'POST /find/donate/searchDonateNews': noIds(), 'GET /find/ePortfolio/getNewEleFlag': noIds(), 'GET /find/homePage/showChaoXingFind': noIds(),
  'GET /find/findUserSetting/getOne': withB('patron', (b) => ({ key: b.settingKey })),
  'POST /find/findUserSetting/updateOne': withB('patron', (b) => ({ key: b.settingKey, value: 'set by A' })),
  // Circulation: B's patron's loan, by its copy's barcode in the lists and by its id in a renewal.
  'POST /find/loanInfo/loanList': withB('patron', (b) => ({ page: 1, rows: 10, searchType: 3, searchContent: b.barcode })),
  'POST /find/loanInfo/loanHistoryList': withB('patron', (b) => ({ page: 1, rows: 10, searchType: 3, searchContent: b.barcode })),
  'POST /find/lendbook/reNew': withB('patron', (b) => ({ loanIds: [b.loanId] })),
  'POST /find/userInfo/UserLoanRules': noIds('patron'), 'POST /find/loanInfo/loanChart': noIds('patron'),
  'POST /find/loanInfo/unionLoanList': withB('patron', (b) => ({ page: 1, rows: 10, searchType: 3, searchContent: b.barcode })),
  'POST /find/loanInfo/unionLoanHistoryList': withB('patron', (b) => ({ page: 1, rows: 10, searchType: 3, searchContent: b.barcode })),
  'POST /find/loanInfo/getIssueLoanInfoList': withB('patron', (b) => ({ page: 1, rows: 10, searchType: 1, searchContent: b.title })),
  'POST /find/loanInfo/getIssueLoanHistory': withB('patron', (b) => ({ page: 1, rows: 10, searchType: 1, searchContent: b.title })),
  // An .xlsx is compressed, so the matrix cannot read B's texts in it: loan-lists.routes.int.test.ts opens the workbooks.
  'GET /find/loanInfo/exportLoanList': withB('patron', (b) => ({ loanIds: String(b.loanId), searchType: 3, searchContent: b.barcode })),
  'GET /find/loanInfo/exportLoanHistoryList': withB('patron', (b) => ({ loanIds: String(b.loanId), searchType: 3, searchContent: b.barcode })),
  'GET /find/user/userLimit': withB('patron', (b) => ({ userId: b.patronId })),
  // A's staff at the desk with B's patron's account and B's copy (lent to B's patron).
  'POST /admin/circulation/checkout': withB('staff', (b) => ({ patron: b.username, barcode: b.barcode })),
  'POST /admin/circulation/checkin': withB('staff', (b) => ({ barcode: b.barcode }), { refusals: [ERROR_CODES.ITEM_NOT_ON_LOAN] }),
  // Requests: B's copy, record, pickup desks, request and take code, asked for by A's patron and A's staff.
  'GET /find/location/getTakeBookLoc': noIds(), 'POST /find/subtenancy/subtenancyTimes': noIds('patron'), 'GET /find/subtenancy/getSmsStatus': noIds('patron'),
  'POST /find/physical/getRequestAndEnreustList': byRecord('patron'), 'POST /find/subtenancy/getRequestBook': byRecord('patron'),
  'POST /find/subtenancy/beforeSubtenancy': byRecord('patron'),
  'POST /find/subtenancy/getLocByCallNo': withB('patron', (b) => ({ callNo: b.callNo })),
  'POST /find/subtenancy/userApplyCheck': withB('patron', (b) => ({ requestType: 1, recordId: b.recordId, takeLocationId: b.locationId })),
  'POST /find/subtenancy/subscribeAndEntrust': withB('patron', (b) => ({ requestType: 2, itemId: b.itemId, takeLocationId: b.locationId })),
  'POST /find/subtenancy/askBook': withB('patron', (b) => ({ itemId: b.itemId })),
  'POST /find/findLoan/addLoanOrder': withB('patron', (b) => ({ itemId: b.itemId, deliveryAddress: 'Isolation check road 1' })),
  'POST /find/subtenancy/requestManager': noIds('patron', { rows: 50 }), 'GET /find/subtenancy/subtencyList': noIds('patron', { rows: 50 }),
  'POST /find/subtenancy/othersRequest': noIds('patron', { rows: 50 }),
  'GET /find/subtenancy/requestDetl': withB('patron', (b) => ({ requestId: b.requestId })),
  'GET /find/subtenancy/requestCancel': withB('patron', (b) => ({ requestId: b.requestId })),
  'POST /find/subtenancy/getTakeCode': withB('patron', (b) => ({ requestId: b.requestId })),
  'POST /find/subtenancy/confirmLoan': withB('patron', (b) => ({ requestId: b.requestId, takeCode: b.takeCode })),
  'POST /find/subtenancy/writeTakeBarCode': withB('patron', (b) => ({ requestId: b.requestId, takeCode: b.takeCode })),
  'POST /find/subtenancy/reciveBook': withB('patron', (b) => ({ requestId: b.requestId })),
  'POST /admin/circulation/requests': noIds('staff', { rows: 50 }),
  'POST /admin/circulation/requests/accept': withB('staff', (b) => ({ requestId: b.requestId })),
  'POST /admin/circulation/requests/complete': withB('staff', (b) => ({ takeCode: b.takeCode }), { refusals: [E.TAKE_CODE_INVALID] }),
  'POST /admin/circulation/requests/lapse': noIds('staff'),
  // Behaviour records and points: A's patron's own lists hold nothing of B; A's staff settling B's patron's fine find no such record.
  'POST /find/behaviourManager/getBehaviourList': noIds('patron', { page: 1, rows: 100 }),
  'POST /find/patronScoreDetail/getPatronScoreList': noIds('patron', { page: 1, rows: 100 }),
  ...both('/find/patronScoreDetail/getScoreNotice', noIds('patron')),
  'POST /admin/circulation/fines/waive': withB('staff', (b) => ({ recordId: b.behaviourRecordId })),
  'POST /admin/circulation/fines/pay': withB('staff', (b) => ({ recordId: b.behaviourRecordId, amountCents: 1 })),
  // The card and leave-school (issue 15): B's patron's password tried on A's patron's card (scholar, so reader's
  // account is not locked for the other entries); reader has loans, so leaving is refused and changes nothing.
  'GET /find/user/getCertificationStatus': noIds('patron'),
  'POST /find/user/gsCardCheck': withB('patron', (b) => ({ password: b.password }), { refusals: PASSWORD_REFUSALS, user: 'scholar' }),
  'POST /find/user/gsCard': withB('patron', (b) => ({ password: b.password }), { refusals: PASSWORD_REFUSALS, user: 'scholar' }),
  'GET /find/userLogOut/doUserLogOutOperationCheck': noIds('patron'),
  'POST /find/userLogOut/userCancel': noIds('patron', undefined, { refusals: [E.LEAVE_SCHOOL_BLOCKED] }),
  // Account deletion (issue 16): the export holds the caller's own rows only; the overview counts them.
  'GET /find/userLogOut/exportUserData': noIds('patron'),
  ...both('/find/userInfo/getPersonalOverview', noIds('patron')),
  // A's staff on B's patron's card and B's loan rules, and a new rule of A's naming B's library.
  'POST /admin/circulation/patrons/:id/freeze': staffOn((b) => b.patronId), 'POST /admin/circulation/patrons/:id/unfreeze': staffOn((b) => b.patronId),
  'POST /admin/circulation/patrons/:id/lost': staffOn((b) => b.patronId), 'POST /admin/circulation/patrons/:id/found': staffOn((b) => b.patronId),
  'GET /admin/circulation/rules': noIds('staff'),
  'POST /admin/circulation/rules': withB('staff', (b) => ({ ruleName: 'Isolation check', libraryId: b.libraryId, maxLoans: 1, loanPeriodDays: 1, renewPeriodDays: 1 })),
  'PUT /admin/circulation/rules/:id': staffOn((b) => b.loanRuleId, { maxLoans: 99 }), 'DELETE /admin/circulation/rules/:id': staffOn((b) => b.loanRuleId),
  // The inbox and profile (issue 16): B's patron's message by id, A's staff writing to B's patron's account, B's avatar.
  ...both('/find/lspNotice/getMsg', noIds('patron', { page: 1, rows: 100 })),
  'POST /find/lspNotice/updateReadFlag': withB('patron', (b) => ({ ids: [b.messageId] })),
  'POST /find/lspNotice/deleteMsg': withB('patron', (b) => ({ ids: [b.messageId] })),
  // Subscriptions (issue 16): B's patron's subscription by its id, and by its name in A's own list.
  'POST /find/subscribe/list': noIds('patron'), 'GET /find/subscribe/dailyRecommend': noIds('patron'),
  'POST /find/subscribe/add': noIds('patron', { searchFieldContent: 'Isolation check' }),
  'POST /find/subscribe/del': withB('patron', (b) => ({ subId: b.subscriptionId })),
  'POST /find/subscribe/update': withB('patron', (b) => ({ subId: b.subscriptionId, subName: 'taken over', emailAlerts: false })),
  'POST /find/subscribe/search': withB('patron', (b) => ({ subId: b.subscriptionId })),
  'POST /admin/messages': withB('staff', (b) => ({ patron: b.username, title: 'Isolation check', body: 'Isolation check' }), { refusals: [E.MESSAGE_NO_RECIPIENT] }),
  'GET /admin/messages': noIds('staff', { rows: 100 }),
  ...both('/find/userInfo/getUserInfo', noIds('patron')), ...both('/find/userInfo/getUserInfoCheck', noIds('patron')), ...both('/find/userInfo/getContactMess', noIds('patron')),
  // B's group code and patron id sit inside one address, which the probe's whole-value check cannot see as B's.
  'POST /find/userInfo/updateUserPicUrl': { as: 'patron', noIds: true, input: (b) => ({ picUrl: `/find/patronImage/${b.groupCode}/avatar-${b.patronId}-0123456789abcdef01234567.jpg` }), refusals: [E.PROFILE_PICTURE_NOT_OWN] },
  'POST /find/userInfo/updateUserInfo': noIds('patron', { position: 'Isolation check' }),
  'POST /find/userInfo/updateContact': withB('patron', (b) => ({ email: b.email }), { refusals: [E.PROFILE_CONTACT_VERIFIED] }),
  // Addresses and problem feedback (issue 16): B's patron's address and feedback by id; A's new rows take nothing of B.
  ...both('/find/userAddress/get', noIds('patron')), ...both('/find/userAddress/getDefaultAddressId', noIds('patron')),
  ...both('/find/userAddress/getAddressType', noIds()), ...both('/find/userAddress/loadArea', noIds('visitor', { parentCode: '110100' })),
  'POST /find/userAddress/add': noIds('patron', { areaCode: '110101', address: 'Isolation check', zipCode: '100010', name: 'Reader', phone: '13800138000' }, { refusals: [E.ADDRESS_LIMIT_REACHED] }),
  'POST /find/userAddress/update': withB('patron', (b) => ({ id: b.addressId, areaCode: '110101', address: 'taken over', zipCode: '100010', name: 'Reader', phone: '13800138000' })),
  'POST /find/userAddress/delete': withB('patron', (b) => ({ id: b.addressId })),
  'POST /find/userAddress/setDefaultAddress': withB('patron', (b) => ({ id: b.addressId })),
  'POST /find/problemFeedback/list': noIds('patron', { page: 1, rows: 50 }),
  'POST /find/problemFeedback/add': noIds('patron', { content: 'Isolation check' }),
  'POST /find/problemFeedback/delete': withB('patron', (b) => ({ id: b.feedbackId })),
  'GET /admin/feedback': noIds('staff', { rows: 50 }),
  'POST /admin/feedback/reply': withB('staff', (b) => ({ id: b.feedbackId, reply: 'taken over' })),
  // Favourites (issue 16): B's patron's shared folder and B's record by id, B's patron's cover upload (and B's title as
  // a new folder's introduction: text, resolved to nothing), B's book list.
  ...both('/find/favorites/list', noIds('patron')),
  'POST /find/favorites/add': withB('patron', (b) => ({ name: 'Isolation check', introduction: b.title, coverUrl: `/find/patronImage/${b.groupCode}/cover-${b.patronId}-0123456789abcdef01234567.jpg` }), { refusals: [E.FAVOURITE_COVER_NOT_UPLOADED] }),
  'POST /find/favorites/edit': withB('patron', (b) => ({ favoritesId: b.folderId, name: 'taken over' })),
  'POST /find/favorites/del': withB('patron', (b) => ({ favoritesId: b.folderId })),
  'POST /find/favorites/change': withB('patron', (b) => ({ favoritesId: b.folderId, recordIds: [b.recordId] })),
  'POST /find/favorites/cancel': withB('patron', (b) => ({ favoritesId: b.folderId, recordIds: [b.recordId] })),
  'POST /find/favorites/recordList': withB('patron', (b) => ({ favoritesId: b.folderId, page: 1, rows: 10 })),
  'POST /find/favorites/share': withB('patron', (b) => ({ favoritesId: b.folderId })),
  'POST /find/record/addmyfav': withB('patron', (b) => ({ recordId: b.recordId, favoritesId: b.folderId })),
  ...both('/find/user/searchFavList', withB('patron', (b) => ({ recordIds: [b.recordId] }))),
  ...both('/find/bookList/getMyFavBookList', noIds('patron')),
  'POST /find/bookList/getMyFavBookListPage': noIds('patron', { page: 1, rows: 100 }),
  'POST /find/bookList/addFav': withB('patron', (b) => ({ favoritesId: b.folderId })),
  'POST /find/bookList/unFavorite': withB('patron', (b) => ({ bookListId: b.bookListId })),
  'POST /find/index/getHotLoan': withB('visitor', (b) => ({ libCode: b.libCode })),
  'POST /find/index/getNewBook': withB('visitor', (b) => ({ libCode: b.libCode, locationId: String(b.locationId), campusId: [String(b.campusId)] })),
  'GET /find/index/getKeyWord': noIds(), 'POST /find/index/getReaderRank': noIds(), 'POST /find/findUserEvaluation/getTopScoreList': noIds(),
  'POST /find/books/popularBooks': noIds(), ...both('/find/bookTopic/indexHotTopic', noIds()), ...both('/find/bookList/indexHotBookList', noIds()),
  'POST /find/favorites/topShare': noIds(),
  // Usage logs.
  ...both('/find/eleLog/addEleClick', usage), ...both('/find/eleLog/addEleDownload', usage), ...both('/find/eleLog/addEleVisits', usage),
  ...both('/find/newEle/log/addNavs', usage), ...both('/find/newEle/log/addDatabaseClick', usage), ...both('/find/newEle/log/addResourceClick', usage),
  ...both('/find/index/indexNavigationClickLog', usage),
  // The session, sign-in and passwords: B's patron's account and password tried at A.
  ...both('/oga/userinfo', noIds('patron')),
  'POST /find/userInfo/updateOpacFirstLoginFlag': noIds('patron'),
  'GET /oga/verifycode/img': noIds(), 'GET /oga/login/transportKey': noIds(),
  'POST /oga/login': withB('visitor', (b) => ({ username: b.username, password: b.password, ...captcha('login') }), { refusals: SIGN_IN_REFUSALS }),
  'POST /oga/logout': noIds('patron'), 'POST /oga/logoutForExternal': noIds(),
  'POST /oga/forceModify': withB('visitor', (b) => ({ username: b.username, oldPassword: b.password, ...newPassword }), { refusals: PASSWORD_REFUSALS }),
  'POST /find/userInfo/updatePassword': withB('patron', (b) => ({ oldPassword: b.password, ...newPassword }), { refusals: PASSWORD_REFUSALS }),
  // The forgotten-password flow with B's patron's account and B's reset tickets.
  ...both('/find/getPassword/checkImgCode', noIds()),
  'POST /find/getPassword/checkUser': withB('visitor', (b) => ({ username: b.username, ...captcha('reset') }), { refusals: CODE_REFUSALS }),
  ...both('/find/getPassword/sendMailCode', resetStep((b) => ({ resetTicket: b.resetTicket }))),
  ...both('/find/getPassword/sendPhonenumber', resetStep((b) => ({ resetTicket: b.resetTicket }))),
  ...both('/find/getPassword/findMailCodeTimes', resetStep((b) => ({ resetTicket: b.resetTicket }))),
  ...both('/find/getPassword/findCodeTimes', resetStep((b) => ({ resetTicket: b.resetTicket }))),
  ...both('/find/getPassword/checkMailCode', resetStep((b) => ({ resetTicket: b.resetTicket, code: '123456' }))),
  ...both('/find/getPassword/checkPhonenumber', resetStep((b) => ({ resetTicket: b.resetTicket, code: '123456' }))),
  ...both('/find/getPassword/updateUserPassword', resetStep((b) => ({ resetTicket: b.verifiedResetTicket, ...newPassword }))),
  // A's patron's contacts, claiming B's patron's e-mail address.
  // Sending a code answers when the next may be sent, which differs from one call to the next.
  'POST /find/userInfo/checkMail': withB('patron', (b) => ({ mail: b.email, password: 'Reader@2026' }), { refusals: CODE_REFUSALS, twin: false }),
  'POST /find/userInfo/sendPhonenumber': noIds('patron', { phonenumber: '13800138000', password: 'Reader@2026' }, { refusals: CODE_REFUSALS }),
  'POST /find/userInfo/checkPhonenumber': noIds('patron', { phonenumber: '13800138000', code: '123456' }, { refusals: CODE_REFUSALS }),
  ...both('/find/userInfo/findCodeTimes', noIds('patron')), ...both('/find/userInfo/findMailCodeTimes', noIds('patron')),
  ...both('/find/bindMailAndPhone/updateUserMailAndPhone', withB('patron', (b) => ({ mail: b.email, code: '123456' }), { refusals: CODE_REFUSALS })),
  'POST /find/getPassword/resetPhone': noIds('patron', { phonenumber: '13800138000', code: '123456' }, { refusals: CODE_REFUSALS }),
  ...both('/find/getPassword/findChangeBindTimes', noIds('patron')),
  // Sign-on and bindings with B's tickets and B's patron's account.
  'GET /find/ssoCalis/getLoginUrl': noIds('visitor', undefined, { refusals: SSO_REFUSALS }),
  'POST /oga/otherLogin': noIds('visitor', { code: 'wechat-code' }, { refusals: SSO_REFUSALS }),
  'POST /oga/userBind': withB('visitor', (b) => ({ openId: b.openIdTicket, username: b.username, password: b.password }), { refusals: SSO_REFUSALS }),
  'POST /oga/ssoOpac': withB('visitor', (b) => ({ uid: b.uidTicket, username: b.username, password: b.password, ...captcha('login') }), { refusals: SSO_REFUSALS }),
  'POST /oga/relevanceUid': withB('visitor', (b) => ({ uid: b.uidTicket, name: b.name, primaryId: b.primaryId }), { refusals: SSO_REFUSALS }),
  'POST /find/userInfo/bindCxUidByPrimaryId': withB('patron', (b) => ({ uid: b.uidTicket }), { refusals: SSO_REFUSALS }),
  'POST /find/userUnbind': noIds('patron', { type: 'sso' }, { refusals: SSO_REFUSALS }),
  ...both('/find/pda/getPdaRule', noIds('patron')), 'POST /find/userInfo/updatePdaRuleFlag': noIds('patron'),
  // Staff: B's rows by id, and A's new rows pointing at B's.
  'GET /admin/identity-providers': noIds('staff'),
  // Creates A's own provider under B's provider's code (each tenant has its own codes): the new row's id differs from its twin's.
  'POST /admin/identity-providers': withB('staff', (b) => ({ code: b.providerCode, kind: 'CAS', settings: { serverUrl: 'https://cas.xinghai.example/cas' } }), { twin: false }),
  'PATCH /admin/identity-providers/:id': staffOn((b) => b.providerId, { enabled: false, displayName: 'taken over' }),
  'DELETE /admin/identity-providers/:id': staffOn((b) => b.providerId),
  'POST /admin/auth/login': noIds('visitor', { username: 'admin', password: 'Admin@2026' }, { refusals: SIGN_IN_REFUSALS }),
  'POST /admin/auth/logout': noIds('staff'),
  'GET /admin/settings': noIds('staff'), 'PATCH /admin/settings': noIds('staff', { name: '星海大学图书馆' }),
  'GET /admin/menus': noIds('staff'),
  'POST /admin/menus': withB('staff', (b) => ({ menuGroup: 'A', menuName: 'Isolation check', parentId: b.menuId })),
  'PUT /admin/menus/:id': staffOn((b) => b.menuId, { menuName: 'taken over' }), 'DELETE /admin/menus/:id': staffOn((b) => b.menuId),
  'GET /admin/catalogue/import/:jobId': { as: 'staff', params: (b) => ({ jobId: b.jobId }) },
  'GET /admin/comments': withB('staff', (b) => ({ recordId: b.recordId, status: 'PENDING' })),
  'POST /admin/comments/:id/approve': staffOn((b) => b.commentId), 'POST /admin/comments/:id/reject': staffOn((b) => b.commentId, { reason: 'taken over' }),
  'GET /admin/libraries': noIds('staff'),
  'POST /admin/libraries': withB('staff', (b) => ({ libCode: 'ISOA-REST', libName: 'Isolation check', campusId: b.campusId })),
  'PUT /admin/libraries/:id': staffOn((b) => b.libraryId, { phone: '0000-1' }), 'DELETE /admin/libraries/:id': staffOn((b) => b.libraryId),
  'GET /admin/campuses': noIds('staff'),
  'POST /admin/campuses': noIds('staff', { campusCode: 'ISOA-REST', campusName: 'Isolation check' }),
  'PUT /admin/campuses/:id': staffOn((b) => b.campusId, { campusName: 'taken over' }), 'DELETE /admin/campuses/:id': staffOn((b) => b.campusId),
  'GET /admin/locations': noIds('staff'),
  'POST /admin/locations': withB('staff', (b) => ({ locationCode: 'ISOA-REST', locationName: 'Isolation check', libraryId: b.libraryId })),
  'PUT /admin/locations/:id': staffOn((b) => b.locationId, { locationName: 'taken over' }), 'DELETE /admin/locations/:id': staffOn((b) => b.locationId),
  // Questionnaires and e-resource questions (issue 16).
  'POST /find/equestion/queryFindNaireList': noIds('patron', { page: 1, rows: 50 }), 'POST /find/eanswer/getAnswerList': noIds('patron', { page: 1, rows: 50 }),
  'POST /find/equestion/queryall': withB('patron', (b) => ({ naireId: b.questionnaireId })),
  'POST /find/eanswer/doanswer': withB('patron', (b) => ({ naireId: b.questionnaireId, answers: [{ questionId: b.questionId, text: 'taken over' }] })),
  'POST /find/eanswer/getResult': withB('patron', (b) => ({ naireId: b.questionnaireId })),
  'POST /find/databaseNavigation/eQuestionList': noIds('patron', { page: 1, rows: 50 }), 'POST /find/databaseNavigation/newEleQuestionList': noIds('patron', { page: 1, rows: 50 }),
  'GET /admin/questionnaires': noIds('staff', { rows: 50 }),
  'POST /admin/questionnaires': noIds('staff', { name: 'Isolation check', questions: [{ type: 'TEXT', text: 'Why?' }] }),
  'GET /admin/questionnaires/:id': staffOn((b) => b.questionnaireId), 'PUT /admin/questionnaires/:id': staffOn((b) => b.questionnaireId, { name: 'taken over' }),
  'POST /admin/questionnaires/:id/publish': staffOn((b) => b.questionnaireId), 'POST /admin/questionnaires/:id/close': staffOn((b) => b.questionnaireId),
  'DELETE /admin/questionnaires/:id': staffOn((b) => b.questionnaireId), 'GET /admin/questionnaires/:id/results': staffOn((b) => b.questionnaireId),
}

/** Every REST route key (`METHOD /path`) and tRPC procedure (`trpc a.b`) with how tenant A calls it. */
export const ISOLATION_TABLE: Record<string, IsolationEntry> = { ...REST_ISOLATION, ...TRPC_ISOLATION }
