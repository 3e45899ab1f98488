import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, type Outbox } from '../../../modules/account/account-test-kit.ts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

// The profile (/find/userInfo/*, issue 16): every field of spec §3 "Profile" beside the names real clients read
// (contract §3.7), what a patron may change, the avatar (only their own upload), and the notice contacts (a
// verified one changes only with a code, through the binding flow).

type Patron = Awaited<ReturnType<typeof patronHeaders>>
const EN = { 'content-language': 'en_US' }
const filesDir = mkdtempSync(path.join(tmpdir(), 'profile-images-'))
let t: TestApp
let reader: Patron
let scholar: Patron
let citizen: Patron
const outbox: Outbox = { mails: [], texts: [], failNext: false }

beforeAll(async () => {
  t = await createTestApp({ FILE_STORAGE_DIR: filesDir }, {
    mail: { send: async (message) => void outbox.mails.push(message) }, sms: { send: async (to, text) => void outbox.texts.push({ to, text }) },
  })
  reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
  scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
  citizen = await patronHeaders(t, CITY_GROUP, 'citizen')
  await t.db.prisma.patron.update({ where: { id: citizen.patronId }, data: { emailVerified: true } })
})
afterAll(async () => {
  await t.close()
  rmSync(filesDir, { recursive: true, force: true })
})

const call = (path: string, who: Patron, body: object = {}, headers: Record<string, string> = {}) => t.http().post(path).set({ ...who.headers, ...headers }).send(body)
const upload = async (who: Patron) => {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer()
  const res = await t.http().post('/find/upload/image?purpose=avatar').set(who.headers).attach('file', png, { filename: 'me.jpg', contentType: 'image/jpeg' })
  expect(res.body.success).toBe(true)
  return res.body.data.picUrl as string
}

describe('getUserInfo and getUserInfoCheck', () => {
  it('answers data.user with the contract’s names and every profile field; GET works without a body', async () => {
    const res = await t.http().get('/find/userInfo/getUserInfo').set(reader.headers)
    expect(res.body).toMatchObject({ success: true, errCode: 200 })
    const row = await t.db.prisma.patron.findUniqueOrThrow({ where: { id: reader.patronId } })
    const user = res.body.data.user as Record<string, unknown>
    expect(user).toMatchObject({ name: row.name, primaryId: row.primaryId, userBarcode: row.userBarcode, userId: row.id, username: 'reader', emailCheckFlag: '1' })
    for (const key of ['startDate', 'endDate', 'libName', 'department', 'position', 'grade', 'className', 'certificateNumber', 'userType', 'job', 'deposit', 'prepayment',
      'unit', 'lossFlag', 'frozenFlag', 'lendingParticipation', 'wechatBindFlag', 'chaoxingBindFlag', 'mail', 'phone', 'mobileCheckFlag', 'picUrl'])
      expect(user).toHaveProperty(key)
    expect(String(user.mail)).toContain('***')
    const check = await t.http().post('/find/userInfo/getUserInfoCheck').set(reader.headers).send({})
    expect(check.body.data).toMatchObject({ emailCheckFlag: '1', mobileCheckFlag: '0' })
    expect((await t.http().get('/find/userInfo/getUserInfo').set('groupCode', DEFAULT_GROUP)).status).toBe(401)
  })
})

describe('updateUserInfo', () => {
  it('changes position, job and unit, clears with "", and leaves the library’s fields alone', async () => {
    const before = await t.db.prisma.patron.findUniqueOrThrow({ where: { id: reader.patronId } })
    const res = await call('/find/userInfo/updateUserInfo', reader, { position: '<b>Assistant</b>', job: "Robert'); DROP TABLE \"Patron\";--", unit: '', name: 'Mallory', department: 'X', depositCents: 0 })
    expect(res.body).toMatchObject({ success: true, data: { user: { position: '<b>Assistant</b>', unit: '', name: before.name, department: before.department } } })
    const after = await t.db.prisma.patron.findUniqueOrThrow({ where: { id: reader.patronId } })
    expect(after).toMatchObject({ position: '<b>Assistant</b>', job: "Robert'); DROP TABLE \"Patron\";--", unit: '', name: before.name, department: before.department, depositCents: before.depositCents })
  })

  it('refuses too long text, wrong types and nothing to change in the caller’s language, changing nothing', async () => {
    const before = await t.db.prisma.patron.findUniqueOrThrow({ where: { id: reader.patronId } })
    for (const body of [{ position: 'x'.repeat(10_000) }, { job: { a: 1 } }, { unit: ['a'] }]) {
      const res = await call('/find/userInfo/updateUserInfo', reader, body, EN)
      expect(res.status).toBeLessThan(500)
      expect(res.body).toMatchObject({ success: false, errCode: 400 })
    }
    expect((await call('/find/userInfo/updateUserInfo', reader, { name: 'Mallory' }, EN)).body).toMatchObject({ success: false, message: 'There is nothing to change' })
    expect(await t.db.prisma.patron.findUniqueOrThrow({ where: { id: reader.patronId } })).toEqual(before)
  })
})

