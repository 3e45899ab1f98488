import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

// A patron is named in a tenant's usage log only by that tenant: a patron of another library browsing this
// portal (own token, this tenant's groupCode) is logged as anonymous on both doors.

let t: TestApp
let cityId: number
let cityRecordId: number
let reader: Awaited<ReturnType<typeof patronHeaders>>

beforeAll(async () => {
  t = await createTestApp()
  cityId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: CITY_GROUP } })).id
  cityRecordId = (await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId: cityId, suppressed: false }, orderBy: { id: 'asc' } })).id
  reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
})
afterAll(() => t?.close())

/** The patron ids of the events a step wrote in a tenant. */
async function loggedPatrons(tenantId: number, step: () => Promise<unknown>) {
  const before = await t.db.prisma.usageEvent.aggregate({ where: { tenantId }, _max: { id: true } })
  await step()
  const events = await t.db.prisma.usageEvent.findMany({ where: { tenantId, id: { gt: before._max.id ?? 0n } }, orderBy: { id: 'asc' } })
  return events.map((e) => e.patronId)
}

const trpc = (path: string, input: object, headers: Record<string, string>) => t.http().post(`/trpc/${path}`).set(headers).send(input)

describe('usage events name only a patron of the request’s tenant', () => {
  it('REST eleLog, newEle/log and behaviorRecord calls of a foreign patron are anonymous', async () => {
    const foreign = { ...reader.headers, groupCode: CITY_GROUP }
    const patrons = await loggedPatrons(cityId, async () => {
      expect((await t.http().post('/find/eleLog/addEleClick').set(foreign).send({ id: 'e-1' })).body.success).toBe(true)
      expect((await t.http().get('/find/eleLog/addEleVisits').query({ page: 'home' }).set(foreign)).body.success).toBe(true)
      expect((await t.http().post('/find/newEle/log/addDatabaseClick').set(foreign).send({ dbId: '1' })).body.success).toBe(true)
      expect((await t.http().post('/find/index/indexNavigationClickLog').set(foreign).send({ menuId: '7' })).body.success).toBe(true)
      expect((await t.http().post('/find/behaviorRecord/add').set(foreign).send({ recordId: cityRecordId })).body.success).toBe(true)
      expect((await t.http().post('/find/behaviorRecord/add').set(foreign).send({ searchValue: '围城' })).body.success).toBe(true)
    })
    expect(patrons).toEqual([null, null, null, null, null, null])
  })

  it('the tRPC twins of a foreign patron are anonymous too', async () => {
    const foreign = { ...reader.headers, groupCode: CITY_GROUP }
    const patrons = await loggedPatrons(cityId, async () => {
      expect((await trpc('home.logUsage', { kind: 'ELE_VISIT', targetId: 'home' }, foreign)).body.result).toBeDefined()
      expect((await trpc('catalogue.usage.recordBehaviour', { recordId: cityRecordId }, foreign)).body.result).toBeDefined()
    })
    expect(patrons).toEqual([null, null])
  })

  it('a patron at home is still named, on both doors', async () => {
    const own = reader.headers
    const patrons = await loggedPatrons(reader.tenantId, async () => {
      await t.http().post('/find/eleLog/addEleClick').set(own).send({ id: 'e-2' })
      await trpc('home.logUsage', { kind: 'ELE_VISIT', targetId: 'home' }, own)
      await t.http().post('/find/behaviorRecord/add').set(own).send({ searchValue: '三体' })
    })
    expect(patrons).toEqual([reader.patronId, reader.patronId, reader.patronId])
    // …and their history shows only what they did at home.
    const history = await t.http().get('/find/behaviorRecord/list').set(own)
    expect(history.body.data.list.map((e: { searchValue: string | null }) => e.searchValue)).toContain('三体')
    expect(history.body.data.list.map((e: { searchValue: string | null }) => e.searchValue)).not.toContain('围城')
  })
})
