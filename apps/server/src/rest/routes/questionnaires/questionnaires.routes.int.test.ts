import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

// Questionnaires (issue 16): staff write, publish and close one; patrons list, answer once (checked, whole or not at
// all) and see results once it ended; another library's ids answer not-found; bad input never a 500.

type Patron = Awaited<ReturnType<typeof patronHeaders>>
let t: TestApp
let reader: Patron
let scholar: Patron
let newcomer: Patron
let citizen: Patron
let staff: Record<string, string>
let cityStaff: Record<string, string>
const EN = { 'content-language': 'en_US' }

beforeAll(async () => {
  t = await createTestApp()
  reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
  scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
  newcomer = await patronHeaders(t, DEFAULT_GROUP, 'newcomer')
  citizen = await patronHeaders(t, CITY_GROUP, 'citizen')
  await t.db.prisma.patron.update({ where: { id: citizen.patronId }, data: { emailVerified: true } })
  staff = await staffHeaders(t, DEFAULT_GROUP)
  cityStaff = await staffHeaders(t, CITY_GROUP)
})
afterAll(() => t.close())

const post = (who: Patron, path: string, body: object, headers: Record<string, string> = {}) => t.http().post(path).set({ ...who.headers, ...headers }).send(body)
const QUESTIONS = [
  { type: 'SINGLE_CHOICE', text: 'How satisfied are you?', options: ['Very', 'Somewhat', 'Not'], required: true },
  { type: 'MULTIPLE_CHOICE', text: 'Which services?', options: ['Loans', 'Seats', 'E-resources'] },
  { type: 'TEXT', text: 'Anything else?' },
]

async function publishedQuestionnaire(name: string): Promise<{ id: number; questionIds: number[] }> {
  const created = await t.http().post('/admin/questionnaires').set(staff).send({ name, questions: QUESTIONS })
  expect(created.body).toMatchObject({ success: true, data: { status: 'DRAFT', questionCount: 3, responseCount: 0 } })
  const id = created.body.data.id as number
  const published = await t.http().post(`/admin/questionnaires/${id}/publish`).set(staff).send({})
  expect(published.body.data.status).toBe('PUBLISHED')
  return { id, questionIds: (published.body.data.questions as { id: number }[]).map((q) => q.id) }
}

describe('staff questionnaires', () => {
  it('creates a draft, changes it, publishes it once; a draft is nobody’s to see or answer', async () => {
    const created = await t.http().post('/admin/questionnaires').set(staff).send({ name: 'Draft survey', questions: [] })
    const id = created.body.data.id as number
    expect((await post(reader, '/find/equestion/queryall', { naireId: id })).body.errCode).toBe(404)
    const noQuestions = await t.http().post(`/admin/questionnaires/${id}/publish`).set({ ...staff, ...EN }).send({})
    expect(noQuestions.body).toMatchObject({ success: false, errCode: 4183, message: 'Add at least one question before publishing' })
    const oneOption = await t.http().put(`/admin/questionnaires/${id}`).set(staff).send({ questions: [{ type: 'SINGLE_CHOICE', text: 'Q', options: ['only'] }] })
    expect(oneOption.body).toMatchObject({ success: false, errCode: 4186 })
    const changed = await t.http().put(`/admin/questionnaires/${id}`).set(staff).send({ name: 'Renamed survey', questions: QUESTIONS })
    expect(changed.body.data).toMatchObject({ name: 'Renamed survey', questionCount: 3 })
    // A field not sent stays as it was.
    const renamed = await t.http().put(`/admin/questionnaires/${id}`).set(staff).send({ description: 'About us' })
    expect(renamed.body.data).toMatchObject({ name: 'Renamed survey', description: 'About us', questionCount: 3 })
    await t.http().post(`/admin/questionnaires/${id}/publish`).set(staff).send({})
    const again = await t.http().post(`/admin/questionnaires/${id}/publish`).set(staff).send({})
    expect(again.body.errCode).toBe(4181)
    expect((await t.http().put(`/admin/questionnaires/${id}`).set(staff).send({ name: 'x' })).body.errCode).toBe(4181)
    expect((await t.http().delete(`/admin/questionnaires/${id}`).set(staff)).body.errCode).toBe(4181)
    const list = await t.http().get('/admin/questionnaires').query({ status: 'published', rows: 50 }).set(staff)
    expect(list.body.data.items.some((q: { id: number }) => q.id === id)).toBe(true)
  })

  it('deletes a draft; another library’s questionnaire answers not-found and stays as it was', async () => {
    const draft = await t.http().post('/admin/questionnaires').set(staff).send({ name: 'To delete', questions: QUESTIONS })
    expect((await t.http().delete(`/admin/questionnaires/${draft.body.data.id}`).set(staff)).body.data).toEqual({ deleted: 1 })
    const { id } = await publishedQuestionnaire('University only')
    for (const res of [
      await t.http().post(`/admin/questionnaires/${id}/close`).set(cityStaff).send({}),
      await t.http().get(`/admin/questionnaires/${id}/results`).set(cityStaff),
      await t.http().delete(`/admin/questionnaires/${id}`).set(cityStaff),
      await post(citizen, '/find/equestion/queryall', { naireId: id }),
      await post(citizen, '/find/eanswer/doanswer', { naireId: id, answers: [] }),
    ]) expect(res.body.errCode).toBe(404)
    const row = await t.db.prisma.questionnaire.findUniqueOrThrow({ where: { id } })
    expect(row.status).toBe('PUBLISHED')
    expect(await t.db.prisma.questionnaireResponse.count({ where: { questionnaireId: id } })).toBe(0)
  })
})

