// Recorded-wire requests of sessions and sign-in, password reset, contact binding, single sign-on binding and the
// purchase-on-demand rule. The captcha's answer is fixed (CAPTCHA_FIXED_CODE); codes come from the captured mail
// and text messages, tickets and captcha keys from the answers of the steps before.

import { both, CITY, EN, get, post, reader, type WireCaller, type WireContext, type WireRequest } from './wire-requests-kit.ts'

export const WIRE_CAPTCHA = 'TEST'

const scholar: WireCaller = { patron: 'scholar' }
const citizen: WireCaller = { patron: 'citizen' }
const dataOf = (ctx: WireContext, name: string) => (ctx.answer(name).body as { data: Record<string, string> }).data
const codeKeyOf = (name: string) => (ctx: WireContext) => dataOf(ctx, name).codeKey
const FORGED = { resetTicket: 'forged' }

export const accountReads: WireRequest[] = [
  get('session.who-am-i', '/oga/userinfo', undefined, { as: reader }),
  post('session.who-am-i-cookies', '/oga/userinfo', undefined, { as: { patron: 'reader', cookies: true } }),
  get('session.who-am-i-english-teacher', '/oga/userinfo', undefined, { as: scholar, headers: EN }),
  get('session.who-am-i-binding-due', '/oga/userinfo', undefined, { as: citizen, group: CITY }),
  get('session.who-am-i-error-anonymous', '/oga/userinfo'),
  post('session.who-am-i-error-bad-token', '/oga/userinfo', undefined, { headers: { jwtOpacAuth: 'not-a-token' } }),
  get('session.error-binding-required', '/find/behaviorRecord/list', undefined, { as: citizen, group: CITY }),
  get('login.transport-key', '/oga/login/transportKey'),
  ...both('reset.mail-code-times-error-forged-ticket', '/find/getPassword/findMailCodeTimes', () => FORGED),
  ...both('reset.sms-code-times-error-no-ticket', '/find/getPassword/findCodeTimes', undefined, { headers: EN }),
  ...both('contact.sms-code-times', '/find/userInfo/findCodeTimes', undefined, { as: reader }),
  ...both('contact.mail-code-times', '/find/userInfo/findMailCodeTimes', undefined, { as: reader }),
  get('contact.mail-code-times-binding-due', '/find/userInfo/findMailCodeTimes', undefined, { as: citizen, group: CITY }),
  ...both('contact.change-bind-times', '/find/getPassword/findChangeBindTimes', undefined, { as: reader }),
  get('contact.change-bind-times-error-anonymous', '/find/getPassword/findChangeBindTimes', undefined, { headers: EN }),
  get('sso.login-url', '/find/ssoCalis/getLoginUrl'),
  get('sso.login-url-city', '/find/ssoCalis/getLoginUrl', undefined, { group: CITY }),
  ...both('pda.rule', '/find/pda/getPdaRule', undefined, { as: reader }),
  get('pda.rule-error-anonymous', '/find/pda/getPdaRule'),
]

