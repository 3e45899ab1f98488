import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

// Account deletion with a data export (issue 16 item 8): blocked while a loan is open; once it is returned the export
// holds every part, then deleting with the password revokes every session, anonymises the account (it can no longer
// sign in) and keeps the patron's comments under a label instead of the name. And the overview of key 0.

let t: TestApp
let tenantId: number
let librarian: Record<string, string>
const EN = { 'content-language': 'en_US' }
const ZH = { 'content-language': 'zh_CN' }
const PASSWORD = 'Reader@2026'

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_FIXED_CODE: '2468', TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '100000' })
  tenantId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })).id
  librarian = await staffHeaders(t, DEFAULT_GROUP, 'librarian', 'Librarian@2026')
})
afterAll(() => t.close())

let made = 0
/** A patron with reader's password and patron type, with one row of each personal kind. */
async function richPatron() {
  const reader = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId, username: 'reader' } })
  made += 1
  const patron = await t.db.prisma.patron.create({
    data: {
      tenantId, username: `deleter${made}`, primaryId: `D2026${made}`, userBarcode: `DB2026${made}`, name: `注销者${made}`, passwordHash: reader.passwordHash, initialPassword: false,
      userType: reader.userType, email: `deleter${made}@example.org`, emailVerified: true, mobile: '13800000000', picUrl: '/find/patronImage/x.jpg', wechatOpenId: `wx-${made}`,
    },
  })
  const record = await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId }, orderBy: { id: 'asc' } })
  const p = { tenantId, patronId: patron.id }
  const folder = await t.db.prisma.favouriteFolder.create({ data: { ...p, name: '我的书单', isDefault: true } })
  await t.db.prisma.favourite.create({ data: { ...p, folderId: folder.id, recordId: record.id } })
  await t.db.prisma.subscription.create({ data: { ...p, searchContent: '量子', subName: '量子力学' } })
  await t.db.prisma.address.create({ data: { ...p, province: '北京市', city: '北京市', district: '海淀区', details: '学院路1号', zipCode: '100083', recipient: '张三', phone: '13800000000' } })
  await t.db.prisma.message.create({ data: { ...p, title: '预约到书', body: '请取书' } })
  await t.db.prisma.feedback.create({ data: { ...p, content: '检索太慢' } })
  await t.db.prisma.userSetting.create({ data: { ...p, key: 'theme', value: 'dark' } })
  await t.db.prisma.usageEvent.create({ data: { ...p, kind: 'SEARCH', detail: { keyword: '量子' } } })
  const comment = await t.db.prisma.comment.create({ data: { ...p, recordId: record.id, content: `好书${made}`, status: 'APPROVED' } })
  return { patron, record, comment, ...(await patronHeaders(t, DEFAULT_GROUP, patron.username)) }
}

let addresses = 0
async function login(username: string, password: string) {
  const from = `198.51.100.${++addresses}`
  const captcha = await t.http().get('/oga/verifycode/img').set({ groupCode: DEFAULT_GROUP, 'X-Forwarded-For': from })
  const body = { username, password, verifyCode: '2468', codeKey: captcha.body.data.codeKey, mappingPath: '', nextpath: '/Home' }
  return t.http().post('/oga/login').set({ groupCode: DEFAULT_GROUP, 'X-Forwarded-For': from, ...EN }).send(body)
}

/** The export's files, unzipped. */
async function exported(headers: Record<string, string>) {
  const res = await t.http().get('/find/userLogOut/exportUserData').set({ ...headers, ...EN }).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = []
    r.on('data', (c: Buffer) => chunks.push(c))
    r.on('end', () => done(null, Buffer.concat(chunks)))
  })
  expect(res.headers['content-type']).toMatch(/application\/zip/)
  expect(res.headers['content-disposition']).toMatch(/attachment/)
  return unzipSync(new Uint8Array(res.body as Buffer))
}

