import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../testing/test-app.ts'
import { ageCodes, CAPTCHA, createAccountTestApp, createPatron, identify, latestCode, rest, type Outbox } from './account-test-kit.ts'

let t: TestApp
let outbox: Outbox
beforeAll(async () => ({ t, outbox } = await createAccountTestApp()))
afterAll(async () => t?.close())

const login = async (username: string, password: string) => {
  const captcha = await rest(t, 'GET', '/oga/verifycode/img')
  return (await rest(t, 'POST', '/oga/login', { username, password, verifyCode: CAPTCHA, codeKey: captcha.body.data.codeKey })).body
}

describe('password reset by e-mail (/find/getPassword/*)', () => {
  it('resets the password with a mailed code; the new password signs in, the old one and every session are out', async () => {
    const patron = await createPatron(t, { username: 'reset-happy', email: 'happy@example.org', emailVerified: true })
    const { headers } = await patronHeaders(t, '900001', 'reset-happy')
    expect((await rest(t, 'GET', '/oga/userinfo', {}, headers)).body.success).toBe(true)

    const identified = await identify(t, 'reset-happy')
    expect(identified).toMatchObject({ success: true, data: { mail: 'ha***@example.org', phone: '', emailCheckFlag: '1', mobileCheckFlag: '0' } })
    const ticket = identified.data.resetTicket
    const sent = await rest(t, 'GET', '/find/getPassword/sendMailCode', { resetTicket: ticket }, { 'content-language': 'en_US' })
    expect(sent.body).toMatchObject({ success: true, data: { sentTo: 'ha***@example.org', expiresInSeconds: 600, resendInSeconds: 60, remaining: 4 } })
    const mail = outbox.mails.at(-1)!
    expect(mail).toMatchObject({ to: 'happy@example.org' })
    expect(mail.subject).toMatch(/password reset code/)
    expect(mail.text).toContain(`Patron reset-happy`)

    const checked = await rest(t, 'GET', '/find/getPassword/checkMailCode', { resetTicket: ticket, code: latestCode(outbox, 'happy@example.org') })
    expect(checked.body.success).toBe(true)
    // The identified ticket cannot set the password; only the one the code check answered can.
    expect((await rest(t, 'POST', '/find/getPassword/updateUserPassword', { resetTicket: ticket, newPassword: 'Fresh@2027', confirmPassword: 'Fresh@2027' })).body.errCode).toBe(4021)
    const mismatch = await rest(t, 'POST', '/find/getPassword/updateUserPassword', { resetTicket: checked.body.data.resetTicket, newPassword: 'Fresh@2027', confirmPassword: 'Other@2027' })
    expect(mismatch.body.errCode).toBe(4013)
    const done = await rest(t, 'POST', '/find/getPassword/updateUserPassword', { resetTicket: checked.body.data.resetTicket, newPassword: 'Fresh@2027', confirmPassword: 'Fresh@2027' })
    expect(done.body).toMatchObject({ success: true, data: { username: 'reset-happy' } })
    expect(await t.db.prisma.session.count({ where: { patronId: patron.id, revokedAt: null } })).toBe(0)

    expect((await login('reset-happy', 'Fresh@2027')).success).toBe(true)
    expect((await login('reset-happy', 'Start@2026')).success).toBe(false)
    expect((await rest(t, 'GET', '/oga/userinfo', {}, headers)).body.success).toBe(false)
    // The ticket worked once: the password changed, so it is dead.
    const again = await rest(t, 'POST', '/find/getPassword/updateUserPassword', { resetTicket: checked.body.data.resetTicket, newPassword: 'Again@2028', confirmPassword: 'Again@2028' })
    expect(again.body.errCode).toBe(4021)
  })

  it('burns a code after five wrong tries, even before the right one is typed', async () => {
    await createPatron(t, { username: 'reset-burn', email: 'burn@example.org', emailVerified: true })
    const { data } = await identify(t, 'reset-burn')
    await rest(t, 'GET', '/find/getPassword/sendMailCode', { resetTicket: data.resetTicket })
    const code = latestCode(outbox, 'burn@example.org')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await rest(t, 'GET', '/find/getPassword/checkMailCode', { resetTicket: data.resetTicket, code: wrong })).body.errCode).toBe(4021)
    expect((await rest(t, 'GET', '/find/getPassword/checkMailCode', { resetTicket: data.resetTicket, code })).body.errCode).toBe(4021)
  })

  it('refuses a second code within 60 s and a sixth within 24 hours; the count answers what is left', async () => {
    const patron = await createPatron(t, { username: 'reset-limit', email: 'limit@example.org', emailVerified: true })
    const { data } = await identify(t, 'reset-limit')
    const send = () => rest(t, 'GET', '/find/getPassword/sendMailCode', { resetTicket: data.resetTicket }, { 'content-language': 'en_US' })
    expect((await send()).body.success).toBe(true)
    const soon = await send()
    expect(soon.body).toMatchObject({ success: false, errCode: 4023 })
    expect(soon.body.message).toMatch(/wait \d+ seconds/)
    for (let i = 0; i < 4; i++) {
      await ageCodes(t, patron.id, 61_000)
      expect((await send()).body.success).toBe(true)
    }
    await ageCodes(t, patron.id, 61_000)
    const limit = await send()
    expect(limit.body).toMatchObject({ success: false, errCode: 4022 })
    expect(limit.body.message).toContain('(5)')
    expect((await rest(t, 'GET', '/find/getPassword/findMailCodeTimes', { resetTicket: data.resetTicket })).body.data).toMatchObject({ used: 5, limit: 5, remaining: 0 })
    expect((await rest(t, 'GET', '/find/getPassword/findCodeTimes', { resetTicket: data.resetTicket })).body.data).toMatchObject({ used: 0, remaining: 5 })
  })

  it('answers the spec message when neither phone nor e-mail is verified, and exactly that for an unknown account', async () => {
    await createPatron(t, { username: 'reset-none', email: 'none@example.org', emailVerified: false })
    const none = await identify(t, 'reset-none')
    expect(none).toMatchObject({ success: false, errCode: 4020, message: '您的手机号和邮箱均未验证，无法找回密码，请联系图书馆' })
    // An unknown account must not be told apart (each solved captcha would otherwise test one account name).
    expect(await identify(t, 'no-such-reader')).toEqual(none)
  })

  it('answers an unknown account exactly as one without a verified contact: status, body and language, on both doors', async () => {
    await createPatron(t, { username: 'reset-quiet', mobile: '13900000009', mobileVerified: false })
    const restAnswer = async (username: string, language: string) => {
      const captcha = await rest(t, 'GET', '/find/getPassword/checkImgCode')
      const res = await rest(t, 'POST', '/find/getPassword/checkUser', { username, verifyCode: CAPTCHA, codeKey: captcha.body.data.codeKey }, { 'content-language': language })
      return { status: res.status, body: res.body }
    }
    const trpcAnswer = async (username: string, language: string) => {
      const headers = { groupCode: DEFAULT_GROUP, 'content-language': language }
      const captcha = await t.http().post('/trpc/account.passwordReset.captcha').set(headers).send({})
      const res = await t.http().post('/trpc/account.passwordReset.checkUser').set(headers).send({ username, verifyCode: CAPTCHA, codeKey: captcha.body.result.data.codeKey })
      return { status: res.status, error: res.body.error }
    }
    for (const language of ['zh_CN', 'en_US']) {
      const known = await restAnswer('reset-quiet', language)
      expect(known.body).toMatchObject({ success: false, errCode: 4020 })
      expect(await restAnswer('nobody-by-this-name', language)).toEqual(known)
      expect(await restAnswer('P-nobody', language)).toEqual(known)
      const knownTrpc = await trpcAnswer('reset-quiet', language)
      expect(knownTrpc.error.data).toMatchObject({ appCode: 'CONTACT_NOT_VERIFIED', errCode: 4020 })
      expect(await trpcAnswer('nobody-by-this-name', language)).toEqual(knownTrpc)
    }
  })

  it('refuses a wrong captcha before looking at the account', async () => {
    const captcha = await rest(t, 'GET', '/find/getPassword/checkImgCode')
    const res = await rest(t, 'POST', '/find/getPassword/checkUser', { username: 'scholar', verifyCode: 'NOPE', codeKey: captcha.body.data.codeKey })
    expect(res.body.errCode).toBe(4004)
  })

  it('refuses a ticket at another tenant, and a ticket altered to name another patron', async () => {
    await createPatron(t, { username: 'reset-ticket', email: 'ticket@example.org', emailVerified: true })
    const { data } = await identify(t, 'reset-ticket')
    const elsewhere = await rest(t, 'GET', '/find/getPassword/sendMailCode', { resetTicket: data.resetTicket }, { groupCode: CITY_GROUP })
    expect(elsewhere.body.errCode).toBe(4021)
    const [payload, signature] = data.resetTicket.split('.')
    const content = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'))
    const forged = `${Buffer.from(JSON.stringify({ ...content, patronId: content.patronId - 1 })).toString('base64url')}.${signature}`
    expect((await rest(t, 'GET', '/find/getPassword/sendMailCode', { resetTicket: forged })).body.errCode).toBe(4021)
    expect(outbox.mails.filter((m) => m.to === 'ticket@example.org')).toHaveLength(0)
  })

  it('answers DELIVERY_FAILED when the mail server refuses, and the failed code does not count', async () => {
    await createPatron(t, { username: 'reset-down', mobile: '13900000001', mobileVerified: true })
    const { data } = await identify(t, 'reset-down')
    outbox.failNext = true
    expect((await rest(t, 'GET', '/find/getPassword/sendPhonenumber', { resetTicket: data.resetTicket })).body.errCode).toBe(4024)
    const retry = await rest(t, 'GET', '/find/getPassword/sendPhonenumber', { resetTicket: data.resetTicket })
    expect(retry.body).toMatchObject({ success: true, data: { sentTo: '139****0001', remaining: 4 } })
    expect(outbox.texts.at(-1)!.text).toMatch(/【星海大学图书馆】您的找回密码验证码是\d{6}/)
  })

  it('is refused as a whole when the library switched self-service reset off (findPasswordFlag 0)', async () => {
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: CITY_GROUP } })
    await t.db.prisma.tenant.update({ where: { id: tenant.id }, data: { config: { ...(tenant.config as object), findPasswordFlag: '0' } } })
    expect((await rest(t, 'GET', '/find/getPassword/checkImgCode', {}, { groupCode: CITY_GROUP })).body.errCode).toBe(4006)
  })
})
