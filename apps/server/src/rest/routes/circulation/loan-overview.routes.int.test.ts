import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

// UserLoanRules, userLimit and loanChart (contract §3.7): the patron's own rules, counts and subjects.

let t: TestApp
let reader: Awaited<ReturnType<typeof patronHeaders>>
beforeAll(async () => {
  t = await createTestApp()
  reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
})
afterAll(() => t.close())

describe('the borrowing overview', () => {
  it('UserLoanRules answers the rules of the patron’s type with the contract’s names', async () => {
    const res = await t.http().post('/find/userInfo/UserLoanRules').set(reader.headers).send({})
    expect(res.body.data).toEqual([
      { ruleName: '本科生普通图书', applicablePolicy: '', maxBorrowingNumber: 20, maxRenewalTime: 1, maxPenalty: 30, normalLoanPeriod: 30, keepBookNum: 3, applicableLocation: '全部馆藏地' },
    ])
    // The city library requires a verified contact before personal calls (forced binding): citizen has bound one.
    const citizen = await patronHeaders(t, CITY_GROUP, 'citizen')
    await t.db.prisma.patron.update({ where: { id: citizen.patronId }, data: { emailVerified: true } })
    const city = await t.http().post('/find/userInfo/UserLoanRules').set(citizen.headers).send({})
    expect(city.body.data.map((r: { ruleName: string }) => r.ruleName)).toEqual(['成人读者外借'])
  })

  it('userLimit counts the signed-in patron’s own rows, whatever userId the request names', async () => {
    const tenantId = reader.tenantId
    const mine = await t.http().get('/find/user/userLimit').set(reader.headers)
    expect(mine.body.data).toEqual({
      userRequestNum: await t.db.prisma.circulationRequest.count({ where: { tenantId, patronId: reader.patronId, status: { in: ['START', 'ACCEPT'] } } }),
      userLoanExpiredNum: await t.db.prisma.loan.count({ where: { tenantId, patronId: reader.patronId, status: 'ACTIVE', dueDate: { lt: new Date() } } }),
      userBehavierNotDealNum: await t.db.prisma.behaviourRecord.count({ where: { tenantId, patronId: reader.patronId, processFlag: { in: ['UNTREATED', 'PROCESSING'] } } }),
    })
    const scholar = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId, username: 'scholar' } })
    expect((await t.http().get(`/find/user/userLimit?userId=${scholar.id}`).set(reader.headers)).body.data).toEqual(mine.body.data)
  })

  it('loanChart counts every loan of the patron by the CLC main class of its call number, named in the caller’s language', async () => {
    const res = await t.http().post('/find/loanInfo/loanChart').set({ ...reader.headers, 'content-language': 'en_US' }).send({})
    const { classNo, callNoMapDtos } = res.body.data as { classNo: { code: string; name: string }[]; callNoMapDtos: { callNo: string; num: number }[] }
    const total = await t.db.prisma.loan.count({ where: { tenantId: reader.tenantId, patronId: reader.patronId } })
    expect(callNoMapDtos.reduce((sum, c) => sum + c.num, 0)).toBe(total)
    expect(classNo.find((c) => c.code === 'T')?.name).toBe('Industrial technology')
    expect(callNoMapDtos.map((c) => c.num)).toEqual([...callNoMapDtos.map((c) => c.num)].sort((a, b) => b - a))
  })

  it('refuses a visitor', async () => {
    for (const [method, url] of [['post', '/find/userInfo/UserLoanRules'], ['get', '/find/user/userLimit'], ['post', '/find/loanInfo/loanChart']] as const)
      expect((await t.http()[method](url).set('groupCode', DEFAULT_GROUP)).status).toBe(401)
  })
})
