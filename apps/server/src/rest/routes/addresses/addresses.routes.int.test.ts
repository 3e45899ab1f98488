import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ERROR_CODES, MAX_ADDRESSES } from '@portal/contracts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

// The address book (/find/userAddress/*) over a real database: the area cascade of the division codes, names taken
// from the code and not from the client, each field checked in the caller's language, one default per patron even
// under concurrent calls, deleting the default, the limit, requests that used an address, another patron's ids.

type Patron = Awaited<ReturnType<typeof patronHeaders>>
type Wire = { id: number; province: string; city: string; area: string; areaCode: string; defaultFlag: string; name: string; address: string }
let t: TestApp
let reader: Patron
let scholar: Patron
let citizen: Patron
const EN = { 'content-language': 'en_US' }
const good = { addressType: '1', areaCode: '110108', address: '颐和园路 5 号', zipCode: '100871', name: '李读者', phone: '13800138000' }

beforeAll(async () => {
  t = await createTestApp()
  reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
  scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
  citizen = await patronHeaders(t, CITY_GROUP, 'citizen')
  await t.db.prisma.patron.update({ where: { id: citizen.patronId }, data: { emailVerified: true } })
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.db.prisma.address.deleteMany({ where: { patronId: { in: [reader.patronId, scholar.patronId] } } })
})

const call = (who: Patron, path: string, body: object = {}, headers: Record<string, string> = {}) =>
  t.http().post(`/find/userAddress/${path}`).set({ ...who.headers, ...headers }).send(body)
const add = async (who: Patron, body: object = {}) => {
  const res = await call(who, 'add', { ...good, ...body })
  expect(res.body).toMatchObject({ success: true })
  return res.body.data as Wire
}
const defaults = async (who: Patron) => t.db.prisma.address.findMany({ where: { patronId: who.patronId, isDefault: true }, select: { id: true } })

describe('loadArea and getAddressType', () => {
  it('walks the division codes province → city → district in the six-digit form', async () => {
    const provinces = (await t.http().get('/find/userAddress/loadArea').set('groupCode', DEFAULT_GROUP)).body.data as { code: string; name: string }[]
    expect(provinces).toHaveLength(31)
    expect(provinces[0]).toEqual({ code: '110000', name: '北京市' })
    const cities = (await t.http().post('/find/userAddress/loadArea').set('groupCode', DEFAULT_GROUP).send({ parentCode: '330000' })).body.data as { code: string; name: string }[]
    expect(cities).toContainEqual({ code: '330100', name: '杭州市' })
    const districts = (await t.http().post('/find/userAddress/loadArea').set('groupCode', DEFAULT_GROUP).send({ parentCode: '330100' })).body.data as { code: string; name: string }[]
    expect(districts).toContainEqual({ code: '330106', name: '西湖区' })
    expect((await t.http().post('/find/userAddress/loadArea').set('groupCode', DEFAULT_GROUP).send({ parentCode: '<script>' })).body.data).toEqual([])
  })

  it('answers the address types in the caller’s language', async () => {
    const zh = (await t.http().get('/find/userAddress/getAddressType').set('groupCode', DEFAULT_GROUP)).body.data
    const en = (await t.http().get('/find/userAddress/getAddressType').set({ groupCode: DEFAULT_GROUP, ...EN })).body.data
    expect(zh[0]).toEqual({ code: '1', name: '家庭地址' })
    expect(en[0]).toEqual({ code: '1', name: 'Home' })
  })
})

