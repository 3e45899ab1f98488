import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
let tenantId: number
/** Records of the default tenant nobody commented on or rated, one per test that writes. */
let fresh: number[]
beforeAll(async () => {
  t = await createTestApp()
  tenantId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })).id
  fresh = (await t.db.prisma.bibRecord.findMany({
    where: { tenantId, suppressed: false, comments: { none: {} }, ratings: { none: {} } }, orderBy: { id: 'asc' }, take: 8, select: { id: true },
  })).map((r) => r.id)
})
afterAll(() => t.close())

type Headers = Record<string, string>
const anonymous: Headers = { groupCode: DEFAULT_GROUP }
const english = (headers: Headers = anonymous) => ({ ...headers, 'content-language': 'en_US' })
const post = (path: string, body: object, headers: Headers = anonymous) => t.http().post(`/find/findUserEvaluation/${path}`).set(headers).send(body)
const comments = () => t.db.prisma.comment.count()

describe('comments of a record', () => {
  it('userCommentList answers approved comments only, newest first, paged, readers’ names masked', async () => {
    const [busiest] = await t.db.prisma.comment.groupBy({ by: ['recordId'], where: { tenantId, status: 'APPROVED' }, _count: { _all: true }, orderBy: { _count: { recordId: 'desc' } }, take: 1 })
    const expected = await t.db.prisma.comment.findMany({ where: { tenantId, recordId: busiest!.recordId, status: 'APPROVED' }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
    expect(expected.length).toBeGreaterThanOrEqual(2)
    const res = await post('userCommentList', { recordId: String(busiest!.recordId), page: '1', rows: '20', extra: null })
    expect(res.body).toMatchObject({ success: true, errCode: 200, data: { numFound: expected.length } })
    const list = res.body.data.list as Record<string, unknown>[]
    expect(list.map((c) => c.id)).toEqual(expected.map((c) => c.id))
    expect(Object.keys(list[0]!).sort()).toEqual(['content', 'createTime', 'id', 'mine', 'pending', 'recordId', 'score', 'status', 'userName'])
    expect(list[0]).toMatchObject({ recordId: busiest!.recordId, content: expected[0]!.content, status: 'APPROVED', pending: false, mine: false, createTime: expected[0]!.createdAt.toISOString() })
    for (const c of list) expect(c.userName).toMatch(/^.\*{1,3}$/u)
    const second = await post('userCommentList', { recordId: busiest!.recordId, page: 2, rows: 1 })
    expect(second.body.data).toMatchObject({ numFound: expected.length, list: [{ id: expected[1]!.id }] })
    const pending = await t.db.prisma.comment.findFirstOrThrow({ where: { tenantId, status: 'PENDING' } })
    const visitor = await post('userCommentList', { recordId: pending.recordId, rows: 100 })
    expect(visitor.body.data.list.map((c: { id: number }) => c.id)).not.toContain(pending.id)
  })

  it('a patron’s comment is stored as typed (trimmed), shown to its author as pending, public once staff approve it', async () => {
    const recordId = fresh[0]!
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    await post('userRatings', { recordId, score: 4 }, reader.headers)
    const res = await post('userComment', { recordId, content: '  <b>好书</b> & 值得一读 \n ' }, reader.headers)
    expect(res.body.data).toMatchObject({ recordId, content: '<b>好书</b> & 值得一读', status: 'PENDING', pending: true, mine: true, score: 4, userName: '林*' })
    const id = res.body.data.id as number
    expect(await t.db.prisma.comment.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'PENDING', content: '<b>好书</b> & 值得一读', patronId: reader.patronId })
    expect((await post('userCommentList', { recordId })).body.data).toEqual({ numFound: 0, list: [] })
    const scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
    expect((await post('userCommentList', { recordId }, scholar.headers)).body.data.numFound).toBe(0)
    expect((await post('userCommentList', { recordId }, reader.headers)).body.data).toMatchObject({ numFound: 1, list: [{ id, pending: true, mine: true }] })

    const librarian = await staffHeaders(t, DEFAULT_GROUP, 'librarian', 'Librarian@2026')
    const queue = await t.http().get('/admin/comments').query({ rows: 100, recordId }).set(librarian)
    expect(queue.body.data).toMatchObject({ numFound: 1, list: [{ id, recordId, status: 'PENDING', content: '<b>好书</b> & 值得一读', userName: '林晓', userAccount: 'reader', reviewTime: null, reviewNote: '' }] })
    const approved = await t.http().post(`/admin/comments/${id}/approve`).set(librarian).send({})
    expect(approved.body.data).toMatchObject({ id, status: 'APPROVED', reviewNote: '' })
    expect(approved.body.data.reviewTime).toEqual(expect.any(String))
    expect((await post('userCommentList', { recordId })).body.data).toMatchObject({ numFound: 1, list: [{ id, pending: false, mine: false, status: 'APPROVED', score: 4 }] })
    expect((await t.http().get('/find/searchResultDetail/statistics').query({ recordId }).set(anonymous)).body.data.commentCount).toBe(1)
  })

  it('staff reject with a reason; staff see and change only their own tenant’s comments', async () => {
    const recordId = fresh[1]!
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const id = (await post('userComment', { recordId, content: 'spam spam spam' }, reader.headers)).body.data.id as number
    const cityAdmin = await staffHeaders(t, CITY_GROUP)
    expect((await t.http().post(`/admin/comments/${id}/approve`).set(english(cityAdmin)).send({})).body).toMatchObject({ success: false, errCode: 404 })
    const cityQueue = await t.http().get('/admin/comments').query({ rows: 100 }).set(cityAdmin)
    expect(cityQueue.body.data.list.map((c: { id: number }) => c.id)).not.toContain(id)
    expect((await t.db.prisma.comment.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING')

    const admin = await staffHeaders(t, DEFAULT_GROUP)
    const rejected = await t.http().post(`/admin/comments/${id}/reject`).set(admin).send({ reason: '  广告内容 ' })
    expect(rejected.body.data).toMatchObject({ id, status: 'REJECTED', reviewNote: '广告内容' })
    expect((await post('userCommentList', { recordId }, reader.headers)).body.data.numFound).toBe(0)
    const list = await t.http().get('/admin/comments').query({ status: 'rejected', recordId }).set(admin)
    expect(list.body.data).toMatchObject({ numFound: 1, list: [{ id, status: 'REJECTED' }] })

    // Staff only: a patron's token, no token, a bad id, a reason too long.
    expect((await t.http().get('/admin/comments').set(reader.headers)).status).toBe(401)
    expect((await t.http().post(`/admin/comments/${id}/approve`).set(anonymous).send({})).status).toBe(401)
    for (const bad of ['x', '0', '99999999999']) expect((await t.http().post(`/admin/comments/${bad}/approve`).set(english(admin)).send({})).body.errCode).toBe(400)
    const long = await t.http().post(`/admin/comments/${id}/reject`).set(english(admin)).send({ reason: 'x'.repeat(501) })
    expect(long.body).toMatchObject({ success: false, errCode: 400, message: 'Invalid request: reason: must be at most 500 characters' })
    expect((await t.http().get('/admin/comments').query({ status: 'HIDDEN' }).set(admin)).body.errCode).toBe(400)
  })

  it('refuses empty, too long and misplaced comments in the caller’s language, and writes nothing', async () => {
    const recordId = fresh[2]!
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const before = await comments()
    const anon = await post('userComment', { recordId, content: 'hello' }, english())
    expect(anon.status).toBe(401)
    expect(anon.body).toMatchObject({ success: false, errCode: 401, message: 'Please log in first' })
    for (const content of ['', '   ', '\n\t']) {
      const res = await post('userComment', { recordId, content }, english(reader.headers))
      expect(res.body).toMatchObject({ success: false, errCode: 400, message: 'Invalid request: content: must not be empty' })
    }
    const tooLong = await post('userComment', { recordId, content: '书'.repeat(1001) }, english(reader.headers))
    expect(tooLong.body).toMatchObject({ success: false, errCode: 400, message: 'Invalid request: content: must be at most 1000 characters' })
    const chinese = await post('userComment', { recordId, content: 'a'.repeat(1001) }, reader.headers)
    expect(chinese.body.message).toBe('请求参数有误：content: 不能超过 1000 个字符')
    const taiwan = await post('userComment', { recordId, content: 'a'.repeat(1001) }, { ...reader.headers, 'content-language': 'zh_HK' })
    expect(taiwan.body.message).toBe('請求參數有誤：content: 不能超過 1000 個字元')
    for (const body of [{ recordId: 'abc', content: 'x' }, { content: 'x' }, { recordId, content: { text: 'x' } }, { recordId, content: 'a\u0000b' }])
      expect((await post('userComment', body, english(reader.headers))).body).toMatchObject({ success: false, errCode: 400 })
    expect((await post('userComment', { recordId: 999_999_999, content: 'x' }, english(reader.headers))).body).toMatchObject({ success: false, errCode: 404 })
    const cityRecord = await t.db.prisma.bibRecord.findFirstOrThrow({ where: { tenant: { groupCode: CITY_GROUP } }, select: { id: true } })
    expect((await post('userComment', { recordId: cityRecord.id, content: 'x' }, reader.headers)).body.errCode).toBe(404)
    const citizen = await patronHeaders(t, CITY_GROUP, 'citizen')
    expect((await post('userComment', { recordId, content: 'x' }, { ...citizen.headers, groupCode: DEFAULT_GROUP })).body.success).toBe(false)
    expect(await comments()).toBe(before)
    // 1000 characters are fine, counted as characters: 1000 emoji are 2000 UTF-16 units.
    const emoji = await post('userComment', { recordId, content: '📚'.repeat(1000) }, reader.headers)
    expect(emoji.body.success).toBe(true)
    expect([...emoji.body.data.content]).toHaveLength(1000)
  })

  it('a patron may post at most 10 comments on one record in 24 hours, even all at once', async () => {
    const [recordId, other] = [fresh[3]!, fresh[4]!]
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'newcomer')
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => post('userComment', { recordId, content: `第 ${i + 1} 条` }, english(reader.headers))))
    expect(results.filter((r) => r.body.success)).toHaveLength(10)
    for (const refused of results.filter((r) => !r.body.success)) {
      expect(refused.status).toBe(200)
      expect(refused.body).toMatchObject({ errCode: 4291, message: 'You can post at most 10 comments on the same title within 24 hours; please try again later' })
    }
    expect(await t.db.prisma.comment.count({ where: { recordId, patronId: reader.patronId } })).toBe(10)
    expect((await post('userComment', { recordId, content: 'again' }, reader.headers)).body.message).toBe('24 小时内对同一文献最多发表 10 条评论，请稍后再试')
    expect((await post('userComment', { recordId: other, content: 'another title' }, reader.headers)).body.success).toBe(true)
    // A day later the limit starts again.
    await t.db.prisma.comment.updateMany({ where: { recordId, patronId: reader.patronId }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } })
    expect((await post('userComment', { recordId, content: 'next day' }, reader.headers)).body.success).toBe(true)
  })
})