describe('answering', () => {
  it('refuses a missing required answer, a wrong option and a text over 1000 characters, by name and in the caller’s language, writing nothing', async () => {
    const { id, questionIds: [single, multiple, text] } = await publishedQuestionnaire('Checked answers')
    const send = (answers: object[], headers = {}) => post(reader, '/find/eanswer/doanswer', { naireId: id, answers }, headers)
    expect((await send([{ questionId: multiple, choices: [0] }], EN)).body).toMatchObject({ errCode: 4177, message: 'Question 1 is required: please answer it' })
    expect((await send([{ questionId: single, choices: [3] }], EN)).body).toMatchObject({ errCode: 4178, message: 'The choice for question 1 is not one of its options' })
    expect((await send([{ questionId: single, choices: [0, 1] }])).body.errCode).toBe(4178)
    expect((await send([{ questionId: single, choices: [0] }, { questionId: multiple, choices: [1, 1] }])).body.errCode).toBe(4178)
    const long = 'é'.repeat(1001)
    expect((await send([{ questionId: single, choices: [0] }, { questionId: text, text: long }], EN)).body).toMatchObject({
      errCode: 4179, message: 'The answer to question 3 is too long: at most 1000 characters',
    })
    expect((await send([{ questionId: single, choices: [0] }, { questionId: text, text: long }])).body.message).toBe('第 3 题的回答过长，最多 1000 个字')
    expect((await send([{ questionId: 2_000_000_000, choices: [0] }])).body.errCode).toBe(4184)
    expect(await t.db.prisma.questionnaireResponse.count({ where: { questionnaireId: id } })).toBe(0)
    // Exactly 1000 characters (astral ones count once) are taken whole.
    const full = '😀'.repeat(1000)
    const ok = await send([{ questionId: single, choices: '1' }, { questionId: multiple, choices: [2, 0] }, { questionId: text, answer: full }])
    expect(ok.body).toMatchObject({ success: true, data: { responseId: expect.any(Number) } })
    const stored = await t.db.prisma.questionnaireAnswer.findMany({ where: { responseId: ok.body.data.responseId }, orderBy: { questionId: 'asc' } })
    expect(stored.map((a) => [a.choices, a.text])).toEqual([[[1], ''], [[0, 2], ''], [[], full]])
    const twice = await send([{ questionId: single, choices: [0] }], EN)
    expect(twice.body).toMatchObject({ errCode: 4176, message: 'You have already answered this questionnaire' })
  })

  it('takes one response of two racing answers; lists it under answered with its fill date', async () => {
    const { id, questionIds: [single] } = await publishedQuestionnaire('Racing answers')
    const answers = [{ questionId: single, choices: [0] }]
    const results = await Promise.all([0, 1, 2].map(() => post(scholar, '/find/eanswer/doanswer', { naireId: id, answers })))
    expect(results.filter((r) => r.body.success)).toHaveLength(1)
    expect(results.filter((r) => r.body.errCode === 4176)).toHaveLength(2)
    expect(await t.db.prisma.questionnaireResponse.count({ where: { questionnaireId: id } })).toBe(1)
    const answered = await post(scholar, '/find/eanswer/getAnswerList', { page: 1, rows: 50 })
    const row = answered.body.data.searchResult.find((q: { naireId: number }) => q.naireId === id)
    expect(row).toMatchObject({ ifAnswer: 1, fillTime: new Date().toISOString().slice(0, 10), open: true })
    const open = await post(scholar, '/find/equestion/queryFindNaireList', { tab: 'open', rows: 50 })
    expect(open.body.data.searchResult.some((q: { naireId: number }) => q.naireId === id)).toBe(false)
    const readerOpen = await post(reader, '/find/equestion/queryFindNaireList', { tab: '1', rows: 50 })
    expect(readerOpen.body.data.searchResult.some((q: { naireId: number }) => q.naireId === id)).toBe(true)
    const detail = await post(scholar, '/find/equestion/queryall', { naireId: String(id) })
    expect(detail.body.data.myAnswers).toEqual([{ questionId: single, choices: [0], text: '' }])
  })

  it('shows results once closed: counts for patrons, text answers without names for staff; closed refuses answers', async () => {
    const { id, questionIds: [single, multiple, text] } = await publishedQuestionnaire('Results')
    await post(reader, '/find/eanswer/doanswer', { naireId: id, answers: [{ questionId: single, choices: [0] }, { questionId: multiple, choices: [0, 1] }, { questionId: text, text: 'More seats <b>please</b>' }] })
    await post(scholar, '/find/eanswer/doanswer', { naireId: id, answers: [{ questionId: single, choices: [2] }, { questionId: multiple, choices: [1] }] })
    expect((await post(reader, '/find/eanswer/getResult', { naireId: id }, EN)).body).toMatchObject({ errCode: 4180, message: 'The results of this questionnaire are shown once it has ended' })
    await t.http().post(`/admin/questionnaires/${id}/close`).set(staff).send({})
    expect((await post(newcomer, '/find/eanswer/doanswer', { naireId: id, answers: [{ questionId: single, choices: [0] }] })).body.errCode).toBe(4175)
    const results = await post(newcomer, '/find/eanswer/getResult', { naireId: id })
    expect(results.body.data).toMatchObject({ responseCount: 2, status: 'CLOSED' })
    expect(results.body.data.questions.map((q: { optionCounts: number[]; answeredCount: number }) => [q.optionCounts, q.answeredCount])).toEqual([[[1, 0, 1], 2], [[1, 2, 0], 2], [[], 1]])
    expect(JSON.stringify(results.body)).not.toContain('More seats')
    const staffResults = await t.http().get(`/admin/questionnaires/${id}/results`).set(staff)
    expect(staffResults.body.data.questions[2].textAnswers).toEqual(['More seats <b>please</b>'])
    expect(JSON.stringify(staffResults.body)).not.toContain('林晓')
    const list = await t.http().get('/admin/questionnaires').query({ rows: 50 }).set(staff)
    expect(list.body.data.items.find((q: { id: number }) => q.id === id)).toMatchObject({ status: 'CLOSED', responseCount: 2 })
  })
})

