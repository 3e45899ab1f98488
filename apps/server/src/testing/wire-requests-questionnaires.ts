import { CITY, del, EN, get, post, put, UNKNOWN_ID, type WireContext, type WireRequest } from './wire-requests-kit.ts'

// The recorded wire of the questionnaires (issue 16): the patron's list by tab, one questionnaire, answering it (once,
// with the refusals of bad answers), the results of the closed one, the e-resource question lists, and the staff's
// draft written, changed, published, closed and read back; another library's staff get not-found.

// They run after the sessions of the table were ended (accountClosing): each call brings a session of its own.
const reader = { patron: 'reader', fresh: true } as const
const scholar = { patron: 'scholar', fresh: true } as const
const citizen = { patron: 'citizen', fresh: true } as const
const admin = { staff: 'admin', fresh: true } as const
const cityAdmin = { staff: 'cityAdmin', fresh: true } as const

type Listed = { naireId: number; naireName: string }
/** A seeded questionnaire's id by its name, as reader's list answered it. */
const naire = (name: string) => (ctx: WireContext) =>
  ((ctx.answer('questionnaires.list').body as { data?: { searchResult?: Listed[] } }).data?.searchResult ?? []).find((q) => q.naireName === name)?.naireId ?? UNKNOWN_ID
const OPEN = naire('新书推荐偏好调查')
const CLOSED = naire('2025 年秋季开放时间调查')
const questionsOf = (ctx: WireContext) => ((ctx.answer('questionnaires.detail').body as { data?: { questions?: { id: number }[] } }).data?.questions ?? []).map((q) => q.id)
/** The draft the staff created in this table. */
const draftPath = (suffix = '') => (ctx: WireContext) => `/admin/questionnaires/${(ctx.answer('questionnaires.admin-create').body as { data?: { id?: number } }).data?.id ?? UNKNOWN_ID}${suffix}`

export const questionnaireReads: WireRequest[] = [
  post('questionnaires.list', '/find/equestion/queryFindNaireList', () => ({ page: 1, rows: 10 }), { as: reader }),
  post('questionnaires.list-open', '/find/equestion/queryFindNaireList', () => ({ page: 1, rows: 10, tab: 'open' }), { as: reader }),
  post('questionnaires.list-ended-by-place', '/find/equestion/queryFindNaireList', () => ({ page: '1', rows: '5', tab: '3' }), { as: reader }),
  post('questionnaires.list-city', '/find/equestion/queryFindNaireList', () => ({}), { as: citizen, group: CITY }),
  post('questionnaires.list-error-tab', '/find/equestion/queryFindNaireList', () => ({ tab: 'someday' }), { as: reader, headers: EN }),
  post('questionnaires.list-error-anonymous', '/find/equestion/queryFindNaireList', () => ({ page: 1, rows: 10 })),
  post('questionnaires.answered-scholar', '/find/eanswer/getAnswerList', () => ({ page: 1, rows: 10 }), { as: scholar }),
  post('questionnaires.detail', '/find/equestion/queryall', (ctx) => ({ naireId: OPEN(ctx) }), { as: reader }),
  post('questionnaires.detail-error-unknown', '/find/equestion/queryall', () => ({ naireId: UNKNOWN_ID }), { as: reader, headers: EN }),
  post('questionnaires.detail-error-negative', '/find/equestion/queryall', () => ({ naireId: -1 }), { as: reader }),
  post('questionnaires.result', '/find/eanswer/getResult', (ctx) => ({ naireId: CLOSED(ctx) }), { as: reader }),
  post('questionnaires.result-error-open', '/find/eanswer/getResult', (ctx) => ({ naireId: OPEN(ctx) }), { as: reader, headers: EN }),
  post('questionnaires.e-questions', '/find/databaseNavigation/eQuestionList', () => ({ page: 1, rows: 10 }), { as: reader }),
  post('questionnaires.e-questions-replied', '/find/databaseNavigation/newEleQuestionList', () => ({ page: 1, rows: 10, tab: 'replied' }), { as: reader }),
  post('questionnaires.e-questions-error-tab', '/find/databaseNavigation/eQuestionList', () => ({ tab: 9 }), { as: reader, headers: EN }),
  get('questionnaires.admin-list', '/admin/questionnaires', () => ({ page: 1, rows: 10 }), { as: admin }),
]