const signIn: WireRequest[] = [
  get('login.captcha', '/oga/verifycode/img'),
  post('login.sign-in', '/oga/login', (ctx) => ({ username: 'reader', password: 'Reader@2026', verifyCode: WIRE_CAPTCHA, codeKey: codeKeyOf('login.captcha')(ctx), mappingPath: '', nextpath: '/Home', uid: '' })),
  post('login.sign-in-error-captcha-used', '/oga/login', (ctx) => ({ username: 'reader', password: 'Reader@2026', verifyCode: WIRE_CAPTCHA, codeKey: codeKeyOf('login.captcha')(ctx) })),
  get('login.captcha-2', '/oga/verifycode/img'),
  post('login.sign-in-error-wrong-password', '/oga/login', (ctx) => ({ username: 'reader', password: 'Reader@2025', verifyCode: WIRE_CAPTCHA, codeKey: codeKeyOf('login.captcha-2')(ctx) }), { headers: EN }),
  post('login.sign-in-error-no-captcha', '/oga/login', () => ({ username: 'reader', password: 'Reader@2026', verifyCode: '', codeKey: '' })),
  post('login.sign-in-error-no-user-name-nor-captcha', '/oga/login', () => ({ username: '', password: 'x' })),
  get('login.captcha-3', '/oga/verifycode/img', undefined, { group: CITY }),
  post('login.sign-in-city', '/oga/login', (ctx) => ({ username: 'citizen', password: 'Citizen@2026', verifyCode: WIRE_CAPTCHA, codeKey: codeKeyOf('login.captcha-3')(ctx) }), { group: CITY }),
  get('login.captcha-4', '/oga/verifycode/img'),
  post('login.sign-in-initial-password', '/oga/login', (ctx) => ({ username: 'newcomer', password: '2026010099', verifyCode: WIRE_CAPTCHA, codeKey: codeKeyOf('login.captcha-4')(ctx) })),
  post('login.force-modify', '/oga/forceModify', () => ({ username: 'newcomer', oldPassword: '2026010099', newPassword: 'Newcomer@2026', confirmPassword: 'Newcomer@2026' })),
  post('login.force-modify-error-done', '/oga/forceModify', () => ({ username: 'newcomer', oldPassword: '2026010099', newPassword: 'Newcomer@2026', confirmPassword: 'Newcomer@2026' }), { headers: EN }),
  get('login.captcha-5', '/oga/verifycode/img'),
  post('login.sign-in-after-force-modify', '/oga/login', (ctx) => ({ username: 'newcomer', password: 'Newcomer@2026', verifyCode: WIRE_CAPTCHA, codeKey: codeKeyOf('login.captcha-5')(ctx) })),
  post('login.change-password-error-wrong-old', '/find/userInfo/updatePassword', () => ({ oldPassword: 'wrong', newPassword: 'Another@2027', confirmPassword: 'Another@2027' }), { as: scholar }),
  post('login.change-password-error-mismatch', '/find/userInfo/updatePassword', () => ({ oldPwd: 'Scholar@2026', newPwd: 'Another@2027', confirmPwd: 'Other@2027' }), { as: scholar, headers: EN }),
  post('session.tour-finished', '/find/userInfo/updateOpacFirstLoginFlag', undefined, { as: reader }),
  post('session.tour-finished-error-anonymous', '/find/userInfo/updateOpacFirstLoginFlag'),
  post('pda.accept', '/find/userInfo/updatePdaRuleFlag', undefined, { as: reader }),
  get('pda.rule-after-accept', '/find/pda/getPdaRule', undefined, { as: reader }),
]

// The scholar forgets the password: captcha, account, code by mail, new password. The forged-ticket calls go first.
const SCHOLAR_MAIL = 'emily.chen@xinghai.example'
const ticketOf = (name: string) => (ctx: WireContext) => ({ resetTicket: dataOf(ctx, name).resetTicket })
const passwordReset: WireRequest[] = [
  post('reset.send-mail-code-error-forged-ticket', '/find/getPassword/sendMailCode', () => FORGED),
  ...both('reset.send-text-error-forged-ticket', '/find/getPassword/sendPhonenumber', () => FORGED),
  ...both('reset.check-text-code-error-forged-ticket', '/find/getPassword/checkPhonenumber', () => ({ ...FORGED, code: '123456' })),
  post('reset.set-password-error-forged-ticket', '/find/getPassword/updateUserPassword', () => ({ ...FORGED, newPassword: 'Another@2027' }), { headers: EN }),
  post('reset.captcha-post', '/find/getPassword/checkImgCode'),
  post('reset.account-error-wrong-captcha', '/find/getPassword/checkUser', (ctx) => ({ username: 'scholar', verifyCode: 'WRONG', codeKey: codeKeyOf('reset.captcha-post')(ctx) })),
  get('reset.captcha', '/find/getPassword/checkImgCode'),
  post('reset.account', '/find/getPassword/checkUser', (ctx) => ({ username: 'scholar', verifyCode: WIRE_CAPTCHA, codeKey: codeKeyOf('reset.captcha')(ctx) })),
  get('reset.send-mail-code', '/find/getPassword/sendMailCode', ticketOf('reset.account'), { headers: EN }),
  post('reset.mail-code-times', '/find/getPassword/findMailCodeTimes', ticketOf('reset.account')),
  get('reset.sms-code-times', '/find/getPassword/findCodeTimes', ticketOf('reset.account')),
  post('reset.check-mail-code-error-wrong-code', '/find/getPassword/checkMailCode', (ctx) => ({ ...ticketOf('reset.account')(ctx), code: ctx.latestCode(SCHOLAR_MAIL) === '000000' ? '111111' : '000000' })),
  get('reset.check-mail-code', '/find/getPassword/checkMailCode', (ctx) => ({ ...ticketOf('reset.account')(ctx), code: ctx.latestCode(SCHOLAR_MAIL) })),
  post('reset.set-password-error-mismatch', '/find/getPassword/updateUserPassword', (ctx) => ({ ...ticketOf('reset.check-mail-code')(ctx), newPassword: 'Fresh@2027', confirmPassword: 'Other@2027' })),
  get('reset.set-password', '/find/getPassword/updateUserPassword', (ctx) => ({ ...ticketOf('reset.check-mail-code')(ctx), newPassword: 'Fresh@2027', confirmPassword: 'Fresh@2027' })),
  get('reset.set-password-error-ticket-used', '/find/getPassword/updateUserPassword', (ctx) => ({ ...ticketOf('reset.check-mail-code')(ctx), newPassword: 'Again@2028' })),
]