describe('star ratings of a record', () => {
  it('getUserScore answers average, count and distribution, and the caller’s own score', async () => {
    const [rated] = await t.db.prisma.rating.groupBy({ by: ['recordId'], where: { tenantId }, _count: { _all: true }, orderBy: { _count: { recordId: 'desc' } }, take: 1 })
    const ratings = await t.db.prisma.rating.findMany({ where: { tenantId, recordId: rated!.recordId } })
    const res = await post('getUserScore', { recordId: String(rated!.recordId) })
    const average = ratings.reduce((s, r) => s + r.stars, 0) / ratings.length
    expect(res.body.data).toEqual({
      recordId: rated!.recordId, avgScore: Number(average.toFixed(1)), ratingCount: ratings.length, myScore: null,
      distribution: [1, 2, 3, 4, 5].map((score) => ({ score, count: ratings.filter((r) => r.stars === score).length })),
    })
    const rater = await t.db.prisma.patron.findUniqueOrThrow({ where: { id: ratings[0]!.patronId } })
    const headers = (await patronHeaders(t, DEFAULT_GROUP, rater.username)).headers
    expect((await post('getUserScore', { recordId: rated!.recordId }, headers)).body.data.myScore).toBe(ratings[0]!.stars)
    expect((await post('getUserScore', { recordId: fresh[5]! })).body.data).toMatchObject({ avgScore: null, ratingCount: 0, myScore: null })
  })

  it('userRatings keeps one rating per patron and record; a second call changes it', async () => {
    const recordId = fresh[5]!
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
    expect((await post('userRatings', { recordId, score: '5' }, reader.headers)).body.data).toMatchObject({ avgScore: 5, ratingCount: 1, myScore: 5 })
    expect((await post('userRatings', { recordId, score: 2 }, scholar.headers)).body.data).toMatchObject({ avgScore: 3.5, ratingCount: 2, myScore: 2 })
    const changed = await post('userRatings', { recordId, score: 3 }, reader.headers)
    expect(changed.body.data).toMatchObject({ avgScore: 2.5, ratingCount: 2, myScore: 3 })
    expect(changed.body.data.distribution).toEqual([{ score: 1, count: 0 }, { score: 2, count: 1 }, { score: 3, count: 1 }, { score: 4, count: 0 }, { score: 5, count: 0 }])
    expect(await t.db.prisma.rating.count({ where: { recordId } })).toBe(2)
  })

  it('refuses bad scores, visitors and unknown records, and writes nothing', async () => {
    const recordId = fresh[6]!
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const before = await t.db.prisma.rating.count()
    for (const score of [0, 6, 3.5, 'x', '', null, [4]]) {
      const res = await post('userRatings', { recordId, score }, english(reader.headers))
      expect(res.body).toMatchObject({ success: false, errCode: 400 })
      expect(res.body.message).toMatch(/^Invalid request: score/)
    }
    expect((await post('userRatings', { recordId, score: 4 }, english())).status).toBe(401)
    expect((await post('userRatings', { recordId: 999_999_999, score: 4 }, reader.headers)).body.errCode).toBe(404)
    expect((await post('getUserScore', { recordId: -1 })).body.errCode).toBe(400)
    expect((await post('getUserScore', {})).body.errCode).toBe(400)
    expect(await t.db.prisma.rating.count()).toBe(before)
  })
})

