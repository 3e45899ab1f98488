import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('administrators manage identity providers (/admin/identity-providers)', () => {
  it('creates, lists with the secret masked, changes keeping a masked secret, deletes', async () => {
    const admin = await staffHeaders(t, DEFAULT_GROUP)
    const created = await t.http().post('/admin/identity-providers').set(admin)
      .send({ code: 'campus-oidc', kind: 'OIDC', displayName: '统一身份认证', settings: { issuer: 'https://idp.example.edu', clientId: 'portal', clientSecret: 's3cret' } })
    expect(created.body.data).toMatchObject({ code: 'campus-oidc', kind: 'OIDC', enabled: true, settings: { clientSecret: '********' } })
    const id = created.body.data.id as number
    const list = await t.http().get('/admin/identity-providers').set(admin)
    expect(JSON.stringify(list.body)).not.toContain('s3cret')
    const changed = await t.http().patch(`/admin/identity-providers/${id}`).set(admin)
      .send({ displayName: 'Campus', settings: { issuer: 'https://idp2.example.edu', clientId: 'portal', clientSecret: '********' } })
    expect(changed.body.data).toMatchObject({ displayName: 'Campus', settings: { issuer: 'https://idp2.example.edu' } })
    const row = await t.db.prisma.identityProvider.findUniqueOrThrow({ where: { id } })
    expect(row.settings).toMatchObject({ clientSecret: 's3cret' })
    expect((await t.http().delete(`/admin/identity-providers/${id}`).set(admin)).body.data).toEqual({ deleted: true })
  })

  it('refuses settings that do not fit the kind, a duplicate code, another tenant’s row and non-admins', async () => {
    const admin = await staffHeaders(t, DEFAULT_GROUP)
    const bad = await t.http().post('/admin/identity-providers').set(admin).send({ code: 'cas', kind: 'CAS', settings: { serverUrl: 'ftp://x' } })
    expect(bad.body).toMatchObject({ success: false, errCode: 400 })
    const ok = await t.http().post('/admin/identity-providers').set(admin).send({ code: 'cas', kind: 'CAS', settings: { serverUrl: 'https://cas.example.edu/cas' } })
    expect(ok.body.success).toBe(true)
    expect((await t.http().post('/admin/identity-providers').set(admin).send({ code: 'cas', kind: 'CAS', settings: { serverUrl: 'https://cas.example.edu/cas' } })).body.errCode).toBe(409)
    const cityAdmin = await staffHeaders(t, CITY_GROUP)
    expect((await t.http().delete(`/admin/identity-providers/${ok.body.data.id}`).set(cityAdmin)).body.errCode).toBe(404)
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    expect((await t.http().get('/admin/identity-providers').set(reader.headers)).status).toBe(401)
  })
})
