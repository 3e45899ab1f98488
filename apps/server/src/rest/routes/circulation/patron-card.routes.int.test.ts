import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

// The patron's own card and leaving school (issue 15): the status, the password check, reporting the card lost
// (undone only at a desk), and the leave-school check and application with each reason that sends a patron to a desk.

let t: TestApp
let tenantId: number
const EN = { 'content-language': 'en_US' }
const ZH = { 'content-language': 'zh_CN' }

beforeAll(async () => {
  t = await createTestApp()
  tenantId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })).id
})
afterAll(() => t.close())

/** A patron of the university with reader's password and nothing on loan, owed or requested. */
let made = 0
async function freshPatron(fields: Record<string, unknown> = {}) {
  const reader = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId, username: 'reader' } })
  made += 1
  const patron = await t.db.prisma.patron.create({
    data: { tenantId, username: `leaver${made}`, primaryId: `L2026${made}`, name: `离校生${made}`, passwordHash: reader.passwordHash, initialPassword: false, department: '物理学院', major: '应用物理', className: '物理2201', grade: '2022', ...fields },
  })
  return { patron, ...(await patronHeaders(t, DEFAULT_GROUP, patron.username)) }
}

const statusOf = async (id: number) => (await t.db.prisma.patron.findUniqueOrThrow({ where: { id } })).status

describe('card status', () => {
  it('answers the signed-in patron’s card in LibStar’s flags, and the frozen demo card of the city library', async () => {
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const res = await t.http().get('/find/user/getCertificationStatus').set(reader.headers)
    expect(res.body).toMatchObject({ success: true, errCode: 200 })
    expect(res.body.data).toEqual({
      cardStatus: 'NORMAL', lossFlag: '0', frozenFlag: '0', leaveFlag: '0', canLoss: '1', emailCheckFlag: '1', mobileCheckFlag: '0', startDate: '2024-09-01', endDate: '2030-07-31',
    })
    const cityScholar = await patronHeaders(t, CITY_GROUP, 'scholar')
    const city = await t.http().get('/find/user/getCertificationStatus').set(cityScholar.headers)
    expect(city.body.data).toMatchObject({ cardStatus: 'FROZEN', frozenFlag: '1', canLoss: '0' })
    const trpc = await t.http().get('/trpc/circulation.card.status').set(cityScholar.headers)
    expect(trpc.body.result.data).toMatchObject({ status: 'FROZEN', canReportLost: false, validUntil: '2030-07-31T00:00:00.000Z' })
    expect((await t.http().get('/find/user/getCertificationStatus')).body).toMatchObject({ success: false, errCode: 401 })
  })
})

