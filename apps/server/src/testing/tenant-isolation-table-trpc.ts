import { ERROR_CODES } from '@portal/contracts'
import {
  byRecord, captcha, CODE_REFUSALS, noIds, PASSWORD_REFUSALS, SIGN_IN_REFUSALS, SSO_REFUSALS, withB, type IsolationEntry,
} from './tenant-isolation-entry.ts'

// The tRPC half of the tenant-isolation table (tenant-isolation-table.ts): every procedure of trpc/router.ts,
// called as tenant A with tenant B's ids.

const byTitle = withB('visitor', (b) => ({ searchFieldContent: b.title }))
const byAuthor = withB('visitor', (b) => ({ author: b.author }))
const rows = { rows: 10 }
const newPassword = { newPassword: 'Another@2027', confirmPassword: 'Another@2027' }

export const TRPC_ISOLATION: Record<string, IsolationEntry> = {
  // The tenant's configuration and libraries.
  'trpc tenancy.bootstrap': noIds(), 'trpc tenancy.groupCode': noIds(), 'trpc tenancy.findConfig': noIds(), 'trpc tenancy.menuList': noIds(),
  'trpc tenancy.customMenu': noIds(), 'trpc tenancy.logo': noIds(), 'trpc tenancy.institution': noIds(), 'trpc tenancy.homeInfo': noIds(),
  'trpc tenancy.libraries': withB('visitor', (b) => ({ searchContent: b.libName })),
  'trpc tenancy.parameter': noIds('visitor', { paraCode: 'version' }),
  'trpc tenancy.saveLastLibCode': withB('patron', (b) => ({ libCode: b.libCode })),
  // Staff: B's rows by id, and A's new rows pointing at B's.
  'trpc admin.login': noIds('visitor', { username: 'admin', password: 'Admin@2026' }, { refusals: SIGN_IN_REFUSALS }),
  'trpc admin.logout': noIds('staff'),
  'trpc admin.settings': noIds('staff'), 'trpc admin.updateSettings': noIds('staff', { name: '星海大学图书馆' }),
  'trpc admin.menus.list': noIds('staff'),
  'trpc admin.menus.create': withB('staff', (b) => ({ menuGroup: 'A', menuName: 'Isolation check', parentId: b.menuId })),
  'trpc admin.menus.update': withB('staff', (b) => ({ id: b.menuId, data: { menuName: 'taken over' } })),
  'trpc admin.menus.remove': withB('staff', (b) => ({ id: b.menuId })),
  'trpc admin.comments.list': withB('staff', (b) => ({ status: 'PENDING', recordId: b.recordId })),
  'trpc admin.comments.approve': withB('staff', (b) => ({ id: b.commentId })),
  'trpc admin.comments.reject': withB('staff', (b) => ({ id: b.commentId, reason: 'taken over' })),
  'trpc admin.libraries.list': noIds('staff'),
  'trpc admin.libraries.create': withB('staff', (b) => ({ libCode: 'ISOA-TRPC', libName: 'Isolation check', campusId: b.campusId })),
  'trpc admin.libraries.update': withB('staff', (b) => ({ id: b.libraryId, data: { phone: '0000-1' } })),
  'trpc admin.libraries.remove': withB('staff', (b) => ({ id: b.libraryId })),
  'trpc admin.campuses.list': noIds('staff'),
  'trpc admin.campuses.create': noIds('staff', { campusCode: 'ISOA-TRPC', campusName: 'Isolation check' }),
  'trpc admin.campuses.update': withB('staff', (b) => ({ id: b.campusId, data: { campusName: 'taken over' } })),
  'trpc admin.campuses.remove': withB('staff', (b) => ({ id: b.campusId })),
  'trpc admin.locations.list': noIds('staff'),
  'trpc admin.locations.create': withB('staff', (b) => ({ locationCode: 'ISOA-TRPC', locationName: 'Isolation check', libraryId: b.libraryId })),
  'trpc admin.locations.update': withB('staff', (b) => ({ id: b.locationId, data: { locationName: 'taken over' } })),
  'trpc admin.locations.remove': withB('staff', (b) => ({ id: b.locationId })),
  // Search, records and holdings.
  'trpc catalogue.search': byTitle,
  'trpc catalogue.twiceSearch': withB('visitor', (b) => ({ searchFieldContent: b.title, secondSearchContent: b.author })),
  'trpc catalogue.related': withB('visitor', (b) => ({ searchFieldContent: b.title, excludeFieldContent: b.recordId })),
  'trpc catalogue.spell': withB('visitor', (b) => ({ keyWord: b.spellingTypo })),
  'trpc catalogue.detail': byRecord(), 'trpc catalogue.bookDetail': byRecord(), 'trpc catalogue.docCode': byRecord(),
  'trpc catalogue.holdings': byRecord(), 'trpc catalogue.holdingsByLibrary': byRecord(),
  'trpc catalogue.liveCounts': withB('visitor', (b) => ({ recordIds: [b.recordId] })),
  'trpc catalogue.coverUrl': withB('visitor', (b) => ({ recordId: b.recordId, isbn: b.isbn })),
  'trpc catalogue.conditions': noIds(), 'trpc catalogue.dictionaries': noIds(), 'trpc catalogue.searchFields': noIds(),
  'trpc catalogue.locations': withB('visitor', (b) => ({ campusIds: [String(b.campusId)] })),
  'trpc catalogue.locationDictionary': noIds(), 'trpc catalogue.pickupLocations': noIds(),
  // A record's extras, rankings and history.
  'trpc catalogue.record.statistics': byRecord(), 'trpc catalogue.record.tenYearLoans': byRecord(), 'trpc catalogue.record.qrCode': byRecord(),
  'trpc catalogue.record.qrCodeJumpUrl': byRecord(), 'trpc catalogue.record.tableOfContents': byRecord(), 'trpc catalogue.digital.items': byRecord(),
  'trpc catalogue.digital.pdfLink': withB('visitor', (b) => ({ recordId: b.recordId, itemId: b.eItemId })),
  'trpc catalogue.record.citation': byRecord('visitor', { format: 'bibtex' }),
  'trpc catalogue.record.otherLibraries': byRecord(),
  'trpc catalogue.author.info': byAuthor, 'trpc catalogue.author.books': byAuthor,
  'trpc catalogue.classification': noIds('visitor', {}),
  'trpc catalogue.usage.countSearch': withB('visitor', (b) => ({ searchValue: b.popularTerm })),
  'trpc catalogue.usage.popularSearches': noIds('visitor', { limit: 50 }),
  'trpc catalogue.usage.recordBehaviour': byRecord('patron'),
  'trpc catalogue.usage.behaviourHistory': noIds('patron', {}),
  // The home page.
  'trpc home.hotLoans': withB('visitor', (b) => ({ libCode: b.libCode })),
  'trpc home.newBooks': withB('visitor', (b) => ({ libCode: b.libCode, campusId: [String(b.campusId)] })),
  'trpc home.keywords': noIds('visitor', {}), 'trpc home.topReaders': noIds('visitor', {}), 'trpc home.topScores': noIds('visitor', {}),
  'trpc home.popularBooks': noIds('visitor', {}), 'trpc home.hotTopics': noIds('visitor', {}), 'trpc home.hotBookLists': noIds('visitor', {}),
  'trpc home.topSharedFolders': noIds('visitor', {}), 'trpc home.hotCollections': noIds('visitor', rows), 'trpc home.newCollections': noIds('visitor', rows),
  'trpc home.trialCollections': noIds('visitor', rows), 'trpc home.eCollections': noIds('visitor', {}), 'trpc home.disciplines': noIds('visitor', {}),
  'trpc home.libraries': noIds(), 'trpc home.recentDonations': noIds('visitor', {}), 'trpc home.donationNews': noIds('visitor', {}),
  'trpc home.newElectronicResources': noIds(), 'trpc home.externalFind': noIds(),
  // Circulation: B's patron's loan, by its copy's barcode in the lists and by its id in a renewal.
  'trpc circulation.loans.current': withB('patron', (b) => ({ searchType: 3, searchContent: b.barcode })),
  'trpc circulation.loans.history': withB('patron', (b) => ({ searchType: 3, searchContent: b.barcode })),
  'trpc circulation.loans.renew': withB('patron', (b) => ({ loanIds: [b.loanId] })),
  'trpc circulation.loans.rules': noIds('patron'), 'trpc circulation.loans.attention': noIds('patron'), 'trpc circulation.loans.chart': noIds('patron'),
  'trpc circulation.desk.checkOut': withB('staff', (b) => ({ patron: b.username, barcode: b.barcode })),
  'trpc circulation.desk.checkIn': withB('staff', (b) => ({ barcode: b.barcode }), { refusals: [ERROR_CODES.ITEM_NOT_ON_LOAN] }),
  'trpc home.setting': withB('patron', (b) => ({ key: b.settingKey })),
  'trpc home.updateSetting': withB('patron', (b) => ({ key: b.settingKey, value: 'set by A' })),
  'trpc home.logUsage': withB('visitor', (b) => ({ kind: 'DATABASE_CLICK', targetId: String(b.databaseId) })),
  // Comments and ratings.
  'trpc catalogue.reviews.comments': byRecord('patron'), 'trpc catalogue.reviews.score': byRecord('patron'),
  'trpc catalogue.reviews.addComment': byRecord('patron', { content: 'Isolation check' }), 'trpc catalogue.reviews.rate': byRecord('patron', { score: 4 }),
  // The session, sign-on, sign-in and passwords.
  'trpc identity.me': noIds('patron'), 'trpc identity.finishTour': noIds('patron'),
  'trpc sso.providers': noIds(), 'trpc sso.wechatLoginUrl': noIds('visitor', undefined, { refusals: SSO_REFUSALS }),
  'trpc sso.otherLogin': noIds('visitor', { code: 'wechat-code' }, { refusals: SSO_REFUSALS }),
  'trpc sso.userBind': withB('visitor', (b) => ({ openId: b.openIdTicket, username: b.username, password: b.password }), { refusals: SSO_REFUSALS }),
  'trpc sso.bindCaptcha': noIds(),
  'trpc sso.bindUid': withB('visitor', (b) => ({ uid: b.uidTicket, username: b.username, password: b.password, ...captcha('bind') }), { refusals: SSO_REFUSALS }),
  'trpc sso.associate': withB('visitor', (b) => ({ uid: b.uidTicket, name: b.name, primaryId: b.primaryId }), { refusals: SSO_REFUSALS }),
  'trpc sso.bindUidTicket': withB('patron', (b) => ({ uid: b.uidTicket }), { refusals: SSO_REFUSALS }),
  'trpc sso.unbind': noIds('patron', { type: 'sso' }, { refusals: SSO_REFUSALS }),
  'trpc identity.transportKey': noIds(), 'trpc identity.captcha': noIds(),
  'trpc identity.signIn': withB('visitor', (b) => ({ username: b.username, password: b.password, ...captcha('login') }), { refusals: SIGN_IN_REFUSALS }),
  'trpc identity.signOut': noIds('patron'),
  'trpc identity.forceModify': withB('visitor', (b) => ({ username: b.username, oldPassword: b.password, ...newPassword }), { refusals: PASSWORD_REFUSALS }),
  'trpc identity.changePassword': withB('patron', (b) => ({ oldPassword: b.password, ...newPassword }), { refusals: PASSWORD_REFUSALS }),
  // The forgotten-password flow with B's patron's account and B's reset tickets.
  'trpc account.passwordReset.captcha': noIds(),
  'trpc account.passwordReset.checkUser': withB('visitor', (b) => ({ username: b.username, ...captcha('reset') }), { refusals: CODE_REFUSALS }),
  'trpc account.passwordReset.sendCode': withB('visitor', (b) => ({ resetTicket: b.resetTicket, channel: 'EMAIL' }), { refusals: CODE_REFUSALS }),
  'trpc account.passwordReset.codeTimes': withB('visitor', (b) => ({ resetTicket: b.resetTicket, channel: 'EMAIL' }), { refusals: CODE_REFUSALS }),
  'trpc account.passwordReset.checkCode': withB('visitor', (b) => ({ resetTicket: b.resetTicket, channel: 'EMAIL', code: '123456' }), { refusals: CODE_REFUSALS }),
  'trpc account.passwordReset.setPassword': withB('visitor', (b) => ({ resetTicket: b.verifiedResetTicket, ...newPassword }), { refusals: CODE_REFUSALS }),
  // A's patron's contacts, claiming B's patron's e-mail address.
  'trpc account.contact.status': noIds('patron'),
  // Sending a code answers when the next may be sent, which differs from one call to the next.
  'trpc account.contact.sendCode': withB('patron', (b) => ({ channel: 'EMAIL', target: b.email, currentPassword: 'Reader@2026' }), { refusals: CODE_REFUSALS, twin: false }),
  'trpc account.contact.confirm': withB('patron', (b) => ({ channel: 'EMAIL', target: b.email, code: '123456' }), { refusals: CODE_REFUSALS }),
  'trpc account.contact.codeTimes': noIds('patron', { channel: 'EMAIL' }),
  'trpc identity.pdaRule': noIds('patron'), 'trpc identity.acceptPdaRule': noIds('patron'),
}