describe('the tRPC twins (the web app’s door)', () => {
  const query = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`

  it('catalogue.reviews.comments, addComment, rate and score answer what REST answers', async () => {
    const recordId = fresh[7]!
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const added = await t.http().post('/trpc/catalogue.reviews.addComment').set(reader.headers).send({ recordId, content: ' tRPC 评论 ' })
    expect(added.body.result.data).toMatchObject({ recordId, content: 'tRPC 评论', pending: true, mine: true })
    const viaTrpc = await t.http().get(query('catalogue.reviews.comments', { recordId })).set(reader.headers)
    expect(viaTrpc.body.result.data).toEqual((await post('userCommentList', { recordId }, reader.headers)).body.data)
    const rated = await t.http().post('/trpc/catalogue.reviews.rate').set(reader.headers).send({ recordId, score: 5 })
    expect(rated.body.result.data).toMatchObject({ recordId, avgScore: 5, ratingCount: 1, myScore: 5 })
    expect((await t.http().get(query('catalogue.reviews.score', { recordId })).set(anonymous)).body.result.data).toEqual((await post('getUserScore', { recordId })).body.data)

    const tooLong = await t.http().post('/trpc/catalogue.reviews.addComment').set(english(reader.headers)).send({ recordId, content: 'x'.repeat(1001) })
    expect(tooLong.body.error).toMatchObject({ message: 'Invalid request: content: must be at most 1000 characters', data: { appCode: 'VALIDATION_FAILED', errCode: 400 } })
    const visitor = await t.http().post('/trpc/catalogue.reviews.rate').set(anonymous).send({ recordId, score: 5 })
    expect(visitor.status).toBe(401)
    expect((await t.http().post('/trpc/catalogue.reviews.rate').set(reader.headers).send({ recordId, score: 9 })).body.error.data.appCode).toBe('VALIDATION_FAILED')

    const admin = await staffHeaders(t, DEFAULT_GROUP)
    const pending = await t.http().get(query('admin.comments.list', { recordId })).set(admin)
    expect(pending.body.result.data).toMatchObject({ numFound: 1, list: [{ id: added.body.result.data.id, status: 'PENDING' }] })
    const approved = await t.http().post('/trpc/admin.comments.approve').set(admin).send({ id: added.body.result.data.id })
    expect(approved.body.result.data.status).toBe('APPROVED')
    const rejected = await t.http().post('/trpc/admin.comments.reject').set(admin).send({ id: added.body.result.data.id, reason: '重复' })
    expect(rejected.body.result.data).toMatchObject({ status: 'REJECTED', reviewNote: '重复' })
    expect((await t.http().post('/trpc/admin.comments.approve').set(reader.headers).send({ id: 1 })).status).toBe(401)
  })
})
