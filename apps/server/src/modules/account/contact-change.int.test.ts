import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { patronHeaders, type TestApp } from '../../testing/test-app.ts'
import { ageCodes, createAccountTestApp, createPatron, identify, latestCode, rest, type Outbox } from './account-test-kit.ts'

// Issue 6: changing a verified contact asks for the current password, tells the old contact, ends the patron's other
// sessions, and "already bound" is told only after the code sent to that address was confirmed. The account-takeover
// chain found by probing the portal is replayed step by step.

let t: TestApp
let outbox: Outbox
beforeAll(async () => ({ t, outbox } = await createAccountTestApp()))
afterAll(async () => t?.close())

const ATTACKER = 'attacker@evil.example'

describe('the account-takeover chain of two links', () => {
  it('stops at its first step: no code reaches the attacker, nothing changes', async () => {
    const victim = await createPatron(t, { username: 'victim', email: 'victim@example.org', emailVerified: true })
    const { cookie } = await patronHeaders(t, '900001', 'victim')
    const fromEvil = { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'content-language': 'en_US' }
    // Step 1 as probed: a link (top-level GET) carrying the SESSION cookie. GET changes nothing any more.
    const link = await t.http().get('/find/userInfo/checkMail').query({ mail: ATTACKER }).set(fromEvil)
    expect(link.status).toBe(404)
    // The same as a form the attacker's page posts: refused as cross-site.
    const form = await t.http().post('/find/userInfo/checkMail').set(fromEvil).send({ mail: ATTACKER })
    expect(form.status).toBe(403)
    expect(form.body.message).toMatch(/another website/)
    // Even from our own page (a stolen session, an injected script) the verified address cannot change without the password.
    const sameSite = await rest(t, 'POST', '/find/userInfo/checkMail', { mail: ATTACKER }, { cookie, 'sec-fetch-site': 'same-origin', 'content-language': 'en_US' })
    expect(sameSite.body).toMatchObject({ success: false, errCode: 4026 })
    expect(sameSite.body.message).toMatch(/current password/)
    expect(outbox.mails.filter((m) => m.to === ATTACKER)).toEqual([])
    // Step 2 (the code from the attacker's mailbox) has no code to use; step 3 (password reset) still mails the victim.
    const step2 = await t.http().get('/find/userInfo/checkMail').query({ mail: ATTACKER, code: '000000' }).set(fromEvil)
    expect(step2.status).toBe(404)
    expect(await t.db.prisma.patron.findUniqueOrThrow({ where: { id: victim.id } })).toMatchObject({ email: 'victim@example.org', emailVerified: true })
    const reset = await identify(t, 'victim')
    expect(reset.data.mail).toBe('vi***@example.org')
    await rest(t, 'POST', '/find/getPassword/sendMailCode', { resetTicket: reset.data.resetTicket })
    expect(outbox.mails.at(-1)!.to).toBe('victim@example.org')
  })

  it('cannot be started with the other state-changing GETs of the probe either', async () => {
    const patron = await createPatron(t, { username: 'probe-gets', mobile: '13900000011', mobileVerified: true })
    const { cookie } = await patronHeaders(t, '900001', 'probe-gets')
    for (const path of ['/find/userInfo/sendPhonenumber', '/find/userInfo/updatePdaRuleFlag'])
      expect((await t.http().get(path).query({ phonenumber: '13900000012' }).set({ cookie, 'sec-fetch-site': 'cross-site' })).status, path).toBe(404)
    expect(outbox.texts.filter((m) => m.to === '13900000012')).toEqual([])
    expect(await t.db.prisma.patron.findUniqueOrThrow({ where: { id: patron.id } })).toMatchObject({ mobile: '13900000011', pdaRuleAccepted: false })
  })
})

