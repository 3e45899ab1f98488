import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bindTenant } from '../../../data/tenant-data.ts'
import { noticeRequestReady } from '../../../modules/circulation/request-notice.ts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

// The inbox (/find/lspNotice/*) and the library's messages (/admin/messages), issue 16: staff write to a patron
// and to a patron type (each once, nobody else), the patron lists, reads and deletes their own; another patron's
// or tenant's message answers not-found and changes nothing; bad input is refused in the caller's language.

type Patron = Awaited<ReturnType<typeof patronHeaders>>
type WireMessage = { id: number; title: string; content: string; category: string; readFlag: string; createTime: string }
const EN = { 'content-language': 'en_US' }
let t: TestApp
let reader: Patron
let scholar: Patron
let citizen: Patron
let staff: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
  scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
  citizen = await patronHeaders(t, CITY_GROUP, 'citizen')
  await t.db.prisma.patron.update({ where: { id: citizen.patronId }, data: { emailVerified: true } })
  staff = await staffHeaders(t, DEFAULT_GROUP)
})
afterAll(() => t.close())

const send = (body: object, headers: Record<string, string> = staff) => t.http().post('/admin/messages').set(headers).send(body)
const list = (who: Patron, body: object = {}) => t.http().post('/find/lspNotice/getMsg').set(who.headers).send(body)
const read = (who: Patron, body: object, headers: Record<string, string> = {}) => t.http().post('/find/lspNotice/updateReadFlag').set({ ...who.headers, ...headers }).send(body)
const remove = (who: Patron, body: object, headers: Record<string, string> = {}) => t.http().post('/find/lspNotice/deleteMsg').set({ ...who.headers, ...headers }).send(body)