// The reader verifies a new address and number; the city's citizen, who must bind one, binds an address.
const NEW_MAIL = 'new.address@example.org'
const NEW_PHONE = '13800138000'
const CITIZEN_MAIL = 'chenjing@mail.example'
const contactBinding: WireRequest[] = [
  post('contact.send-mail-code-error-no-password', '/find/userInfo/checkMail', () => ({ mail: NEW_MAIL }), { as: reader, headers: EN }),
  post('contact.send-mail-code', '/find/userInfo/checkMail', () => ({ mail: NEW_MAIL, password: 'Reader@2026' }), { as: reader }),
  post('contact.confirm-mail-error-wrong-code', '/find/userInfo/checkMail', (ctx) => ({ mail: NEW_MAIL, code: ctx.latestCode(NEW_MAIL) === '000000' ? '111111' : '000000' }), { as: reader }),
  post('contact.confirm-mail', '/find/userInfo/checkMail', (ctx) => ({ mail: NEW_MAIL, code: ctx.latestCode(NEW_MAIL) }), { as: reader }),
  post('contact.send-text-code', '/find/userInfo/sendPhonenumber', () => ({ phonenumber: NEW_PHONE, password: 'Reader@2026' }), { as: reader }),
  post('contact.send-text-code-error-too-soon', '/find/userInfo/sendPhonenumber', () => ({ phonenumber: NEW_PHONE, password: 'Reader@2026' }), { as: reader, headers: EN }),
  post('contact.confirm-phone', '/find/userInfo/checkPhonenumber', (ctx) => ({ phonenumber: NEW_PHONE, code: ctx.latestCode(NEW_PHONE) }), { as: reader }),
  post('contact.change-phone-error-no-code-sent', '/find/getPassword/resetPhone', () => ({ phonenumber: '13900139000', code: '123456' }), { as: reader }),
  get('contact.sms-code-times-after', '/find/userInfo/findCodeTimes', undefined, { as: reader }),
  post('contact.bind-mail-send-code', '/find/userInfo/checkMail', () => ({ email: CITIZEN_MAIL }), { as: citizen, group: CITY }),
  post('contact.bind-error-no-channel', '/find/bindMailAndPhone/updateUserMailAndPhone', () => ({ code: '123456' }), { as: citizen, group: CITY, headers: EN }),
  get('contact.bind-mail', '/find/bindMailAndPhone/updateUserMailAndPhone', (ctx) => ({ mail: CITIZEN_MAIL, code: ctx.latestCode(CITIZEN_MAIL) }), { as: citizen, group: CITY }),
  get('contact.bound-patron-may-read-history', '/find/behaviorRecord/list', undefined, { as: citizen, group: CITY }),
]

const FORGED_TICKET = 'forged'
const singleSignOn: WireRequest[] = [
  post('sso.wechat-login-error-not-configured', '/oga/otherLogin', () => ({ code: 'wechat-code' })),
  post('sso.wechat-bind-error-forged-ticket', '/oga/userBind', () => ({ openId: FORGED_TICKET, username: 'reader', password: 'Reader@2026' }), { headers: EN }),
  post('sso.bind-uid-error-forged-ticket', '/oga/ssoOpac', () => ({ uid: FORGED_TICKET, username: 'reader', password: 'Reader@2026', verifyCode: WIRE_CAPTCHA, codeKey: 'none' })),
  post('sso.associate-error-forged-ticket', '/oga/relevanceUid', () => ({ uid: FORGED_TICKET, name: '林晓', primaryId: '2024010001' })),
  post('sso.take-over-uid-error-forged-ticket', '/find/userInfo/bindCxUidByPrimaryId', () => ({ uid: FORGED_TICKET }), { as: reader }),
  post('sso.unbind-wechat', '/find/userUnbind', () => ({ type: 'wechat' }), { as: reader }),
  post('sso.unbind-error-unknown-type', '/find/userUnbind', () => ({ type: 'qq' }), { as: reader, headers: EN }),
]

export const accountWrites: WireRequest[] = [...signIn, ...contactBinding, ...singleSignOn, ...passwordReset]

/** Sessions end last. */
export const accountClosing: WireRequest[] = [
  post('login.sign-out-external-anonymous', '/oga/logoutForExternal'),
  post('login.sign-out-cookies', '/oga/logout', undefined, { as: { patron: 'reader', cookies: true, fresh: true } }),
  post('login.sign-out-error-anonymous', '/oga/logout', undefined, { headers: EN }),
  post('login.sign-out-external', '/oga/logoutForExternal', undefined, { as: { patron: 'newcomer', fresh: true } }),
  get('session.who-am-i-after-password-reset', '/oga/userinfo', undefined, { as: scholar }),
]