describe('account deletion', () => {
  it('is blocked while a loan is open; after the return the export holds every part; deleting then shuts the account for good', async () => {
    const { patron, record, comment, headers, cookie } = await richPatron()
    const signedIn = await login(patron.username, PASSWORD)
    expect(signedIn.body).toMatchObject({ success: true })
    const jwt = signedIn.body.data.jwt as string

    const copy = await t.db.prisma.item.findFirstOrThrow({ where: { tenantId, status: 'ON_SHELF', circAttr: '0', loans: { none: { status: 'ACTIVE' } } }, orderBy: { id: 'asc' } })
    expect((await t.http().post('/admin/circulation/checkout').set(librarian).send({ patron: patron.username, barcode: copy.barcode })).body.success).toBe(true)

    const check = await t.http().get('/find/userLogOut/doUserLogOutOperationCheck?cancelType=deleteAccount').set({ ...headers, ...EN })
    expect(check.body.data).toMatchObject({ cancelType: 'deleteAccount', checkFlag: '0', reasonList: [{ reason: 'CURRENT_LOANS', num: 1, message: 'Items still on loan: 1' }] })
    const blocked = await t.http().post('/find/userLogOut/userCancel').set({ ...headers, ...EN }).send({ cancelType: 'deleteAccount', password: PASSWORD })
    expect(blocked.body).toMatchObject({ success: false, errCode: 4160, message: 'Your account cannot be deleted yet: Items still on loan: 1' })
    const blockedTrpc = await t.http().post('/trpc/accountDeletion.delete').set(headers).send({ password: PASSWORD })
    expect(blockedTrpc.body.error.data).toMatchObject({ errCode: 4160 })
    expect((await t.db.prisma.patron.findUniqueOrThrow({ where: { id: patron.id } })).deletedAt).toBeNull()

    expect((await t.http().post('/admin/circulation/checkin').set(librarian).send({ barcode: copy.barcode })).body.success).toBe(true)
    const clear = await t.http().get('/trpc/accountDeletion.check').set(headers)
    expect(clear.body.result.data).toMatchObject({ canDelete: true, blockers: [] })

    const files = await exported(headers)
    expect(Object.keys(files).sort()).toEqual(['README.txt', ...clear.body.result.data.exportParts.map((p: string) => `${p}.json`)].sort())
    const json = (name: string) => JSON.parse(strFromU8(files[`${name}.json`]!))
    expect(json('profile').account).toMatchObject({ id: patron.id, username: patron.username, name: patron.name, email: patron.email })
    expect(json('loans').history).toEqual([expect.objectContaining({ barcode: copy.barcode, status: 'RETURNED' })])
    expect(json('favourites').folders).toEqual([expect.objectContaining({ name: '我的书单', favourites: [expect.objectContaining({ recordId: record.id })] })])
    expect(json('comments').comments).toEqual([expect.objectContaining({ id: comment.id, content: comment.content })])
    expect(json('searches').searches).toEqual([expect.objectContaining({ detail: { keyword: '量子' } })])
    expect(json('subscriptions')).toEqual([expect.objectContaining({ subName: '量子力学' })])
    expect(json('addresses')).toEqual([expect.objectContaining({ recipient: '张三' })])
    expect(json('messages')).toEqual([expect.objectContaining({ title: '预约到书' })])
    expect(json('feedback')).toEqual([expect.objectContaining({ content: '检索太慢' })])
    expect(json('requests')).toEqual([])
    expect(json('behaviour')).toEqual({ records: [], points: [] })
    expect(strFromU8(files['README.txt']!)).toMatch(/^My library data export/)
    const everything = Object.values(files).map((f) => strFromU8(f)).join('\n')
    expect(everything).not.toContain(patron.passwordHash)
    expect(everything).not.toMatch(/passwordHash|sessionId|jwtId|"token"/)
    expect(everything).not.toContain(jwt)

    const noPassword = await t.http().post('/find/userLogOut/userCancel').set({ ...headers, ...ZH }).send({ cancelType: 'deleteAccount' })
    expect(noPassword.body).toMatchObject({ success: false, errCode: 4162, message: '请输入当前密码以注销账户' })
    const wrong = await t.http().post('/find/userLogOut/userCancel').set({ ...headers, ...EN }).send({ cancelType: '1', password: 'wrong-one' })
    expect(wrong.body).toMatchObject({ success: false, errCode: 4014 })

    const done = await t.http().post('/find/userLogOut/userCancel').set({ ...headers, ...EN }).send({ cancelType: 'deleteAccount', password: PASSWORD })
    expect(done.body).toMatchObject({ success: true, data: { cancelType: 'deleteAccount', requestId: expect.any(Number) } })

    const after = await t.db.prisma.patron.findUniqueOrThrow({ where: { id: patron.id } })
    expect(after).toMatchObject({ name: '', email: '', mobile: '', picUrl: '', wechatOpenId: null, status: 'LEFT' })
    expect(after.username).toMatch(new RegExp(`^deleted-${patron.id}-[0-9a-f]{12}$`))
    expect(after.primaryId).toBe(after.username)
    expect(after.passwordHash.startsWith('$argon2')).toBe(false)
    expect(after.deletedAt).toBeInstanceOf(Date)
    const request = await t.db.prisma.accountDeletionRequest.findFirstOrThrow({ where: { patronId: patron.id } })
    expect(request).toMatchObject({ kind: 'ACCOUNT_DELETION', status: 'APPROVED', name: '' })
    const left = { tenantId, patronId: patron.id }
    expect(await t.db.prisma.favourite.count({ where: left })).toBe(0)
    expect(await t.db.prisma.favouriteFolder.count({ where: left })).toBe(0)
    expect(await t.db.prisma.subscription.count({ where: left })).toBe(0)
    expect(await t.db.prisma.address.count({ where: left })).toBe(0)
    expect(await t.db.prisma.message.count({ where: left })).toBe(0)
    expect(await t.db.prisma.userSetting.count({ where: left })).toBe(0)
    expect(await t.db.prisma.usageEvent.count({ where: left })).toBe(0)
    expect(await t.db.prisma.session.count({ where: { ...left, revokedAt: null } })).toBe(0)

    // The old password no longer signs in, under the old account or anything else.
    expect((await login(patron.username, PASSWORD)).body).toMatchObject({ success: false, errCode: 4001 })
    // Every old credential answers 401: the helper's token, the real sign-in's JWT, the SESSION cookie alone.
    expect((await t.http().get('/find/userLogOut/doUserLogOutOperationCheck').set(headers)).body).toMatchObject({ success: false, errCode: 401 })
    expect((await t.http().get('/find/user/getCertificationStatus').set({ groupCode: DEFAULT_GROUP, jwtOpacAuth: jwt })).body).toMatchObject({ errCode: 401 })
    expect((await t.http().get('/find/user/getCertificationStatus').set({ groupCode: DEFAULT_GROUP, cookie })).body).toMatchObject({ errCode: 401 })
    expect((await t.http().get('/trpc/overview.get').set({ groupCode: DEFAULT_GROUP, jwtOpacAuth: jwt })).status).toBe(401)

    // The comment stays, shown without the name, in the caller's language.
    const en = await t.http().post('/find/findUserEvaluation/userCommentList').set({ groupCode: DEFAULT_GROUP, ...EN }).send({ recordId: record.id, rows: 100 })
    expect(en.body.data.list).toContainEqual(expect.objectContaining({ id: comment.id, content: comment.content, userName: 'Deleted reader' }))
    const zh = await t.http().post('/find/findUserEvaluation/userCommentList').set({ groupCode: DEFAULT_GROUP, ...ZH }).send({ recordId: record.id, rows: 100 })
    expect(zh.body.data.list).toContainEqual(expect.objectContaining({ id: comment.id, userName: '已注销读者' }))
  })

  it('leaves userCancel without cancelType to leave-school, and refuses bad input clearly', async () => {
    const { headers } = await richPatron()
    const check = await t.http().get('/find/userLogOut/doUserLogOutOperationCheck').set(headers)
    expect(check.body.data).toMatchObject({ checkFlag: '1', user: expect.any(Object) })
    expect(check.body.data.cancelType).toBeUndefined()
    const odd = await t.http().get('/find/userLogOut/doUserLogOutOperationCheck?cancelType=<script>').set({ ...headers, ...EN })
    expect(odd.body).toMatchObject({ success: false, errCode: 400 })
    expect(odd.body.message).toMatch(/^Invalid request: cancelType/)
    const long = await t.http().post('/find/userLogOut/userCancel').set({ ...headers, ...EN }).send({ cancelType: 'deleteAccount', password: 'x'.repeat(10_000) })
    expect(long.body).toMatchObject({ success: false, errCode: 400 })
    const sql = await t.http().post('/find/userLogOut/userCancel').set({ ...headers, ...EN }).send({ cancelType: 'deleteAccount', password: "' OR 1=1 --" })
    expect(sql.body).toMatchObject({ success: false, errCode: 4014 })
    const trpcBad = await t.http().post('/trpc/accountDeletion.delete').set(headers).send({ password: 12 })
    expect(trpcBad.body.error.data.httpStatus).toBe(400)
  })
})

