// Recorded-wire requests of the staff door (/admin/*): sign-in, settings, menus, comment moderation, places and
// identity providers. What a write creates is changed and deleted through the id its answer carried.

import { admin, CITY, del, EN, get, patch, post, put, reader, UNKNOWN_ID, type WireCaller, type WireContext, type WireRequest } from './wire-requests-kit.ts'

const librarian: WireCaller = { staff: 'librarian' }
const cityAdmin: WireCaller = { staff: 'cityAdmin' }
const idOf = (ctx: WireContext, name: string) => (ctx.answer(name).body as { data: { id: number } }).data.id

export const adminReads: WireRequest[] = [
  get('admin.identity-providers', '/admin/identity-providers', undefined, { as: admin }),
  get('admin.settings', '/admin/settings', undefined, { as: admin }),
  get('admin.settings-city', '/admin/settings', undefined, { as: cityAdmin }),
  get('admin.settings-error-anonymous', '/admin/settings', undefined, { headers: EN }),
  get('admin.settings-error-patron-token', '/admin/settings', undefined, { as: reader }),
  get('admin.settings-error-librarian', '/admin/settings', undefined, { as: librarian }),
  get('admin.menus', '/admin/menus', undefined, { as: admin }),
  get('admin.import-job-error-unknown', '/admin/catalogue/import/:jobId', undefined, { as: admin, path: () => '/admin/catalogue/import/00000000-0000-4000-8000-000000000000' }),
  get('admin.import-job-error-not-a-uuid', '/admin/catalogue/import/:jobId', undefined, { as: admin, path: () => '/admin/catalogue/import/42', headers: EN }),
  get('admin.comments-pending', '/admin/comments', () => ({ rows: 5 }), { as: librarian }),
  get('admin.comments-approved-of-record', '/admin/comments', ({ ids }) => ({ status: 'approved', recordId: ids.commentedRecordId, page: 1, rows: 3 }), { as: admin }),
  get('admin.comments-error-status', '/admin/comments', () => ({ status: 'LOST' }), { as: admin, headers: EN }),
  get('admin.libraries', '/admin/libraries', undefined, { as: admin }),
  get('admin.libraries-city', '/admin/libraries', undefined, { as: cityAdmin }),
  get('admin.campuses-city', '/admin/campuses', undefined, { as: cityAdmin }),
  get('admin.locations', '/admin/locations', undefined, { as: admin }),
]

const CAMPUS = 'admin.campus-create'
const LIBRARY = 'admin.library-create'
const LOCATION = 'admin.location-create'
const MENU = 'admin.menu-create'
const PROVIDER = 'admin.identity-provider-create'