describe('updateUserPicUrl', () => {
  it('takes the patron’s own uploaded avatar (a PNG named .jpg) and "" to remove it', async () => {
    const picUrl = await upload(reader)
    expect((await call('/find/userInfo/updateUserPicUrl', reader, { picUrl })).body).toMatchObject({ success: true, data: { picUrl } })
    expect((await t.http().get('/find/userInfo/getUserInfo').set(reader.headers)).body.data.user.picUrl).toBe(picUrl)
    expect((await t.http().get('/oga/userinfo').set(reader.headers)).body.data.picUrl).toBe(picUrl)
    expect((await call('/find/userInfo/updateUserPicUrl', reader, { picUrl: '' })).body).toMatchObject({ success: true, data: { picUrl: '' } })
    expect((await t.db.prisma.patron.findUniqueOrThrow({ where: { id: reader.patronId } })).picUrl).toBe('')
  })

  it('refuses another patron’s or another tenant’s upload, a cover, and outside addresses, changing nothing', async () => {
    const mine = await upload(reader)
    await call('/find/userInfo/updateUserPicUrl', reader, { picUrl: mine })
    const scholars = await upload(scholar)
    const citizens = await upload(citizen)
    const refused = [
      scholars, citizens, citizens.replace(CITY_GROUP, DEFAULT_GROUP), mine.replace('/avatar-', '/cover-'), 'https://evil.example/a.jpg', '//evil.example/a.jpg',
      'javascript:alert(1)', `${mine}?x=1`, `/find/patronImage/${DEFAULT_GROUP}/../${CITY_GROUP}/x.jpg`,
    ]
    for (const picUrl of refused) {
      const res = await call('/find/userInfo/updateUserPicUrl', reader, { picUrl }, EN)
      expect(res.body).toMatchObject({ success: false, message: 'Only an avatar image you uploaded yourself can be used' })
    }
    expect((await call('/find/userInfo/updateUserPicUrl', reader, {}, EN)).body).toMatchObject({ success: false, errCode: 400 })
    expect((await call('/find/userInfo/updateUserPicUrl', reader, { picUrl: 'x'.repeat(10_000) }, EN)).body).toMatchObject({ success: false, errCode: 400 })
    expect((await t.db.prisma.patron.findUniqueOrThrow({ where: { id: reader.patronId } })).picUrl).toBe(mine)
  })
})

describe('getContactMess and updateContact', () => {
  it('shows the patron’s own contacts unmasked; sets an unverified mobile; refuses to change the verified e-mail without a code', async () => {
    const row = await t.db.prisma.patron.findUniqueOrThrow({ where: { id: reader.patronId } })
    expect((await t.http().get('/find/userInfo/getContactMess').set(reader.headers)).body.data).toEqual({ email: row.email, emailVerified: true, mobile: row.mobile, mobileVerified: false })
    const set = await call('/find/userInfo/updateContact', reader, { phone: '138 0013 8123' })
    expect(set.body).toMatchObject({ success: true, data: { mobile: '13800138123', mobileVerified: false } })
    const refused = await call('/find/userInfo/updateContact', reader, { email: 'mallory@example.org' }, EN)
    expect(refused.body).toMatchObject({ success: false, message: 'This contact is verified; changing it needs the code sent to the new address or number' })
    expect((await call('/find/userInfo/updateContact', reader, { email: '' })).body.success).toBe(false)
    // The verified address sent unchanged is no change.
    expect((await call('/find/userInfo/updateContact', reader, { email: row.email })).body.success).toBe(true)
    expect((await call('/find/userInfo/updateContact', reader, { mobile: '' })).body).toMatchObject({ success: true, data: { mobile: '' } })
    expect(await t.db.prisma.patron.findUniqueOrThrow({ where: { id: reader.patronId } })).toMatchObject({ email: row.email, emailVerified: true })
  })

  it('changes a verified contact with the code sent to the new one, through the binding flow', async () => {
    const sent = await call('/find/userInfo/checkMail', scholar, { mail: 'emily.new@example.org', password: 'Scholar@2026' })
    expect(sent.body.success).toBe(true)
    const wrong = await call('/find/userInfo/updateContact', scholar, { email: 'emily.new@example.org', code: '000000' }, EN)
    expect(wrong.body.success).toBe(false)
    const ok = await call('/find/userInfo/updateContact', scholar, { email: 'emily.new@example.org', code: latestCode(outbox, 'emily.new@example.org') })
    expect(ok.body).toMatchObject({ success: true, data: { email: 'emily.new@example.org', emailVerified: true } })
    expect((await call('/find/userInfo/updateContact', scholar, { email: 'a@example.org', mobile: '13800138000', code: '123456' }, EN)).body)
      .toMatchObject({ success: false, message: 'With a code, give only one contact (e-mail or mobile number)' })
  })

  it('refuses malformed contacts and nothing to change in the caller’s language', async () => {
    for (const body of [{ mobile: '12345' }, { email: 'not-an-address' }, { email: 'x'.repeat(10_000) }, { mobile: { a: 1 } }]) {
      const res = await call('/find/userInfo/updateContact', scholar, body, EN)
      expect(res.status).toBeLessThan(500)
      expect(res.body).toMatchObject({ success: false, errCode: 400 })
    }
    expect((await call('/find/userInfo/updateContact', scholar, {}, EN)).body).toMatchObject({ success: false, message: 'There is nothing to change' })
  })
})