describe('personal overview (key 0)', () => {
  it('counts the patron’s own rows and lists the loans due first', async () => {
    const { patron, headers } = await richPatron()
    const copy = await t.db.prisma.item.findFirstOrThrow({ where: { tenantId, status: 'ON_SHELF', circAttr: '0', loans: { none: { status: 'ACTIVE' } } }, orderBy: { id: 'desc' } })
    expect((await t.http().post('/admin/circulation/checkout').set(librarian).send({ patron: patron.username, barcode: copy.barcode })).body.success).toBe(true)
    const res = await t.http().get('/find/userInfo/getPersonalOverview').set(headers)
    expect(res.body).toMatchObject({ success: true, data: { loanNum: 1, overdueNum: 0, favoriteNum: 1, subscribeNum: 1, unreadMsgNum: 1, fineNum: 0, fineAmount: '0.00' } })
    expect(res.body.data.dueSoonList).toEqual([expect.objectContaining({ overdueFlag: '0', normReturnDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })])
    const trpc = await t.http().get('/trpc/overview.get').set(headers)
    expect(trpc.body.result.data).toMatchObject({ currentLoans: 1, favourites: 1, subscriptions: 1, unreadMessages: 1 })
    expect((await t.http().get('/find/userInfo/getPersonalOverview').set({ groupCode: DEFAULT_GROUP })).body).toMatchObject({ success: false, errCode: 401 })
  })

  it('counts a request ready when its copy is kept at the desk, whether or not the notice reached the patron', async () => {
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const kept = await t.db.prisma.circulationRequest.count({ where: { patronId: reader.patronId, status: 'ACCEPT', item: { status: 'ON_HOLD' } } })
    expect(kept).toBeGreaterThan(0)
    expect(await t.db.prisma.circulationRequest.count({ where: { patronId: reader.patronId, status: 'ACCEPT', readyNoticeAt: { not: null } } })).toBe(0)
    const trpc = await t.http().get('/trpc/overview.get').set(reader.headers)
    expect(trpc.body.result.data).toMatchObject({ requestsReady: kept })
  })
})
