import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_CODES } from '@portal/contracts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

// Problem feedback (/find/problemFeedback/*, /admin/feedback) over a real database: at most 300 characters (refused,
// never cut), the tabs, taking back what is unanswered, a staff reply that reaches the patron's inbox in their
// language and shows under the feedback, another patron's and tenant's ids.

type Patron = Awaited<ReturnType<typeof patronHeaders>>
type Wire = { id: number; content: string; replyContent: string; replyFlag: string }
let t: TestApp
let reader: Patron
let scholar: Patron
let citizen: Patron
let librarian: Record<string, string>
let cityAdmin: Record<string, string>
const EN = { 'content-language': 'en_US' }

beforeAll(async () => {
  t = await createTestApp()
  reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
  scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
  citizen = await patronHeaders(t, CITY_GROUP, 'citizen')
  await t.db.prisma.patron.update({ where: { id: citizen.patronId }, data: { emailVerified: true } })
  librarian = await staffHeaders(t, DEFAULT_GROUP, 'librarian', 'Librarian@2026')
  cityAdmin = await staffHeaders(t, CITY_GROUP)
})
afterAll(() => t.close())

const call = (who: Patron, path: string, body: object = {}, headers: Record<string, string> = {}) =>
  t.http().post(`/find/problemFeedback/${path}`).set({ ...who.headers, ...headers }).send(body)
const send = async (who: Patron, content: string) => {
  const res = await call(who, 'add', { content })
  expect(res.body).toMatchObject({ success: true })
  return res.body.data as Wire
}
const list = async (who: Patron, tab: string) => (await call(who, 'list', { tab, rows: 50 })).body.data as { searchResult: Wire[]; numFound: number }

describe('patron feedback', () => {
  it('takes 300 characters and refuses 301 in the caller’s language, storing nothing', async () => {
    const before = await t.db.prisma.feedback.count({ where: { patronId: reader.patronId } })
    const full = await send(reader, '书'.repeat(300))
    expect(full.content).toHaveLength(300)
    const long = await call(reader, 'add', { content: 'x'.repeat(301) }, EN)
    expect(long.status).toBe(200)
    expect(long.body).toMatchObject({ success: false, errCode: 400 })
    expect(long.body.message).toContain('at most 300 characters')
    expect((await call(reader, 'add', { content: '😀'.repeat(300) })).body.success).toBe(true)
    for (const body of [{ content: '   ' }, {}, { content: ['a'] }, { content: { a: 1 } }, { content: 'ok', contact: 'c'.repeat(10_240) }]) {
      const res = await call(reader, 'add', body)
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(false)
    }
    expect(await t.db.prisma.feedback.count({ where: { patronId: reader.patronId } })).toBe(before + 2)
  })

  it('lists by tab, and a staff reply moves the item to replied and reaches the inbox in the patron’s language', async () => {
    const mine = await send(reader, '<b>目录</b> 页打不开 \'; DROP TABLE "Feedback"; --')
    expect(mine.content).toBe('<b>目录</b> 页打不开 \'; DROP TABLE "Feedback"; --')
    expect((await list(reader, 'unreplied')).searchResult.map((f) => f.id)).toContain(mine.id)
    const desk = await t.http().get('/admin/feedback').query({ tab: 'unreplied', rows: 50 }).set(librarian)
    expect(desk.body.data.searchResult.find((f: Wire) => f.id === mine.id)).toMatchObject({ username: 'reader', replyFlag: '0' })
    await t.db.prisma.userSetting.upsert({
      where: { tenantId_patronId_key: { tenantId: reader.tenantId, patronId: reader.patronId, key: 'language' } },
      create: { tenantId: reader.tenantId, patronId: reader.patronId, key: 'language', value: 'en-US' }, update: { value: 'en-US' },
    })
    const replied = await t.http().post('/admin/feedback/reply').set(librarian).send({ id: mine.id, reply: 'Fixed, thank you.' })
    expect(replied.body.data).toMatchObject({ id: mine.id, replyContent: 'Fixed, thank you.', replyFlag: '1' })
    expect((await list(reader, 'replied')).searchResult.find((f) => f.id === mine.id)).toMatchObject({ replyContent: 'Fixed, thank you.' })
    expect((await list(reader, 'unreplied')).searchResult.some((f) => f.id === mine.id)).toBe(false)
    const message = await t.db.prisma.message.findFirstOrThrow({ where: { patronId: reader.patronId, category: 'FEEDBACK_REPLY' }, orderBy: { id: 'desc' } })
    expect(message.title).toBe('The library answered your feedback')
    expect(message.body).toContain('Fixed, thank you.')
    const again = await t.http().post('/admin/feedback/reply').set(librarian).send({ id: mine.id, reply: 'Twice' })
    expect(again.body.errCode).toBe(ERROR_CODES.FEEDBACK_ALREADY_REPLIED)
    const remove = await call(reader, 'delete', { id: mine.id })
    expect(remove.body.errCode).toBe(ERROR_CODES.FEEDBACK_REPLIED)
  })

  it('takes back unanswered feedback; another patron’s or tenant’s ids answer not-found and change nothing', async () => {
    const theirs = await send(scholar, 'scholar’s own feedback')
    const before = await t.db.prisma.feedback.findUniqueOrThrow({ where: { id: theirs.id } })
    for (const who of [reader, citizen]) expect((await call(who, 'delete', { id: theirs.id })).body).toMatchObject({ success: false, errCode: 404 })
    const trpc = await t.http().post('/trpc/feedback.remove').set(reader.headers).send({ id: theirs.id })
    expect(trpc.body.error.data.errCode).toBe(404)
    const cityReply = await t.http().post('/admin/feedback/reply').set(cityAdmin).send({ id: theirs.id, reply: 'not ours' })
    expect(cityReply.body.errCode).toBe(404)
    expect(await t.db.prisma.feedback.findUniqueOrThrow({ where: { id: theirs.id } })).toEqual(before)
    expect((await list(reader, 'all')).searchResult.some((f) => f.id === theirs.id)).toBe(false)
    expect((await call(scholar, 'delete', { id: theirs.id })).body.success).toBe(true)
    for (const id of [-1, 'abc', 0]) expect((await call(reader, 'delete', { id })).body).toMatchObject({ success: false, errCode: 400 })
  })

  it('works through tRPC too: send, list, and the staff reply procedure', async () => {
    const sent = await t.http().post('/trpc/feedback.send').set(reader.headers).send({ content: 'via tRPC' })
    const id = sent.body.result.data.id as number
    const tooLong = await t.http().post('/trpc/feedback.send').set(reader.headers).send({ content: 'y'.repeat(301) })
    expect(tooLong.body.error.data.errCode).toBe(400)
    const reply = await t.http().post('/trpc/feedback.desk.reply').set(librarian).send({ id, reply: '好的' })
    expect(reply.body.result.data).toMatchObject({ id, reply: '好的' })
    const page = await t.http().get('/trpc/feedback.list').query({ input: JSON.stringify({ tab: 'replied', rows: 50 }) }).set(reader.headers)
    expect(page.body.result.data.items.some((f: { id: number }) => f.id === id)).toBe(true)
  })
})
