import { both, CITY, EN, get, post, UNKNOWN_ID, type WireContext, type WireRequest } from './wire-requests-kit.ts'

// The recorded wire of the address book (/find/userAddress/*) and of problem feedback (/find/problemFeedback/*,
// /admin/feedback): the lists, the area cascade, adding, changing, defaulting and deleting an address, feedback sent,
// answered by staff and then kept; bad input and another patron's ids.

// They run after the sessions of the table were ended (accountClosing): each call brings a session of its own.
const reader = { patron: 'reader', fresh: true } as const
const citizen = { patron: 'citizen', fresh: true } as const
const librarian = { staff: 'librarian', fresh: true } as const

const idOf = (ctx: WireContext, name: string) => ((ctx.answer(name).body as { data?: { id?: number } }).data?.id ?? UNKNOWN_ID)
const newAddress = { addressType: '2', provinceCode: '310000', cityCode: '310100', areaCode: '310104', address: '漕溪北路 1 号 2 楼', zipCode: '200030', name: '王小明', phone: '021-64000000' }

export const addressFeedbackReads: WireRequest[] = [
  ...both('addresses.list', '/find/userAddress/get', undefined, { as: reader }),
  ...both('addresses.default-id', '/find/userAddress/getDefaultAddressId', undefined, { as: reader }),
  ...both('addresses.types', '/find/userAddress/getAddressType'),
  post('addresses.types-en', '/find/userAddress/getAddressType', () => ({}), { headers: EN }),
  get('addresses.area-provinces', '/find/userAddress/loadArea'),
  post('addresses.area-province', '/find/userAddress/loadArea', () => ({ parentCode: '330000' })),
  post('addresses.area-city', '/find/userAddress/loadArea', () => ({ parentCode: '3301' })),
  post('addresses.area-unknown', '/find/userAddress/loadArea', () => ({ parentCode: 'abc' })),
  post('addresses.list-error-anonymous', '/find/userAddress/get', () => ({})),
  post('feedback.list', '/find/problemFeedback/list', () => ({ page: 1, rows: 10 }), { as: reader }),
  post('feedback.list-replied', '/find/problemFeedback/list', () => ({ page: 1, rows: 10, tab: 'replied' }), { as: reader }),
  post('feedback.list-unreplied', '/find/problemFeedback/list', () => ({ page: '1', rows: '5', tab: '2' }), { as: reader }),
  post('feedback.list-error-tab', '/find/problemFeedback/list', () => ({ tab: 'closed' }), { as: reader, headers: EN }),
  get('feedback.desk-list', '/admin/feedback', () => ({ tab: 'unreplied', rows: 10 }), { as: librarian }),
]

export const addressFeedbackWrites: WireRequest[] = [
  post('addresses.add', '/find/userAddress/add', () => newAddress, { as: reader }),
  post('addresses.add-error-incomplete', '/find/userAddress/add', () => ({ areaCode: '310104' }), { as: reader, headers: EN }),
  post('addresses.add-error-phone', '/find/userAddress/add', () => ({ ...newAddress, phone: '12345' }), { as: reader }),
  post('addresses.add-error-zip', '/find/userAddress/add', () => ({ ...newAddress, zipCode: '2000' }), { as: reader, headers: EN }),
  post('addresses.add-error-area', '/find/userAddress/add', () => ({ ...newAddress, areaCode: '999999' }), { as: reader }),
  post('addresses.add-error-province', '/find/userAddress/add', () => ({ ...newAddress, provinceCode: '110000' }), { as: reader, headers: EN }),
  post('addresses.add-error-long-name', '/find/userAddress/add', () => ({ ...newAddress, name: 'N'.repeat(10_240) }), { as: reader, headers: EN }),
  post('addresses.update', '/find/userAddress/update', (ctx) => ({ ...newAddress, id: idOf(ctx, 'addresses.add'), address: '漕溪北路 1 号 3 楼', defaultFlag: '1' }), { as: reader }),
  post('addresses.update-other-patron', '/find/userAddress/update', (ctx) => ({ ...newAddress, id: idOf(ctx, 'addresses.add') }), { as: citizen, group: CITY }),
  post('addresses.set-default', '/find/userAddress/setDefaultAddress', (ctx) => ({ id: idOf(ctx, 'addresses.add') }), { as: reader }),
  post('addresses.set-default-unknown', '/find/userAddress/setDefaultAddress', () => ({ id: UNKNOWN_ID }), { as: reader }),
  post('addresses.delete', '/find/userAddress/delete', (ctx) => ({ id: idOf(ctx, 'addresses.add') }), { as: reader }),
  post('addresses.delete-again', '/find/userAddress/delete', (ctx) => ({ id: idOf(ctx, 'addresses.add') }), { as: reader, headers: EN }),
  post('addresses.delete-error-id', '/find/userAddress/delete', () => ({ id: -1 }), { as: reader }),
  post('feedback.add', '/find/problemFeedback/add', () => ({ content: '检索结果页的“收藏”按钮在手机上点不到。', contact: '13800138000' }), { as: reader }),
  post('feedback.add-error-long', '/find/problemFeedback/add', () => ({ content: 'x'.repeat(301) }), { as: reader, headers: EN }),
  post('feedback.add-error-empty', '/find/problemFeedback/add', () => ({ content: '   ' }), { as: reader }),
  post('feedback.desk-reply', '/admin/feedback/reply', (ctx) => ({ id: idOf(ctx, 'feedback.add'), reply: '已修复，谢谢反馈。' }), { as: librarian }),
  post('feedback.desk-reply-again', '/admin/feedback/reply', (ctx) => ({ id: idOf(ctx, 'feedback.add'), reply: 'Again' }), { as: librarian, headers: EN }),
  post('feedback.desk-reply-error-patron', '/admin/feedback/reply', (ctx) => ({ id: idOf(ctx, 'feedback.add'), reply: 'Not staff' }), { as: reader }),
  post('feedback.delete-replied', '/find/problemFeedback/delete', (ctx) => ({ id: idOf(ctx, 'feedback.add') }), { as: reader }),
  post('feedback.delete-unknown', '/find/problemFeedback/delete', () => ({ id: UNKNOWN_ID }), { as: reader, headers: EN }),
]