describe('library messages and the inbox', () => {
  it('staff write to one patron; the patron lists it unread, reads it, and the unread count follows', async () => {
    const sent = await send({ patron: 'reader', title: '闭馆通知', body: '本周六闭馆。', link: '/personalCenter' })
    expect(sent.body).toMatchObject({ success: true, data: { sent: 1 } })
    const [id] = sent.body.data.messageIds as number[]
    const stored = await t.db.prisma.message.findUniqueOrThrow({ where: { id } })
    expect(stored).toMatchObject({ patronId: reader.patronId, category: 'LIBRARY', source: 'LIBRARY', readAt: null, deletedAt: null })
    expect(stored.sentById).not.toBeNull()

    const before = await list(reader, { page: 1, rows: 10 })
    const mine = (before.body.data.list as WireMessage[]).find((m) => m.id === id)!
    expect(mine).toMatchObject({ title: '闭馆通知', content: '本周六闭馆。', category: 'LIBRARY', readFlag: '0' })
    expect(before.body.data.unreadNum).toBeGreaterThanOrEqual(1)
    const unreadTab = await list(reader, { readFlag: '0' })
    expect((unreadTab.body.data.list as WireMessage[]).map((m) => m.id)).toContain(id)

    const marked = await read(reader, { id })
    expect(marked.body).toMatchObject({ success: true, data: { count: 1, unreadNum: before.body.data.unreadNum - 1 } })
    const readTab = await list(reader, { readFlag: 'read' })
    expect((readTab.body.data.list as WireMessage[]).find((m) => m.id === id)?.readFlag).toBe('1')
    const trpcCount = await t.http().get('/trpc/inbox.unreadCount').set(reader.headers)
    expect(trpcCount.body.result.data.unread).toBe(before.body.data.unreadNum - 1)
  })

  it('another patron’s or tenant’s message ids answer not found and change nothing, also mixed with the patron’s own', async () => {
    const theirs = (await send({ patron: 'scholar', title: 'For scholar', body: 'Only hers' })).body.data.messageIds[0] as number
    const mine = (await send({ patron: 'reader', title: 'For reader', body: 'Only his' })).body.data.messageIds[0] as number
    for (const body of [{ id: theirs }, { ids: [mine, theirs] }, { ids: `${mine},${theirs}` }, { all: false, ids: [2_000_000_000] }]) {
      expect((await read(reader, body)).body).toMatchObject({ success: false, errCode: 404 })
      expect((await remove(reader, body)).body).toMatchObject({ success: false, errCode: 404 })
    }
    expect((await read(citizen, { id: mine })).body).toMatchObject({ success: false, errCode: 404 })
    expect((await remove(citizen, { id: theirs })).body).toMatchObject({ success: false, errCode: 404 })
    const rows = await t.db.prisma.message.findMany({ where: { id: { in: [mine, theirs] } } })
    expect(rows.every((r) => r.readAt === null && r.deletedAt === null)).toBe(true)
    expect((await list(citizen)).body.data.list).toEqual([])
  })

  it('deleting hides the message from the list and the unread count; deleting it again is not found', async () => {
    const id = (await send({ patron: 'reader', title: 'To delete', body: 'Soon gone' })).body.data.messageIds[0] as number
    const before = (await list(reader, { rows: 100 })).body.data.unreadNum as number
    expect((await remove(reader, { ids: [id] })).body).toMatchObject({ success: true, data: { count: 1, unreadNum: before - 1 } })
    expect(((await list(reader, { rows: 100 })).body.data.list as WireMessage[]).map((m) => m.id)).not.toContain(id)
    expect((await t.db.prisma.message.findUniqueOrThrow({ where: { id } })).deletedAt).not.toBeNull()
    expect((await remove(reader, { id }, EN)).body).toMatchObject({ success: false, errCode: 404 })
  })

  it('marking all read reaches only the patron’s own messages', async () => {
    await send({ patron: 'scholar', title: 'Unread for scholar', body: 'x' })
    await send({ patron: 'reader', title: 'Unread for reader', body: 'y' })
    const scholarUnread = await t.db.prisma.message.count({ where: { patronId: scholar.patronId, readAt: null } })
    expect((await read(reader, { all: true })).body).toMatchObject({ success: true, data: { unreadNum: 0 } })
    expect(await t.db.prisma.message.count({ where: { patronId: reader.patronId, readAt: null, deletedAt: null } })).toBe(0)
    expect(await t.db.prisma.message.count({ where: { patronId: scholar.patronId, readAt: null } })).toBe(scholarUnread)
  })

  it('a message to a patron type reaches each patron of the type once, and nobody else', async () => {
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })
    const students = await t.db.prisma.patron.findMany({ where: { tenantId: tenant.id, userType: '本科生', deletedAt: null, status: { not: 'LEFT' } }, select: { id: true } })
    expect(students.length).toBeGreaterThanOrEqual(2)
    const title = 'Exam week opening hours'
    const res = await send({ patronType: '本科生', title, body: 'Open until midnight.' })
    expect(res.body).toMatchObject({ success: true, data: { sent: students.length } })
    const rows = await t.db.prisma.message.findMany({ where: { title }, select: { patronId: true, tenantId: true } })
    expect(rows.map((r) => r.patronId).sort()).toEqual(students.map((s) => s.id).sort())
    expect(new Set(rows.map((r) => r.tenantId))).toEqual(new Set([tenant.id]))
    const sentList = await t.http().get('/admin/messages').set(staff).query({ rows: 100 })
    expect((sentList.body.data.messages as { title: string }[]).filter((m) => m.title === title)).toHaveLength(students.length)
  })

  it('a request ready notice also reaches the inbox as REQUEST_READY, linking to the requests', async () => {
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })
    const record = await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId: tenant.id } })
    const request = await t.db.prisma.circulationRequest.create({
      data: { tenantId: tenant.id, requestNo: 'INBOX-READY-1', type: 'ENTRUSTMENT', status: 'ACCEPT', step: '5', patronId: reader.patronId, recordId: record.id, title: 'Inbox ready book' },
    })
    const sent: string[] = []
    const ctx = {
      data: bindTenant(t.db.prisma, tenant.id), log: { warn: () => undefined }, tenant: async () => tenant,
      ports: { mail: { send: async (m: { to: string }) => void sent.push(m.to) }, sms: { send: async (to: string) => void sent.push(to) } },
    }
    const ready = { requestId: request.id, patronId: reader.patronId, title: 'Inbox ready book', takeLocationName: 'Main desk', endDate: '2026-12-01' }
    // The notice is written in the patron's language, the one of their last sign-in.
    await t.db.prisma.userSetting.upsert({
      where: { tenantId_patronId_key: { tenantId: tenant.id, patronId: reader.patronId, key: 'language' } },
      create: { tenantId: tenant.id, patronId: reader.patronId, key: 'language', value: 'en-US' }, update: { value: 'en-US' },
    })
    await noticeRequestReady(ctx as unknown as Parameters<typeof noticeRequestReady>[0], ready)
    const message = await t.db.prisma.message.findFirstOrThrow({ where: { patronId: reader.patronId, category: 'REQUEST_READY' }, orderBy: { id: 'desc' } })
    expect(message).toMatchObject({ source: 'SYSTEM', link: '/personalExternal/4', title: expect.stringContaining('ready') as unknown as string })
    expect(message.body).toContain('Inbox ready book')
    expect(sent.length).toBeGreaterThan(0)
    const listed = (await list(reader, { rows: 100 })).body.data.list as WireMessage[]
    expect(listed.find((m) => m.id === message.id)).toMatchObject({ category: 'REQUEST_READY', readFlag: '0' })
  })

  it('refuses bad input in the caller’s language and writes nothing', async () => {
    const count = await t.db.prisma.message.count()
    const cases: object[] = [
      { patron: 'reader', title: 'x'.repeat(10_000), body: 'y' }, { patron: 'reader', title: '', body: 'y' }, { patron: 'reader', patronType: '本科生', title: 'x', body: 'y' },
      { title: 'x', body: 'y' }, { patron: ['reader'], title: 'x', body: 'y' }, { patron: 'reader', title: 'x', body: 'y', link: 'https://evil.example' },
    ]
    for (const body of cases) {
      const res = await send(body, { ...staff, ...EN })
      expect(res.status).toBeLessThan(500)
      expect(res.body).toMatchObject({ success: false, errCode: 400 })
      expect(res.body.message).toMatch(/[a-z]/i)
    }
    expect((await send({ patron: "reader'; DROP TABLE \"Message\"; --", title: '<b>x</b>', body: 'y' }, { ...staff, ...EN })).body).toMatchObject({ success: false, message: 'No patron was found to receive the message' })
    expect((await send({ patron: 'reader', title: 'x', body: 'y' }, reader.headers)).body.success).toBe(false)
    for (const body of [{ ids: [-1] }, { id: 'abc' }, {}, { ids: Array.from({ length: 201 }, (_, i) => i + 1) }])
      expect((await read(reader, body, EN)).body).toMatchObject({ success: false, errCode: 400 })
    expect((await list(reader, { readFlag: 'maybe' })).body).toMatchObject({ success: false, errCode: 400 })
    expect((await t.http().post('/find/lspNotice/getMsg').set('groupCode', DEFAULT_GROUP).send({})).status).toBe(401)
    expect(await t.db.prisma.message.count()).toBe(count)
  })
})