describe('add, update, get', () => {
  it('stores the names of the district code, never the client’s, and makes the first address the default', async () => {
    const made = await add(reader, { province: '火星', city: 'X', area: 'Y' })
    expect(made).toMatchObject({ province: '北京市', city: '市辖区', area: '海淀区', areaCode: '110108', defaultFlag: '1', name: '李读者' })
    const second = await add(reader, { areaCode: '330106', zipCode: '310012' })
    expect(second.defaultFlag).toBe('0')
    const list = (await call(reader, 'get')).body.data as Wire[]
    expect(list.map((a) => a.id)).toEqual([made.id, second.id])
    expect((await call(reader, 'getDefaultAddressId')).body.data).toBe(made.id)
  })

  it('names every missing field at once, and refuses a bad phone, postcode, area or type in the caller’s language', async () => {
    const missing = await call(reader, 'add', { areaCode: '110108' }, EN)
    expect(missing.status).toBe(200)
    expect(missing.body).toMatchObject({ success: false, errCode: ERROR_CODES.ADDRESS_INCOMPLETE })
    expect(missing.body.message).toBe('Please fill in: Street address, Postcode, Recipient, Phone')
    const zh = await call(reader, 'add', {})
    expect(zh.body.message).toBe('请填写：省市区、详细地址、邮政编码、收件人、联系电话')
    expect((await call(reader, 'add', { ...good, phone: '23800138000' })).body.errCode).toBe(ERROR_CODES.ADDRESS_PHONE_INVALID)
    expect((await call(reader, 'add', { ...good, phone: '010-62751234' })).body.success).toBe(true)
    expect((await call(reader, 'add', { ...good, zipCode: '1008' })).body.errCode).toBe(ERROR_CODES.ADDRESS_ZIP_INVALID)
    expect((await call(reader, 'add', { ...good, areaCode: '110100' })).body.errCode).toBe(ERROR_CODES.ADDRESS_AREA_INVALID)
    expect((await call(reader, 'add', { ...good, provinceCode: '310000' })).body.errCode).toBe(ERROR_CODES.ADDRESS_AREA_INVALID)
    expect((await call(reader, 'add', { ...good, addressType: '77' })).body.errCode).toBe(ERROR_CODES.ADDRESS_TYPE_UNKNOWN)
  })

  it('refuses 10 KB names, keeps HTML and SQL as text, and answers bad types and negative ids without a 500', async () => {
    const long = await call(reader, 'add', { ...good, name: 'N'.repeat(10_240) }, EN)
    expect(long.body).toMatchObject({ success: false, errCode: 400 })
    expect(long.body.message).toContain('at most 50 characters')
    const html = await add(reader, { name: '<img src=x onerror=alert(1)>', address: "'; DROP TABLE \"Address\"; --" })
    expect(html).toMatchObject({ name: '<img src=x onerror=alert(1)>', address: "'; DROP TABLE \"Address\"; --" })
    for (const body of [{ id: -1 }, { id: 'abc' }, { id: [1] }, { id: { a: 1 } }, {}]) {
      const res = await call(reader, 'setDefaultAddress', body)
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(false)
    }
    const typed = await call(reader, 'add', { ...good, areaCode: { $ne: 1 }, defaultFlag: 'maybe' })
    expect(typed.body).toMatchObject({ success: false, errCode: 400 })
    expect(await t.db.prisma.address.count({ where: { patronId: reader.patronId } })).toBe(1)
  })

  it('changes an address and moves the default with defaultFlag 1', async () => {
    const first = await add(reader)
    const second = await add(reader, { areaCode: '330106', zipCode: '310012' })
    const res = await call(reader, 'update', { ...good, id: second.id, address: '新地址 9 号', defaultFlag: '1' })
    expect(res.body.data).toMatchObject({ id: second.id, address: '新地址 9 号', defaultFlag: '1', area: '海淀区' })
    expect((await defaults(reader)).map((d) => d.id)).toEqual([second.id])
    // Unticking the default on the default address keeps it the default: the patron picks another instead.
    await call(reader, 'update', { ...good, id: second.id, defaultFlag: '0' })
    expect((await defaults(reader)).map((d) => d.id)).toEqual([second.id])
    expect(first.id).not.toBe(second.id)
  })

  it('refuses the 21st address with the limit in the message', async () => {
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })
    await t.db.prisma.address.createMany({
      data: Array.from({ length: MAX_ADDRESSES }, (_, i) => ({ tenantId: tenant.id, patronId: reader.patronId, areaCode: '110108', province: '北京市', city: '市辖区', district: '海淀区', details: `No. ${i}`, zipCode: '100871', recipient: 'R', phone: '13800138000' })),
    })
    const res = await call(reader, 'add', good, EN)
    expect(res.body).toMatchObject({ success: false, errCode: ERROR_CODES.ADDRESS_LIMIT_REACHED })
    expect(res.body.message).toContain('20')
  })
})

describe('default address', () => {
  it('leaves exactly one default after concurrent set-default calls (REST and tRPC)', async () => {
    const made = [await add(reader), await add(reader), await add(reader), await add(reader)]
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        call(reader, 'setDefaultAddress', { id: made[1]!.id }),
        call(reader, 'setDefaultAddress', { id: made[2]!.id }),
        t.http().post('/trpc/addresses.setDefault').set(reader.headers).send({ id: made[3]!.id }),
        call(reader, 'add', { ...good, defaultFlag: 1 }),
      ])
      for (const res of answers) expect(res.status).toBe(200)
      expect(await defaults(reader)).toHaveLength(1)
    }
  })

  it('makes the newest remaining address the default when the default is deleted', async () => {
    const first = await add(reader)
    const second = await add(reader)
    const third = await add(reader)
    await call(reader, 'setDefaultAddress', { id: second.id })
    const res = await call(reader, 'delete', { id: second.id })
    expect(res.body.data).toEqual({ id: second.id, defaultAddressId: third.id })
    expect((await defaults(reader)).map((d) => d.id)).toEqual([third.id])
    await call(reader, 'delete', { addressId: third.id })
    await call(reader, 'delete', { id: first.id })
    expect((await call(reader, 'getDefaultAddressId')).body.data).toBeNull()
  })

  it('deletes an address a delivery request used: the request keeps its address text', async () => {
    const made = await add(reader)
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })
    const request = await t.db.prisma.circulationRequest.findFirstOrThrow({ where: { tenantId: tenant.id, patronId: reader.patronId } })
    const before = await t.db.prisma.circulationRequest.update({ where: { id: request.id }, data: { addressId: made.id } })
    const res = await call(reader, 'delete', { id: made.id })
    expect(res.body.success).toBe(true)
    const after = await t.db.prisma.circulationRequest.findUniqueOrThrow({ where: { id: request.id } })
    expect(after.addressId).toBeNull()
    expect(after.deliveryAddress).toBe(before.deliveryAddress)
  })
})

describe('another patron’s addresses', () => {
  it('answers not-found for another patron’s or tenant’s address and changes nothing', async () => {
    const mine = await add(scholar)
    const before = await t.db.prisma.address.findUniqueOrThrow({ where: { id: mine.id } })
    for (const [path, body] of [['update', { ...good, id: mine.id, name: 'taken' }], ['delete', { id: mine.id }], ['setDefaultAddress', { id: mine.id }]] as const) {
      for (const who of [reader, citizen]) {
        const res = await call(who, path, body)
        expect(res.body).toMatchObject({ success: false, errCode: 404 })
      }
    }
    const trpc = await t.http().post('/trpc/addresses.remove').set(reader.headers).send({ id: mine.id })
    expect(trpc.body.error.data.errCode).toBe(404)
    expect(await t.db.prisma.address.findUniqueOrThrow({ where: { id: mine.id } })).toEqual(before)
    expect(((await call(reader, 'get')).body.data as Wire[]).some((a) => a.id === mine.id)).toBe(false)
  })
})
