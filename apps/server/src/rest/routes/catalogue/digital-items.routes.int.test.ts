import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
const items: Record<'open' | 'licensed' | 'city', { id: number; recordId: number }> = {} as never
beforeAll(async () => {
  t = await createTestApp()
  const digital = (groupCode: string, requiresLogin: boolean) =>
    t.db.prisma.electronicItem.findFirstOrThrow({ where: { tenant: { groupCode }, kind: 'DIGITAL', requiresLogin }, orderBy: { id: 'asc' }, select: { id: true, recordId: true } })
  items.open = await digital(DEFAULT_GROUP, false)
  items.licensed = await digital(DEFAULT_GROUP, true)
  items.city = await digital(CITY_GROUP, false)
})
afterAll(() => t.close())

const post = (path: string, body: object, headers: Record<string, string> = { groupCode: DEFAULT_GROUP }) => t.http().post(path).set(headers).send(body)
const file = (groupCode: string, itemId: number, headers: Record<string, string> = {}) =>
  t.http().get(`/find/dItem/file/${groupCode}/${itemId}`).set(headers).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = []
    res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)))
  })

describe('digitised items', () => {
  it('getDItems lists a record’s digitised copies with their preview path and file address', async () => {
    const res = await post('/find/dItem/getDItems', { recordId: String(items.open.recordId) })
    expect(res.body).toMatchObject({ success: true, errCode: 200 })
    expect(res.body.data).toEqual([expect.objectContaining({
      id: items.open.id, kind: 'DIGITAL', mimeType: 'application/pdf', requiresLogin: false,
      previewPath: `/previewPdf/${items.open.recordId}/${items.open.id}`, url: `/find/dItem/file/${DEFAULT_GROUP}/${items.open.id}`,
    })])
    expect(res.body.data[0].sizeBytes).toBeGreaterThan(1000)
    const none = await post('/find/dItem/getDItems', { recordId: 999_999_999 })
    expect(none.body).toMatchObject({ success: false, errCode: 404 })
  })

  it('getPdfUrl counts a visit, and the file is a real PDF served inline', async () => {
    const before = await t.db.prisma.electronicItem.findUniqueOrThrow({ where: { id: items.open.id } })
    const link = await post('/find/dItem/getPdfUrl', { recordId: items.open.recordId, itemId: items.open.id })
    expect(link.body.data.url).toBe(`/find/dItem/file/${DEFAULT_GROUP}/${items.open.id}`)
    expect((await t.db.prisma.electronicItem.findUniqueOrThrow({ where: { id: items.open.id } })).visitCount).toBe(before.visitCount + 1)
    const res = await file(DEFAULT_GROUP, items.open.id)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="demo-th-\d{4}\.pdf"/)
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-')
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length)
    const download = await file(DEFAULT_GROUP, items.open.id).query({ download: '1' })
    expect(download.headers['content-disposition']).toMatch(/^attachment;/)
    expect((await t.db.prisma.electronicItem.findUniqueOrThrow({ where: { id: items.open.id } })).downloadCount).toBe(before.downloadCount + 1)
  })

  it('a campus-licensed item asks for sign-in, and opens for a signed-in patron of its library only', async () => {
    const anonymous = await post('/find/dItem/getPdfUrl', { recordId: items.licensed.recordId, itemId: items.licensed.id })
    expect(anonymous.body).toMatchObject({ success: false, errCode: 401 })
    expect((await file(DEFAULT_GROUP, items.licensed.id)).status).toBe(401)
    const patron = await patronHeaders(t, DEFAULT_GROUP, 'demo-reader-01')
    const signedIn = await post('/find/dItem/getPdfUrl', { recordId: items.licensed.recordId, itemId: items.licensed.id }, patron.headers)
    expect(signedIn.body.success).toBe(true)
    const res = await file(DEFAULT_GROUP, items.licensed.id, { jwtOpacAuth: patron.headers.jwtOpacAuth })
    expect(res.status).toBe(200)
    const cityReader = await patronHeaders(t, CITY_GROUP, 'demo-reader-01')
    expect((await file(DEFAULT_GROUP, items.licensed.id, { jwtOpacAuth: cityReader.headers.jwtOpacAuth })).status).not.toBe(200)
  })

  it('an item is reached only through its own tenant and record', async () => {
    expect((await post('/find/dItem/getPdfUrl', { recordId: items.city.recordId, itemId: items.city.id })).body.errCode).toBe(404)
    expect((await post('/find/dItem/getPdfUrl', { recordId: items.open.recordId + 1, itemId: items.open.id })).body.errCode).toBe(404)
    const wrongTenant = await file(DEFAULT_GROUP, items.city.id)
    expect(wrongTenant.body.toString()).toContain('"success":false')
    expect((await file(CITY_GROUP, items.city.id)).status).toBe(200)
    expect((await file('nope', items.city.id)).body.toString()).toContain('"success":false')
  })

  it('bad ids and a file missing from storage answer a clear error, never a 500', async () => {
    for (const body of [{ recordId: 'x', itemId: 1 }, { recordId: 1 }, { recordId: -1, itemId: 1 }]) {
      const res = await post('/find/dItem/getPdfUrl', body, { groupCode: DEFAULT_GROUP, language: 'ENG' })
      expect(res.body).toMatchObject({ success: false, errCode: 400 })
    }
    expect((await file(DEFAULT_GROUP, 0)).status).toBeLessThan(500)
    const orphan = await t.db.prisma.electronicItem.create({
      data: { tenantId: (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })).id, recordId: items.open.recordId, kind: 'DIGITAL', storageKey: '900001/digital/gone.pdf', mimeType: 'application/pdf', fileName: 'gone.pdf' },
    })
    const missing = await file(DEFAULT_GROUP, orphan.id, { language: 'ENG' })
    expect(missing.status).toBeLessThan(500)
    expect(JSON.parse(missing.body.toString())).toMatchObject({ success: false, errCode: 404, message: 'The requested data was not found' })
  })
})
