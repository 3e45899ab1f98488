import { both, EN, get, post, UNKNOWN_ID, type WireContext, type WireRequest } from './wire-requests-kit.ts'

// The recorded wire of the inbox (/find/lspNotice/*, /admin/messages) and the profile (/find/userInfo/*) of issue 16:
// staff write to one patron and to a patron type, the patron lists, reads and deletes, another's or no message is not
// found; the profile in full, its checks, what a patron may change, the avatar and the contacts, and bad input.

// They run after the sessions of the table were ended (accountClosing): each call brings a session of its own.
const reader = { patron: 'reader', fresh: true } as const
const scholar = { patron: 'scholar', fresh: true } as const
const librarian = { staff: 'librarian', fresh: true } as const
/** reader's newest message, as the first list answered it. */
const newestOf = (ctx: WireContext) =>
  ((ctx.answer('inbox.list-after-send').body as { data?: { list?: { id: number }[] } }).data?.list ?? [])[0]?.id ?? UNKNOWN_ID
/** The message the library sent a teacher (never reader, a student). */
const teachersOf = (ctx: WireContext) => (ctx.answer('inbox.send-to-type').body as { data?: { messageIds?: number[] } }).data?.messageIds?.at(-1) ?? UNKNOWN_ID

export const inboxProfileReads: WireRequest[] = [
  ...both('inbox.list', '/find/lspNotice/getMsg', () => ({ page: 1, rows: 10 }), { as: reader }),
  post('inbox.list-error-flag', '/find/lspNotice/getMsg', () => ({ page: 1, rows: 10, readFlag: 'maybe' }), { as: reader, headers: EN }),
  post('inbox.list-error-anonymous', '/find/lspNotice/getMsg', () => ({})),
  get('inbox.sent-empty', '/admin/messages', () => ({ page: 1, rows: 10 }), { as: librarian }),
  ...both('profile.get', '/find/userInfo/getUserInfo', undefined, { as: reader }),
  get('profile.get-en', '/find/userInfo/getUserInfo', undefined, { as: scholar, headers: EN }),
  get('profile.get-error-anonymous', '/find/userInfo/getUserInfo'),
  ...both('profile.check', '/find/userInfo/getUserInfoCheck', undefined, { as: reader }),
  ...both('profile.contact', '/find/userInfo/getContactMess', undefined, { as: reader }),
]

export const inboxProfileWrites: WireRequest[] = [
  post('inbox.send-to-patron', '/admin/messages', () => ({ patron: 'reader', title: '闭馆通知', body: '本周六图书馆闭馆一天。', link: '/personalCenter' }), { as: librarian }),
  post('inbox.send-to-type', '/admin/messages', () => ({ patronType: '教师', title: 'New journals', body: 'The new journals are on the shelves.' }), { as: librarian }),
  post('inbox.send-error-nobody', '/admin/messages', () => ({ patron: 'nobody-at-all', title: 'x', body: 'y' }), { as: librarian, headers: EN }),
  post('inbox.send-error-both', '/admin/messages', () => ({ patron: 'reader', patronType: '教师', title: 'x', body: 'y' }), { as: librarian }),
  post('inbox.send-error-long-title', '/admin/messages', () => ({ patron: 'reader', title: 'x'.repeat(10_000), body: 'y' }), { as: librarian, headers: EN }),
  post('inbox.send-error-patron', '/admin/messages', () => ({ patron: 'reader', title: 'x', body: 'y' }), { as: reader }),
  post('inbox.list-after-send', '/find/lspNotice/getMsg', () => ({ page: 1, rows: 10 }), { as: reader }),
  post('inbox.list-unread', '/find/lspNotice/getMsg', () => ({ page: '1', rows: '5', readFlag: '0' }), { as: reader }),
  post('inbox.read-one', '/find/lspNotice/updateReadFlag', (ctx) => ({ id: newestOf(ctx) }), { as: reader }),
  post('inbox.list-read', '/find/lspNotice/getMsg', () => ({ readFlag: 'read' }), { as: reader }),
  post('inbox.read-others', '/find/lspNotice/updateReadFlag', (ctx) => ({ ids: [teachersOf(ctx)] }), { as: reader }),
  post('inbox.read-error-ids', '/find/lspNotice/updateReadFlag', () => ({ ids: [-1] }), { as: reader, headers: EN }),
  post('inbox.read-error-none', '/find/lspNotice/updateReadFlag', () => ({}), { as: reader }),
  post('inbox.read-all', '/find/lspNotice/updateReadFlag', () => ({ all: true }), { as: scholar }),
  post('inbox.delete-others', '/find/lspNotice/deleteMsg', (ctx) => ({ id: teachersOf(ctx) }), { as: reader }),
  post('inbox.delete-one', '/find/lspNotice/deleteMsg', (ctx) => ({ ids: String(newestOf(ctx)) }), { as: reader }),
  post('inbox.delete-again', '/find/lspNotice/deleteMsg', (ctx) => ({ id: newestOf(ctx) }), { as: reader, headers: EN }),
  get('inbox.sent', '/admin/messages', () => ({ page: 1, rows: 10 }), { as: librarian }),
  post('profile.update', '/find/userInfo/updateUserInfo', () => ({ position: '馆员助理', job: 'Student assistant', unit: '' }), { as: reader }),
  post('profile.update-error-long', '/find/userInfo/updateUserInfo', () => ({ position: 'x'.repeat(10_000) }), { as: reader, headers: EN }),
  post('profile.update-error-nothing', '/find/userInfo/updateUserInfo', () => ({ name: 'Someone else' }), { as: reader }),
  post('profile.pic-error-outside', '/find/userInfo/updateUserPicUrl', () => ({ picUrl: 'https://evil.example/a.jpg' }), { as: reader, headers: EN }),
  post('profile.pic-error-others', '/find/userInfo/updateUserPicUrl', () => ({ picUrl: '/find/patronImage/900001/avatar-2-0123456789abcdef01234567.jpg' }), { as: reader }),
  post('profile.pic-remove', '/find/userInfo/updateUserPicUrl', () => ({ picUrl: '' }), { as: reader }),
  post('profile.contact-error-verified', '/find/userInfo/updateContact', () => ({ email: 'another@example.org' }), { as: reader, headers: EN }),
  post('profile.contact-error-format', '/find/userInfo/updateContact', () => ({ mobile: '12345' }), { as: reader }),
  post('profile.contact-mobile', '/find/userInfo/updateContact', () => ({ mobile: '13800138123' }), { as: reader }),
  post('profile.contact-error-code', '/find/userInfo/updateContact', () => ({ email: 'another@example.org', code: '000000' }), { as: reader, headers: EN }),
]