describe('e-resource questions', () => {
  it('lists the patron’s own e-resource questions by tab, never another’s or their problem feedback', async () => {
    const tenantId = reader.tenantId
    await t.db.prisma.feedback.createMany({
      data: [
        { tenantId, patronId: reader.patronId, kind: 'E_RESOURCE', content: 'Reader asks about CNKI', reply: 'Fixed', repliedAt: new Date() },
        { tenantId, patronId: reader.patronId, kind: 'E_RESOURCE', content: 'Reader waits' },
        { tenantId, patronId: reader.patronId, kind: 'PROBLEM', content: 'Reader problem' },
        { tenantId, patronId: scholar.patronId, kind: 'E_RESOURCE', content: 'Scholar asks' },
      ],
    })
    const list = async (path: string, body: object) => ((await post(reader, path, body)).body.data.searchResult as { content: string }[]).map((r) => r.content)
    expect(await list('/find/databaseNavigation/eQuestionList', {})).toEqual(['Reader waits', 'Reader asks about CNKI'])
    expect(await list('/find/databaseNavigation/eQuestionList', { tab: 'replied' })).toEqual(['Reader asks about CNKI'])
    expect(await list('/find/databaseNavigation/newEleQuestionList', { type: 2 })).toEqual(['Reader waits'])
  })
})

describe('bad input', () => {
  it('answers wrong types, huge texts, HTML, SQL and negative ids with a clear error, never a 500, writing nothing', async () => {
    const before = await t.db.prisma.questionnaire.count()
    const calls = [
      post(reader, '/find/eanswer/doanswer', { naireId: -1, answers: [] }),
      post(reader, '/find/eanswer/doanswer', { naireId: 'abc', answers: 'x' }),
      post(reader, '/find/eanswer/doanswer', { naireId: 1, answers: [{ questionId: "1'; DROP TABLE \"Question\"; --", choices: ['a'] }] }),
      post(reader, '/find/equestion/queryall', { naireId: { $gt: 0 } }),
      post(reader, '/find/equestion/queryFindNaireList', { page: -5, rows: 10_000, tab: 'nope' }),
      post(reader, '/find/eanswer/getResult', {}),
      t.http().post('/admin/questionnaires').set(staff).send({ name: 'x'.repeat(10_240), questions: [] }),
      t.http().post('/admin/questionnaires').set(staff).send({ name: '<script>alert(1)</script>', dueAt: 'tomorrow' }),
      t.http().post('/admin/questionnaires').set(staff).send({ name: 'Past', dueAt: '2020-01-01T00:00:00Z' }),
      t.http().put('/admin/questionnaires/-3').set(staff).send({ name: 'x' }),
      t.http().get('/admin/questionnaires').query({ status: 'gone', page: 'x' }).set(staff),
    ]
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBeLessThan(500)
      expect(res.body.success).toBe(false)
      expect(res.body.message).toBeTruthy()
    }
    expect(await t.db.prisma.questionnaire.count()).toBe(before)
  })
})