export const adminWrites: WireRequest[] = [
  post('admin.sign-in', '/admin/auth/login', () => ({ username: 'admin', password: 'Admin@2026' })),
  post('admin.sign-in-error-wrong-password', '/admin/auth/login', () => ({ username: 'admin', password: 'nope' }), { group: CITY, headers: EN }),
  post('admin.sign-in-error-patron', '/admin/auth/login', () => ({ username: 'reader', password: 'Reader@2026' })),
  post('admin.sign-in-error-missing-fields', '/admin/auth/login', () => ({ username: ' ' })),
  post(PROVIDER, '/admin/identity-providers', () => ({ code: 'campus-oidc', kind: 'OIDC', displayName: '统一身份认证', settings: { issuer: 'https://idp.example.edu', clientId: 'portal', clientSecret: 's3cret' } }), { as: admin }),
  post('admin.identity-provider-create-error-settings', '/admin/identity-providers', () => ({ code: 'cas', kind: 'CAS', settings: { serverUrl: 'ftp://x' } }), { as: admin, headers: EN }),
  patch('admin.identity-provider-update', '/admin/identity-providers/:id', () => ({ enabled: false, settings: { issuer: 'https://idp.example.edu', clientId: 'portal', clientSecret: '********' } }), { as: admin, path: (ctx) => `/admin/identity-providers/${idOf(ctx, PROVIDER)}` }),
  get('admin.identity-providers-after', '/admin/identity-providers', undefined, { as: admin }),
  get('sso.login-url-after-provider', '/find/ssoCalis/getLoginUrl'),
  del('admin.identity-provider-delete-error-other-tenant', '/admin/identity-providers/:id', undefined, { as: cityAdmin, path: (ctx) => `/admin/identity-providers/${idOf(ctx, PROVIDER)}` }),
  del('admin.identity-provider-delete', '/admin/identity-providers/:id', undefined, { as: admin, path: (ctx) => `/admin/identity-providers/${idOf(ctx, PROVIDER)}` }),
  patch('admin.settings-update', '/admin/settings', () => ({ findConfig: { blackAndWhiteModel: true, navTextColor: '#EEEEEE' }, parameters: { version: '3.1' } }), { as: cityAdmin }),
  patch('admin.settings-update-error-librarian', '/admin/settings', () => ({ findConfig: { loginFlag: '1' } }), { as: librarian }),
  patch('admin.settings-update-error-unsafe-logo', '/admin/settings', () => ({ logo: { logoUrl: 'javascript:alert(1)' } }), { as: admin, headers: EN }),
  get('tenancy.find-config-city-after-update', '/find/findConfig/getFindConfig', undefined, { group: CITY }),
  get('tenancy.home-info-city-after-update', '/find/homePage/info', undefined, { group: CITY }),
  post(MENU, '/admin/menus', () => ({ menuGroup: 'A', menuName: '读者服务', englishName: 'Services', complexFont: '讀者服務', sortOrder: 1 }), { as: admin }),
  post('admin.menu-create-child', '/admin/menus', (ctx) => ({ menuGroup: 'A', menuName: '新书通报', englishName: 'New books', menuUrl: '/newBookInform', parentId: idOf(ctx, MENU) }), { as: admin }),
  post('admin.menu-create-error-unsafe-url', '/admin/menus', () => ({ menuGroup: 'A', menuName: '链接', menuUrl: 'javascript:alert(1)' }), { as: admin }),
  put('admin.menu-update', '/admin/menus/:id', () => ({ useFlag: '0', englishName: 'Reader services' }), { as: admin, path: (ctx) => `/admin/menus/${idOf(ctx, MENU)}` }),
  get('tenancy.menus-after-update', '/find/findConfig/getMenuList', undefined, { headers: EN }),
  del('admin.menu-delete', '/admin/menus/:id', undefined, { as: admin, path: (ctx) => `/admin/menus/${idOf(ctx, MENU)}` }),
  del('admin.menu-delete-error-unknown', '/admin/menus/:id', undefined, { as: admin, path: () => `/admin/menus/${UNKNOWN_ID}` }),
  post('admin.comment-approve', '/admin/comments/:id/approve', undefined, { as: librarian, path: ({ ids }) => `/admin/comments/${ids.pendingCommentId}/approve` }),
  post('admin.comment-reject', '/admin/comments/:id/reject', () => ({ reason: '与本书无关' }), { as: admin, path: ({ ids }) => `/admin/comments/${ids.secondPendingCommentId}/reject` }),
  post('admin.comment-reject-error-unknown', '/admin/comments/:id/reject', undefined, { as: admin, path: () => `/admin/comments/${UNKNOWN_ID}/reject`, headers: EN }),
  post(CAMPUS, '/admin/campuses', () => ({ campusCode: 'EAST', campusName: '东校区', englishName: 'East Campus' }), { as: admin }),
  post('admin.campus-create-error-duplicate', '/admin/campuses', () => ({ campusCode: 'EAST', campusName: '东校区' }), { as: admin }),
  put('admin.campus-update', '/admin/campuses/:id', () => ({ complexName: '東校區', sortOrder: 2 }), { as: admin, path: (ctx) => `/admin/campuses/${idOf(ctx, CAMPUS)}` }),
  post(LIBRARY, '/admin/libraries', (ctx) => ({ libCode: '90000100002', libName: '东校区分馆', englishName: 'East Branch', campusId: idOf(ctx, CAMPUS) }), { as: admin }),
  post('admin.library-create-error-unknown-field', '/admin/libraries', () => ({ libCode: '90000100003', libName: 'x', colour: 'red' }), { as: admin, headers: EN }),
  put('admin.library-update', '/admin/libraries/:id', () => ({ englishName: 'East Campus Branch' }), { as: admin, path: (ctx) => `/admin/libraries/${idOf(ctx, LIBRARY)}` }),
  post(LOCATION, '/admin/locations', (ctx) => ({ locationCode: 'EAST-1', locationName: '东区借阅室', libraryId: idOf(ctx, LIBRARY), campusId: idOf(ctx, CAMPUS), isPickup: true }), { as: admin }),
  put('admin.location-update', '/admin/locations/:id', () => ({ locationName: '东区综合借阅室' }), { as: admin, path: (ctx) => `/admin/locations/${idOf(ctx, LOCATION)}` }),
  get('tenancy.libraries-after-create', '/find/findConfig/getLibraryList'),
  get('holdings.pickup-locations-after-create', '/find/location/takeBookAddress'),
  del('admin.location-delete', '/admin/locations/:id', undefined, { as: admin, path: (ctx) => `/admin/locations/${idOf(ctx, LOCATION)}` }),
  del('admin.library-delete', '/admin/libraries/:id', undefined, { as: admin, path: (ctx) => `/admin/libraries/${idOf(ctx, LIBRARY)}` }),
  del('admin.library-delete-error-holds-copies', '/admin/libraries/:id', undefined, { as: admin, path: ({ ids }) => `/admin/libraries/${ids.mainLibraryId}` }),
  del('admin.campus-delete', '/admin/campuses/:id', undefined, { as: admin, path: (ctx) => `/admin/campuses/${idOf(ctx, CAMPUS)}` }),
  del('admin.campus-delete-error-bad-id', '/admin/campuses/:id', undefined, { as: admin, path: () => '/admin/campuses/abc', headers: EN }),
  post('admin.sign-out', '/admin/auth/logout', undefined, { as: { staff: 'admin', fresh: true } }),
  post('admin.sign-out-error-anonymous', '/admin/auth/logout'),
]
