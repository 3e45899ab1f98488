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
  'trpc tenant.bootstrap': noIds(), 'trpc tenant.groupCode': noIds(), 'trpc tenant.findConfig': noIds(), 'trpc tenant.menuList': noIds(),
  'trpc tenant.customMenu': noIds(), 'trpc tenant.logo': noIds(), 'trpc tenant.institution': noIds(), 'trpc tenant.homeInfo': noIds(),
  'trpc tenant.libraries': withB('visitor', (b) => ({ searchContent: b.libName })),
  'trpc tenant.parameter': noIds('visitor', { paraCode: 'version' }),
  'trpc tenant.saveLastLibCode': withB('patron', (b) => ({ libCode: b.libCode })),
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
  'trpc catalogueExtras.statistics': byRecord(), 'trpc catalogueExtras.tenYearLoans': byRecord(), 'trpc catalogueExtras.qrCode': byRecord(),
  'trpc catalogueExtras.qrCodeJumpUrl': byRecord(), 'trpc catalogueExtras.tableOfContents': byRecord(), 'trpc catalogueExtras.digitalItems': byRecord(),
  'trpc catalogueExtras.pdfLink': withB('visitor', (b) => ({ recordId: b.recordId, itemId: b.eItemId })),
  'trpc catalogueExtras.citation': byRecord('visitor', { format: 'bibtex' }),
  'trpc catalogueExtras.otherLibraries': byRecord(),
  'trpc catalogueExtras.authorInfo': byAuthor, 'trpc catalogueExtras.authorBooks': byAuthor,
  'trpc catalogueExtras.classification': noIds('visitor', {}),
  'trpc catalogueExtras.countSearch': withB('visitor', (b) => ({ searchValue: b.popularTerm })),
  'trpc catalogueExtras.popularSearches': noIds('visitor', { limit: 50 }),
  'trpc catalogueExtras.recordBehaviour': byRecord('patron'),
  'trpc catalogueExtras.behaviourHistory': noIds('patron', {}),
  // The home page.
  'trpc home.hotLoans': withB('visitor', (b) => ({ libCode: b.libCode })),
  'trpc home.newBooks': withB('visitor', (b) => ({ libCode: b.libCode, campusId: [String(b.campusId)] })),
  'trpc home.keywords': noIds('visitor', {}), 'trpc home.topReaders': noIds('visitor', {}), 'trpc home.topScores': noIds('visitor', {}),
  'trpc home.popularBooks': noIds('visitor', {}), 'trpc home.hotTopics': noIds('visitor', {}), 'trpc home.hotBookLists': noIds('visitor', {}),
  'trpc home.topSharedFolders': noIds('visitor', {}), 'trpc home.hotCollections': noIds('visitor', rows), 'trpc home.newCollections': noIds('visitor', rows),
  'trpc home.trialCollections': noIds('visitor', rows), 'trpc home.eCollections': noIds('visitor', {}), 'trpc home.disciplines': noIds('visitor', {}),
  'trpc home.libraries': noIds(), 'trpc home.recentDonations': noIds('visitor', {}), 'trpc home.donationNews': noIds('visitor', {}),
  'trpc home.newElectronicResources': noIds(), 'trpc home.externalFind': noIds(),
  'trpc home.setting': withB('patron', (b) => ({ key: b.settingKey })),
  'trpc home.updateSetting': withB('patron', (b) => ({ key: b.settingKey, value: 'set by A' })),
  'trpc home.logUsage': withB('visitor', (b) => ({ kind: 'DATABASE_CLICK', targetId: String(b.databaseId) })),
  // Comments and ratings.
  'trpc reviews.comments': byRecord('patron'), 'trpc reviews.score': byRecord('patron'),
  'trpc reviews.addComment': byRecord('patron', { content: 'Isolation check' }), 'trpc reviews.rate': byRecord('patron', { score: 4 }),
  // The session, sign-on, sign-in and passwords.
  'trpc session.me': noIds('patron'), 'trpc session.finishTour': noIds('patron'),
  'trpc sso.providers': noIds(), 'trpc sso.wechatLoginUrl': noIds('visitor', undefined, { refusals: SSO_REFUSALS }),
  'trpc sso.otherLogin': noIds('visitor', { code: 'wechat-code' }, { refusals: SSO_REFUSALS }),
  'trpc sso.userBind': withB('visitor', (b) => ({ openId: b.openIdTicket, username: b.username, password: b.password }), { refusals: SSO_REFUSALS }),
  'trpc sso.bindCaptcha': noIds(),
  'trpc sso.bindUid': withB('visitor', (b) => ({ uid: b.uidTicket, username: b.username, password: b.password, ...captcha('bind') }), { refusals: SSO_REFUSALS }),
  'trpc sso.associate': withB('visitor', (b) => ({ uid: b.uidTicket, name: b.name, primaryId: b.primaryId }), { refusals: SSO_REFUSALS }),
  'trpc sso.bindUidTicket': withB('patron', (b) => ({ uid: b.uidTicket }), { refusals: SSO_REFUSALS }),
  'trpc sso.unbind': noIds('patron', { type: 'sso' }, { refusals: SSO_REFUSALS }),
  'trpc login.transportKey': noIds(), 'trpc login.captcha': noIds(),
  'trpc login.signIn': withB('visitor', (b) => ({ username: b.username, password: b.password, ...captcha('login') }), { refusals: SIGN_IN_REFUSALS }),
  'trpc login.signOut': noIds('patron'),
  'trpc login.forceModify': withB('visitor', (b) => ({ username: b.username, oldPassword: b.password, ...newPassword }), { refusals: PASSWORD_REFUSALS }),
  'trpc login.changePassword': withB('patron', (b) => ({ oldPassword: b.password, ...newPassword }), { refusals: PASSWORD_REFUSALS }),
  // The forgotten-password flow with B's patron's account and B's reset tickets.
  'trpc passwordReset.captcha': noIds(),
  'trpc passwordReset.checkUser': withB('visitor', (b) => ({ username: b.username, ...captcha('reset') }), { refusals: CODE_REFUSALS }),
  'trpc passwordReset.sendCode': withB('visitor', (b) => ({ resetTicket: b.resetTicket, channel: 'EMAIL' }), { refusals: CODE_REFUSALS }),
  'trpc passwordReset.codeTimes': withB('visitor', (b) => ({ resetTicket: b.resetTicket, channel: 'EMAIL' }), { refusals: CODE_REFUSALS }),
  'trpc passwordReset.checkCode': withB('visitor', (b) => ({ resetTicket: b.resetTicket, channel: 'EMAIL', code: '123456' }), { refusals: CODE_REFUSALS }),
  'trpc passwordReset.setPassword': withB('visitor', (b) => ({ resetTicket: b.verifiedResetTicket, ...newPassword }), { refusals: CODE_REFUSALS }),
  // A's patron's contacts, claiming B's patron's e-mail address.
  'trpc contact.status': noIds('patron'),
  // Sending a code answers when the next may be sent, which differs from one call to the next.
  'trpc contact.sendCode': withB('patron', (b) => ({ channel: 'EMAIL', target: b.email, currentPassword: 'Reader@2026' }), { refusals: CODE_REFUSALS, twin: false }),
  'trpc contact.confirm': withB('patron', (b) => ({ channel: 'EMAIL', target: b.email, code: '123456' }), { refusals: CODE_REFUSALS }),
  'trpc contact.codeTimes': noIds('patron', { channel: 'EMAIL' }),
  'trpc pdaRule.get': noIds('patron'), 'trpc pdaRule.accept': noIds('patron'),
}