describe('changing a verified contact', () => {
  it('needs the current password; a wrong one counts towards the sign-in lock', async () => {
    await createPatron(t, { username: 'proof', email: 'proof@example.org', emailVerified: true })
    const { headers } = await patronHeaders(t, '900001', 'proof')
    const none = await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'proof.new@example.org' }, headers)
    expect(none.body).toMatchObject({ success: false, errCode: 4026, message: '更改已验证的手机号或邮箱前，请输入当前密码' })
    const wrong = await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'proof.new@example.org', password: 'Wrong@2026' }, headers)
    expect(wrong.body).toMatchObject({ success: false, errCode: 4014 })
    expect((await t.db.prisma.patron.findFirstOrThrow({ where: { username: 'proof' } })).failedLoginCount).toBe(1)
    const viaTrpc = await t.http().post('/trpc/account.contact.sendCode').set(headers).send({ channel: 'SMS', target: '13900000020' })
    expect(viaTrpc.body.error.data.appCode).toBe('IDENTITY_PROOF_REQUIRED')
    expect(outbox.mails.filter((m) => m.to === 'proof.new@example.org')).toEqual([])
  })

  it('with it: the code goes to the new address, the old one is told, other sessions end and this one stays', async () => {
    const patron = await createPatron(t, { username: 'mover', email: 'old@example.org', emailVerified: true, mobile: '13900000030', mobileVerified: true })
    const here = await patronHeaders(t, '900001', 'mover')
    const elsewhere = await patronHeaders(t, '900001', 'mover')
    const sent = await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'new@example.org', password: 'Start@2026' }, here.headers)
    expect(sent.body).toMatchObject({ success: true, data: { sentTo: 'ne***@example.org' } })
    const done = await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'new@example.org', code: latestCode(outbox, 'new@example.org') }, here.headers)
    expect(done.body).toMatchObject({ success: true, data: { mail: 'ne***@example.org', emailCheckFlag: '1' } })
    expect(await t.db.prisma.patron.findUniqueOrThrow({ where: { id: patron.id } })).toMatchObject({ email: 'new@example.org', emailVerified: true })
    const notice = outbox.mails.filter((m) => m.to === 'old@example.org').at(-1)!
    expect(notice.subject).toBe('【星海大学图书馆】您的账户联系方式已更改')
    expect(notice.text).toContain('ne***@example.org')
    expect(notice.text).not.toMatch(/\b\d{6}\b/)
    expect(outbox.texts.filter((m) => m.to === '13900000030').at(-1)!.text).toContain('ne***@example.org')
    expect((await rest(t, 'GET', '/oga/userinfo', {}, elsewhere.headers)).status).toBe(401)
    expect((await rest(t, 'GET', '/oga/userinfo', {}, here.headers)).body.success).toBe(true)
  })

  it('binds the first contact without a password (forced binding right after sign-in) and ends no session', async () => {
    await createPatron(t, { username: 'first-bind' })
    const here = await patronHeaders(t, '900001', 'first-bind')
    const other = await patronHeaders(t, '900001', 'first-bind')
    expect((await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'first@example.org' }, here.headers)).body.success).toBe(true)
    const done = await rest(t, 'GET', '/find/bindMailAndPhone/updateUserMailAndPhone', { mail: 'first@example.org', code: latestCode(outbox, 'first@example.org') }, here.headers)
    expect(done.body.success).toBe(true)
    expect((await rest(t, 'GET', '/oga/userinfo', {}, other.headers)).body.success).toBe(true)
  })
})

describe('no address-lookup oracle', () => {
  it('answers a taken and a free address alike, each counted before anything is said', async () => {
    await createPatron(t, { username: 'owner-x', email: 'owned@example.org', emailVerified: true })
    const prober = await createPatron(t, { username: 'prober' })
    const { headers } = await patronHeaders(t, '900001', 'prober')
    const taken = await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'owned@example.org' }, headers)
    await ageCodes(t, prober.id, 61_000)
    const free = await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'nobody@example.org' }, headers)
    const shape = (body: { success: boolean; errCode: number; data: Record<string, unknown> }) => ({ success: body.success, errCode: body.errCode, keys: Object.keys(body.data) })
    expect(shape(taken.body)).toEqual(shape(free.body))
    expect(taken.body.data.remaining).toBe(4)
    expect(free.body.data.remaining).toBe(3)
    // The daily limit stops the probing: the sixth address gets CODE_DAILY_LIMIT whoever holds it.
    for (let i = 0; i < 3; i++) {
      await ageCodes(t, prober.id, 61_000)
      expect((await rest(t, 'POST', '/find/userInfo/checkMail', { mail: `probe${i}@example.org` }, headers)).body.success).toBe(true)
    }
    await ageCodes(t, prober.id, 61_000)
    expect((await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'owned@example.org' }, headers)).body.errCode).toBe(4022)
  })
})