describe('reporting the card lost', () => {
  it('checks the password first, changing nothing; a wrong or missing one is refused in the caller’s language', async () => {
    const { patron, headers } = await freshPatron()
    expect((await t.http().post('/find/user/gsCardCheck').set(headers).send({ password: 'Reader@2026' })).body).toMatchObject({ success: true, data: true })
    const wrong = await t.http().post('/find/user/gsCardCheck').set({ ...headers, ...EN }).send({ password: 'wrong-one' })
    expect(wrong.body).toMatchObject({ success: false, errCode: 4014, message: 'The current password is wrong' })
    const empty = await t.http().post('/find/user/gsCardCheck').set({ ...headers, ...ZH }).send({})
    expect(empty.body).toMatchObject({ success: false, errCode: 400 })
    expect(empty.body.message).toMatch(/^请求参数有误：password/)
    const emptyEn = await t.http().post('/find/user/gsCardCheck').set({ ...headers, ...EN }).send({ password: '' })
    expect(emptyEn.body.message).toMatch(/^Invalid request: password/)
    const trpc = await t.http().post('/trpc/circulation.card.checkPassword').set(headers).send({ password: 'Reader@2026' })
    expect(trpc.body.result.data).toEqual({ passed: true })
    expect(await statusOf(patron.id)).toBe('NORMAL')
  })

  it('reports it lost with the password, once, audited; only a desk undoes it', async () => {
    const { patron, headers } = await freshPatron()
    const refused = await t.http().post('/find/user/gsCard').set({ ...headers, ...EN }).send({ password: 'wrong-one' })
    expect(refused.body).toMatchObject({ success: false, errCode: 4014 })
    expect(await statusOf(patron.id)).toBe('NORMAL')
    const res = await t.http().post('/find/user/gsCard').set(headers).send({ password: 'Reader@2026', lossFlag: '1' })
    expect(res.body).toMatchObject({ success: true, data: { cardStatus: 'LOST', lossFlag: '1', frozenFlag: '0', changed: true } })
    expect(await statusOf(patron.id)).toBe('LOST')
    const again = await t.http().post('/trpc/circulation.card.reportLost').set(headers).send({ password: 'Reader@2026' })
    expect(again.body.result.data).toEqual({ patronId: patron.id, previous: 'LOST', status: 'LOST', changed: false })
    const audit = await t.db.prisma.auditEntry.findMany({ where: { tenantId, subject: `Patron:${patron.id}` } })
    expect(audit.map((a) => [a.action, a.staffId, a.patronId, a.before, a.after])).toEqual([['CARD_REPORT_LOST', null, patron.id, { status: 'NORMAL' }, { status: 'LOST' }]])
    const undo = await t.http().post('/find/user/gsCard').set({ ...headers, ...EN }).send({ password: 'Reader@2026', lossFlag: 0 })
    expect(undo.body).toMatchObject({ success: false, errCode: 4075, message: 'A card reported lost is restored at a library desk: please bring your ID' })
    const status = await t.http().get('/find/user/getCertificationStatus').set(headers)
    expect(status.body.data).toMatchObject({ cardStatus: 'LOST', lossFlag: '1', canLoss: '0' })
  })

  it('refuses a frozen card: it is unfrozen at a desk first', async () => {
    const { patron, headers } = await freshPatron({ status: 'FROZEN' })
    const res = await t.http().post('/find/user/gsCard').set({ ...headers, ...ZH }).send({ password: 'Reader@2026' })
    expect(res.body).toMatchObject({ success: false, errCode: 4080, message: '读者证已冻结，请先到图书馆服务台解冻' })
    expect(await statusOf(patron.id)).toBe('FROZEN')
  })
})