export const questionnaireWrites: WireRequest[] = [
  post('questionnaires.answer-error-required', '/find/eanswer/doanswer', (ctx) => ({ naireId: OPEN(ctx), answers: [] }), { as: reader, headers: EN }),
  post('questionnaires.answer-error-choice', '/find/eanswer/doanswer', (ctx) => ({ naireId: OPEN(ctx), answers: [{ questionId: questionsOf(ctx)[0], choices: [9] }] }), { as: reader }),
  post('questionnaires.answer-error-too-long', '/find/eanswer/doanswer', (ctx) => ({
    naireId: OPEN(ctx), answers: [{ questionId: questionsOf(ctx)[0], choices: [0] }, { questionId: questionsOf(ctx)[1], text: '书'.repeat(1001) }],
  }), { as: reader, headers: EN }),
  post('questionnaires.answer', '/find/eanswer/doanswer', (ctx) => ({
    naireId: OPEN(ctx), answers: [{ questionId: questionsOf(ctx)[0], choices: '0' }, { questionId: questionsOf(ctx)[1], answer: '《三体》全集' }],
  }), { as: reader }),
  post('questionnaires.answer-error-again', '/find/eanswer/doanswer', (ctx) => ({ naireId: OPEN(ctx), answers: [{ questionId: questionsOf(ctx)[0], choices: [1] }] }), { as: reader }),
  post('questionnaires.answer-error-closed', '/find/eanswer/doanswer', (ctx) => ({ naireId: CLOSED(ctx), answers: [] }), { as: reader }),
  post('questionnaires.answered-after', '/find/eanswer/getAnswerList', () => ({ page: 1, rows: 10 }), { as: reader }),
  post('questionnaires.admin-create', '/admin/questionnaires', () => ({
    name: '讲座满意度', description: '', questions: [
      { type: 'SINGLE_CHOICE', text: '讲座对您有帮助吗？', options: ['有', '一般', '没有'], required: true },
      { type: 'TEXT', text: '建议' },
    ],
  }), { as: admin }),
  post('questionnaires.admin-create-error-options', '/admin/questionnaires', () => ({ name: 'x', questions: [{ type: 'SINGLE_CHOICE', text: 'Q', options: ['only'] }] }), { as: admin, headers: EN }),
  put('questionnaires.admin-update', '/admin/questionnaires/:id', () => ({ name: '讲座满意度调查' }), { as: admin, path: draftPath() }),
  get('questionnaires.admin-get-error-other-tenant', '/admin/questionnaires/:id', undefined, { as: cityAdmin, path: draftPath() }),
  post('questionnaires.admin-publish', '/admin/questionnaires/:id/publish', () => ({}), { as: admin, path: draftPath('/publish') }),
  put('questionnaires.admin-update-error-published', '/admin/questionnaires/:id', () => ({ name: 'x' }), { as: admin, path: draftPath(), headers: EN }),
  del('questionnaires.admin-delete-error-published', '/admin/questionnaires/:id', undefined, { as: admin, path: draftPath() }),
  post('questionnaires.admin-close', '/admin/questionnaires/:id/close', () => ({}), { as: admin, path: draftPath('/close') }),
  get('questionnaires.admin-get', '/admin/questionnaires/:id', undefined, { as: admin, path: draftPath() }),
  get('questionnaires.admin-results', '/admin/questionnaires/:id/results', undefined, { as: admin, path: (ctx) => `/admin/questionnaires/${CLOSED(ctx)}/results` }),
  post('questionnaires.admin-create-to-delete', '/admin/questionnaires', () => ({ name: '临时草稿' }), { as: admin }),
  del('questionnaires.admin-delete', '/admin/questionnaires/:id', undefined, {
    as: admin, path: (ctx) => `/admin/questionnaires/${(ctx.answer('questionnaires.admin-create-to-delete').body as { data?: { id?: number } }).data?.id ?? UNKNOWN_ID}`,
  }),
  del('questionnaires.admin-delete-error-unknown', '/admin/questionnaires/:id', undefined, { as: admin, path: () => `/admin/questionnaires/${UNKNOWN_ID}` }),
]
