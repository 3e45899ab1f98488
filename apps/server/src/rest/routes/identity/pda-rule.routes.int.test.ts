import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the purchase-on-demand rule', () => {
  it('answers a default text in the caller’s language until the library sets its own, and 401 without a session', async () => {
    expect((await t.http().get('/find/pda/getPdaRule').set('groupCode', DEFAULT_GROUP)).status).toBe(401)
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const english = await t.http().get('/find/pda/getPdaRule').set(reader.headers).set('content-language', 'en_US')
    expect(english.body.data.ruleText).toMatch(/purchase/i)
    const tenant = await t.db.prisma.tenant.findFirstOrThrow({ where: { groupCode: DEFAULT_GROUP } })
    await t.db.prisma.tenantParameter.upsert({
      where: { tenantId_paraCode: { tenantId: tenant.id, paraCode: 'pdaRule' } },
      create: { tenantId: tenant.id, paraCode: 'pdaRule', paraValue: '本馆荐购规则' },
      update: { paraValue: '本馆荐购规则' },
    })
    try {
      const own = await t.http().post('/find/pda/getPdaRule').set(reader.headers).send({})
      expect(own.body.data.ruleText).toBe('本馆荐购规则')
    } finally {
      await t.db.prisma.tenantParameter.delete({ where: { tenantId_paraCode: { tenantId: tenant.id, paraCode: 'pdaRule' } } })
    }
  })

  it('accepting sets the patron’s pdaRuleFlag for good, over REST and tRPC', async () => {
    const scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
    const patron = await t.db.prisma.patron.findUniqueOrThrow({ where: { id: scholar.patronId } })
    try {
      await t.db.prisma.patron.update({ where: { id: patron.id }, data: { pdaRuleAccepted: false } })
      expect((await t.http().get('/find/pda/getPdaRule').set(scholar.headers)).body.data.pdaRuleFlag).toBe('0')
      expect((await t.http().post('/find/userInfo/updatePdaRuleFlag').set(scholar.headers).send({})).body.data).toEqual({ pdaRuleFlag: '1' })
      expect((await t.http().get('/oga/userinfo').set(scholar.headers)).body.data.pdaRuleFlag).toBe('1')
      await t.db.prisma.patron.update({ where: { id: patron.id }, data: { pdaRuleAccepted: false } })
      const viaTrpc = await t.http().post('/trpc/identity.acceptPdaRule').set(scholar.headers).send({})
      expect(viaTrpc.body.result.data).toEqual({ pdaRuleFlag: '1' })
      expect((await t.http().get('/trpc/identity.pdaRule').set(scholar.headers)).body.result.data.pdaRuleFlag).toBe('1')
    } finally {
      await t.db.prisma.patron.update({ where: { id: patron.id }, data: { pdaRuleAccepted: patron.pdaRuleAccepted } })
    }
  })
})
