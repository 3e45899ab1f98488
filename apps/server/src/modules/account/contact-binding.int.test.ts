import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { patronHeaders, type TestApp } from '../../testing/test-app.ts'
import { ageCodes, createAccountTestApp, createPatron, latestCode, rest, type Outbox } from './account-test-kit.ts'

let t: TestApp
let outbox: Outbox
beforeAll(async () => ({ t, outbox } = await createAccountTestApp()))
afterAll(async () => t?.close())

const trpc = (path: string, input: unknown, headers: Record<string, string>) => t.http().post(`/trpc/${path}`).set(headers).send(input as object)

describe('contact binding of a signed-in patron', () => {
  it('binds an e-mail address with a mailed code (forced binding through updateUserMailAndPhone)', async () => {
    const patron = await createPatron(t, { username: 'bind-mail' })
    const { headers } = await patronHeaders(t, '900001', 'bind-mail')
    const sent = await rest(t, 'POST', '/find/userInfo/checkMail', { mail: ' New.Mail@Example.org ' }, headers)
    expect(sent.body).toMatchObject({ success: true, data: { sentTo: 'ne***@example.org' } })
    expect(outbox.mails.at(-1)!.subject).toBe('【星海大学图书馆】邮箱验证码')
    const bound = await rest(t, 'GET', '/find/bindMailAndPhone/updateUserMailAndPhone', { mail: 'new.mail@example.org', code: latestCode(outbox, 'new.mail@example.org') }, headers)
    expect(bound.body).toMatchObject({ success: true, data: { mail: 'ne***@example.org', emailCheckFlag: '1', mobileCheckFlag: '0' } })
    expect(await t.db.prisma.patron.findUniqueOrThrow({ where: { id: patron.id } })).toMatchObject({ email: 'new.mail@example.org', emailVerified: true })
    expect((await rest(t, 'GET', '/oga/userinfo', {}, headers)).body.data.emailCheckFlag).toBe('1')
  })

  it('binds a phone number through sendPhonenumber and checkPhonenumber, and answers the code counts', async () => {
    const patron = await createPatron(t, { username: 'bind-phone' })
    const { headers } = await patronHeaders(t, '900001', 'bind-phone')
    expect((await rest(t, 'POST', '/find/userInfo/sendPhonenumber', { phonenumber: '+86 139 0000 0002' }, headers)).body.success).toBe(true)
    expect((await rest(t, 'GET', '/find/userInfo/findCodeTimes', {}, headers)).body.data).toMatchObject({ used: 1, limit: 5, remaining: 4 })
    expect((await rest(t, 'GET', '/find/userInfo/findMailCodeTimes', {}, headers)).body.data).toMatchObject({ used: 0, remaining: 5 })
    const wrong = await rest(t, 'POST', '/find/userInfo/checkPhonenumber', { phonenumber: '13900000002', code: '12345' }, headers)
    expect(wrong.body.errCode).toBe(4021)
    const ok = await rest(t, 'POST', '/find/userInfo/checkPhonenumber', { phonenumber: '13900000002', code: latestCode(outbox, '13900000002') }, headers)
    expect(ok.body).toMatchObject({ success: true, data: { phone: '139****0002', mobileCheckFlag: '1' } })
    expect(await t.db.prisma.patron.findUniqueOrThrow({ where: { id: patron.id } })).toMatchObject({ mobile: '13900000002', mobileVerified: true })
  })

  it('refuses an address another patron of the tenant verified (CONTACT_IN_USE), told only after its code was confirmed', async () => {
    await createPatron(t, { username: 'bind-owner', email: 'taken@example.org', emailVerified: true })
    await createPatron(t, { username: 'bind-late', email: 'late@example.org', emailVerified: false })
    await createPatron(t, { username: 'bind-racer' })
    const { headers } = await patronHeaders(t, '900001', 'bind-racer')
    // Sending answers as for any address (issue 6: no address-lookup oracle); the code proves the asker reads that mail.
    const taken = await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'TAKEN@example.org' }, headers)
    expect(taken.body).toMatchObject({ success: true, data: { sentTo: 'ta***@example.org' } })
    const confirmed = await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'taken@example.org', code: latestCode(outbox, 'taken@example.org') }, headers)
    expect(confirmed.body).toMatchObject({ success: false, errCode: 4025 })
    await ageCodes(t, (await t.db.prisma.patron.findFirstOrThrow({ where: { username: 'bind-racer' } })).id, 61_000)
    // Another patron verifies the address while the code is on its way: the check refuses it too.
    expect((await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'late@example.org' }, headers)).body.success).toBe(true)
    await t.db.prisma.patron.updateMany({ where: { username: 'bind-late' }, data: { emailVerified: true } })
    const late = await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'late@example.org', code: latestCode(outbox, 'late@example.org') }, headers)
    expect(late.body.errCode).toBe(4025)
  })

  it('refuses what is no address, and visitors', async () => {
    await createPatron(t, { username: 'bind-bad' })
    const { headers } = await patronHeaders(t, '900001', 'bind-bad')
    const bad = await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'not-an-address' }, { ...headers, 'content-language': 'en_US' })
    expect(bad.body).toMatchObject({ success: false, errCode: 400 })
    expect(bad.body.message).toContain('valid e-mail address')
    expect((await rest(t, 'POST', '/find/userInfo/checkMail', { mail: 'x@example.org' })).status).toBe(401)
  })

  it('changes a verified phone number through resetPhone, counted by findChangeBindTimes', async () => {
    const patron = await createPatron(t, { username: 'bind-change', mobile: '13900000003', mobileVerified: true })
    const { headers } = await patronHeaders(t, '900001', 'bind-change')
    expect((await rest(t, 'POST', '/find/userInfo/sendPhonenumber', { phonenumber: '13900000004', password: 'Start@2026' }, headers)).body.success).toBe(true)
    expect((await rest(t, 'GET', '/find/getPassword/findChangeBindTimes', {}, headers)).body.data).toMatchObject({ used: 1, remaining: 4 })
    const changed = await rest(t, 'POST', '/find/getPassword/resetPhone', { phonenumber: '13900000004', code: latestCode(outbox, '13900000004') }, headers)
    expect(changed.body).toMatchObject({ success: true, data: { phone: '139****0004', mobileCheckFlag: '1' } })
    expect(await t.db.prisma.patron.findUniqueOrThrow({ where: { id: patron.id } })).toMatchObject({ mobile: '13900000004', mobileVerified: true })
  })

  it('works through the tRPC contact procedures the web app uses', async () => {
    await createPatron(t, { username: 'bind-trpc' })
    const { headers } = await patronHeaders(t, '900001', 'bind-trpc')
    expect((await trpc('account.contact.sendCode', { channel: 'EMAIL', target: 'trpc@example.org' }, headers)).status).toBe(200)
    const confirmed = await trpc('account.contact.confirm', { channel: 'EMAIL', target: 'trpc@example.org', code: latestCode(outbox, 'trpc@example.org') }, headers)
    expect(confirmed.body.result.data).toMatchObject({ emailCheckFlag: '1' })
  })
})
