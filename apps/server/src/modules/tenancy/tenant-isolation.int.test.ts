import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signToken } from '../../kernel/tokens.ts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, staffHeaders, type TestApp } from '../../testing/test-app.ts'

// Architecture §4: a patron or staff member of one tenant can read or change nothing of another.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** A patron session as /oga/login will create it (issue 6), made directly here. */
async function patronToken(groupCode: string, username: string) {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode } })
  const patron = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId: tenant.id, username } })
  const { token, claims } = signToken(t.env.JWT_SECRET, { sub: String(patron.id), groupCode, mappingPath: tenant.mappingPath, typ: 'patron' })
  const sessionId = randomBytes(16).toString('hex')
  await t.db.prisma.session.create({ data: { id: sessionId, tenantId: tenant.id, patronId: patron.id, jwtId: claims.jti, expiresAt: new Date(claims.exp * 1000) } })
  return { token, sessionId, patronId: patron.id }
}

describe('staff of one tenant', () => {
  it('cannot read or change another tenant’s configuration by switching the groupCode header', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const read = await t.http().get('/admin/settings').set({ ...headers, groupCode: CITY_GROUP })
    expect(read.status).toBe(403)
    const write = await t.http().patch('/admin/settings').set({ ...headers, groupCode: CITY_GROUP }).send({ findConfig: { loginFlag: '1' } })
    expect(write.status).toBe(403)
    const city = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: CITY_GROUP } })
    expect((city.config as Record<string, unknown>).loginFlag).toBeUndefined()
  })

  it('cannot change, delete or reference another tenant’s places by id', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const cityLibrary = await t.db.prisma.library.findFirstOrThrow({ where: { libCode: '90000200002' } })
    const cityCampus = await t.db.prisma.campus.findFirstOrThrow({ where: { campusCode: 'BJ-N' } })
    expect((await t.http().put(`/admin/libraries/${cityLibrary.id}`).set(headers).send({ libName: 'taken over' })).body).toMatchObject({ success: false, errCode: 404 })
    expect((await t.http().delete(`/admin/libraries/${cityLibrary.id}`).set(headers)).body.success).toBe(false)
    const foreignRef = await t.http().post('/admin/locations').set(headers).send({ locationCode: 'X1', locationName: 'x', libraryId: cityLibrary.id })
    expect(foreignRef.body.success).toBe(false)
    const foreignCampus = await t.http().post('/admin/libraries').set(headers).send({ libCode: 'X1', libName: 'x', campusId: cityCampus.id })
    expect(foreignCampus.body.success).toBe(false)
    const listed = await t.http().get('/admin/libraries').set(headers)
    expect(listed.body.data.every((l: { tenantId: number }) => l.tenantId !== cityLibrary.tenantId)).toBe(true)
    expect((await t.db.prisma.library.findUniqueOrThrow({ where: { id: cityLibrary.id } })).libName).toBe('江北少儿分馆')
  })

  it('cannot change another tenant’s menu items', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const cityMenu = await t.db.prisma.menuItem.findFirstOrThrow({ where: { tenant: { groupCode: CITY_GROUP } } })
    expect((await t.http().put(`/admin/menus/${cityMenu.id}`).set(headers).send({ menuName: 'x' })).body.success).toBe(false)
    expect((await t.http().delete(`/admin/menus/${cityMenu.id}`).set(headers)).body.success).toBe(false)
    expect(await t.db.prisma.menuItem.count({ where: { id: cityMenu.id } })).toBe(1)
  })
})

describe('patrons of one tenant', () => {
  it('are resolved to their own tenant by token or SESSION cookie alone (contract §2.3)', async () => {
    const { token, sessionId } = await patronToken(CITY_GROUP, 'citizen')
    for (const auth of [{ jwtOpacAuth: token }, { cookie: `jwt=${token}; jwtHeader=jwtOpacAuth` }, { cookie: `SESSION=${sessionId}` }]) {
      const res = await t.http().post('/find/homePage/getGroupCode').set(auth).send({ mappingPath: '' })
      expect(res.body.data.groupCode).toBe(CITY_GROUP)
    }
  })

  it('cannot act in another tenant by naming it in the groupCode header', async () => {
    const { token } = await patronToken(CITY_GROUP, 'citizen')
    const res = await t.http().post('/oga/opaclibcode/savelastlibcode').set({ jwtOpacAuth: token, groupCode: DEFAULT_GROUP }).send({ libCode: '90000100001' })
    expect(res.body.success).toBe(true) // the default tenant's public picker works for anyone…
    const citizen = await t.db.prisma.patron.findFirstOrThrow({ where: { username: 'citizen' } })
    expect(citizen.homeLibraryId).toBeNull() // …but nothing of the City patron's record was touched by it.
  })

  it('saves the chosen library on the patron’s own record', async () => {
    const { token, patronId } = await patronToken(CITY_GROUP, 'citizen')
    await t.http().post('/oga/opaclibcode/savelastlibcode').set({ jwtOpacAuth: token }).send({ libCode: '90000200003' })
    const library = await t.db.prisma.library.findFirstOrThrow({ where: { libCode: '90000200003' } })
    expect((await t.db.prisma.patron.findUniqueOrThrow({ where: { id: patronId } })).homeLibraryId).toBe(library.id)
  })
})