describe('leaving school', () => {
  it('sends a patron with loans to the desk, with the reasons in the caller’s language, and writes nothing', async () => {
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const loans = await t.db.prisma.loan.count({ where: { patronId: reader.patronId, status: 'ACTIVE' } })
    expect(loans).toBeGreaterThan(0)
    const check = await t.http().get('/find/userLogOut/doUserLogOutOperationCheck').set({ ...reader.headers, ...EN })
    expect(check.body.data.checkFlag).toBe('0')
    expect(check.body.data.reasonList).toContainEqual({ reason: 'CURRENT_LOANS', num: loans, duePay: '0.00', message: `Items still on loan: ${loans}` })
    expect(check.body.data.user).toMatchObject({ name: '林晓', primaryId: '2024010001', username: 'reader', department: '计算机学院' })
    const zh = await t.http().post('/find/userLogOut/userCancel').set({ ...reader.headers, ...ZH }).send({})
    expect(zh.body).toMatchObject({ success: false, errCode: 4082 })
    expect(zh.body.message).toContain(`请到图书馆服务台办理离校：尚有未归还图书：${loans} 册`)
    const en = await t.http().post('/trpc/circulation.leaveSchool.leave').set({ ...reader.headers, ...EN }).send({})
    expect(en.body.error.message).toContain(`Please visit a library desk to leave school: Items still on loan: ${loans}`)
    expect(await statusOf(reader.patronId)).toBe('NORMAL')
    expect(await t.db.prisma.accountDeletionRequest.count({ where: { patronId: reader.patronId } })).toBe(0)
  })

  it('lists unpaid fines (not treated, cancelled or paid ones), open requests and a frozen or lost card', async () => {
    const { patron, headers } = await freshPatron({ status: 'LOST' })
    const fine = (amountDueCents: number, extra: Record<string, unknown> = {}) =>
      t.db.prisma.behaviourRecord.create({ data: { tenantId, patronId: patron.id, typeCode: 'OVERDUE', typeName: '超期', amountDueCents, recordTime: new Date(), ...extra } })
    await fine(350)
    await fine(200, { amountPaidCents: 50, processFlag: 'PROCESSING' })
    await fine(900, { processFlag: 'TREATED' })
    await fine(400, { processFlag: 'CANCELLED' })
    await fine(300, { amountPaidCents: 100, waivedCents: 200 })
    const record = await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId } })
    await t.db.prisma.circulationRequest.create({ data: { tenantId, patronId: patron.id, recordId: record.id, requestNo: 'LEAVE-TEST-1', type: 'RESERVATION', status: 'START' } })
    const res = await t.http().get('/trpc/circulation.leaveSchool.check').set(headers)
    expect(res.body.result.data).toMatchObject({
      canLeave: false,
      blockers: [{ reason: 'UNPAID_FINES', count: 2, amountCents: 500 }, { reason: 'WAITING_REQUESTS', count: 1, amountCents: 0 }, { reason: 'CARD_LOST', count: 1, amountCents: 0 }],
    })
    const rest = await t.http().get('/find/userLogOut/doUserLogOutOperationCheck').set({ ...headers, ...ZH })
    expect(rest.body.data.reasonList.map((r: { message: string }) => r.message)).toEqual(['尚有未缴罚款：2 笔（应缴 5.00 元）', '尚有未完成的请求：1 个', '读者证已挂失'])
  })

  it('closes the account of a patron nothing keeps, with an approved leave-school request; once', async () => {
    const { patron, headers } = await freshPatron()
    const check = await t.http().get('/find/userLogOut/doUserLogOutOperationCheck').set(headers)
    expect(check.body.data).toEqual({
      checkFlag: '1', reasonList: [],
      user: { name: patron.name, primaryId: patron.primaryId, username: patron.username, department: '物理学院', major: '应用物理', className: '物理2201', grade: '2022' },
    })
    const res = await t.http().post('/find/userLogOut/userCancel').set(headers).send({})
    expect(res.body).toMatchObject({ success: true, data: { requestId: expect.any(Number), leaveDate: expect.any(String) } })
    expect(await statusOf(patron.id)).toBe('LEFT')
    const request = await t.db.prisma.accountDeletionRequest.findUniqueOrThrow({ where: { id: res.body.data.requestId } })
    expect(request).toMatchObject({ patronId: patron.id, kind: 'LEAVE_SCHOOL', status: 'APPROVED', name: patron.name, major: '应用物理', grade: '2022', blockers: [] })
    expect(request.processedAt).not.toBeNull()
    const again = await t.http().post('/find/userLogOut/userCancel').set({ ...headers, ...EN }).send({})
    expect(again.body).toMatchObject({ success: false, errCode: 4083, message: 'You have already left school' })
    expect(await t.db.prisma.accountDeletionRequest.count({ where: { patronId: patron.id } })).toBe(1)
    // Signing in again is refused: the account is closed.
    const login = await t.http().post('/oga/login').set({ groupCode: DEFAULT_GROUP, ...EN }).send({ username: patron.username, password: 'Reader@2026', verifyCode: 'TEST', codeKey: 'x' })
    expect(login.body.success).toBe(false)
  })

  it('leaves two tabs applying at once with one request', async () => {
    const { patron, headers } = await freshPatron()
    const answers = await Promise.all([1, 2, 3].map(() => t.http().post('/find/userLogOut/userCancel').set(headers).send({})))
    expect(answers.filter((a) => a.body.success)).toHaveLength(1)
    expect(answers.filter((a) => !a.body.success).map((a) => a.body.errCode)).toEqual([4083, 4083])
    expect(await t.db.prisma.accountDeletionRequest.count({ where: { patronId: patron.id } })).toBe(1)
  })
})
