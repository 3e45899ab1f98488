import type {
  AdminQuestionnaireQuery, ManagedQuestionnaire, ManagedQuestionnaireDetail, ManagedQuestionnairePage, QuestionInput, QuestionnaireCreate,
  QuestionnaireResults, QuestionnaireUpdate, QuestionView,
} from '@portal/contracts'
import type { QuestionnaireKind } from '@portal/db'
import type { StaffContext } from '../../data/request-scope.ts'
import type { TenantData } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import { checkQuestions } from './questionnaire-rules.ts'
import { tally } from './questionnaire-results.ts'

// Staff write questionnaires (`/admin/questionnaires`): a draft is written and changed freely, then published (it
// takes answers from then on, and its questions no longer change, so answers always match them), then closed
// (results shown to patrons). Only a draft is deleted: a questionnaire with answers is history.

type StaffCall = Pick<StaffContext, 'data' | 'staffId' | 'tenant'>
type Tx = Parameters<Parameters<TenantData['$transaction']>[0]>[0]

const QUESTIONS = { orderBy: [{ sortOrder: 'asc' as const }, { id: 'asc' as const }], select: { id: true, type: true, text: true, options: true, required: true } as const }
const COUNTS = { _count: { select: { questions: true, responses: true } } } as const
const FIELDS = { id: true, name: true, description: true, status: true, publishedAt: true, dueAt: true, createdAt: true, ...COUNTS } as const

type Row = Omit<ManagedQuestionnaire, 'publishedAt' | 'dueAt' | 'createdAt' | 'questionCount' | 'responseCount'> & {
  publishedAt: Date | null; dueAt: Date | null; createdAt: Date; _count: { questions: number; responses: number }
}
const iso = (d: Date | null) => (d ? d.toISOString() : null)

function managed({ _count, publishedAt, dueAt, createdAt, ...q }: Row): ManagedQuestionnaire {
  return { ...q, publishedAt: iso(publishedAt), dueAt: iso(dueAt), createdAt: createdAt.toISOString(), questionCount: _count.questions, responseCount: _count.responses }
}

function futureDue(dueAt: string | null | undefined): Date | null {
  if (!dueAt) return null
  const due = new Date(dueAt)
  if (due <= new Date()) throw new AppError('QUESTIONNAIRE_DUE_PAST')
  return due
}

async function writeQuestions(tx: Tx, tenantId: number, questionnaireId: number, questions: QuestionInput[]) {
  await tx.question.deleteMany({ where: { questionnaireId } })
  if (questions.length)
    await tx.question.createMany({
      data: questions.map((q, sortOrder) => ({ tenantId, questionnaireId, sortOrder, type: q.type, text: q.text, options: q.type === 'TEXT' ? [] : q.options, required: q.required })),
    })
}

async function draftIn(tx: Tx, id: number, kind: QuestionnaireKind) {
  const q = await tx.questionnaire.findFirst({ where: { id, kind }, select: { status: true } })
  if (!q) throw new AppError('NOT_FOUND')
  if (q.status !== 'DRAFT') throw new AppError('QUESTIONNAIRE_NOT_DRAFT')
}

/** `GET /admin/questionnaires`: the tenant's questionnaires of a kind, newest first, with their response counts. */
export async function listManagedQuestionnaires(ctx: StaffCall, query: AdminQuestionnaireQuery, kind: QuestionnaireKind = 'GENERAL'): Promise<ManagedQuestionnairePage> {
  const where = { kind, ...(query.status ? { status: query.status } : {}) }
  const [rows, total] = await Promise.all([
    ctx.data.questionnaire.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.rows, take: query.rows, select: FIELDS }),
    ctx.data.questionnaire.count({ where }),
  ])
  return { items: rows.map(managed), total }
}

/** `GET /admin/questionnaires/:id`: one questionnaire with its questions. */
export async function managedQuestionnaire(ctx: Pick<StaffCall, 'data'>, id: number, kind: QuestionnaireKind = 'GENERAL'): Promise<ManagedQuestionnaireDetail> {
  const q = await ctx.data.questionnaire.findFirst({ where: { id, kind }, select: { ...FIELDS, questions: QUESTIONS } })
  if (!q) throw new AppError('NOT_FOUND')
  const { questions, ...row } = q
  return { ...managed(row), questions: questions as QuestionView[] }
}

/** `POST /admin/questionnaires`: a new draft with its questions. */
export async function createQuestionnaire(ctx: StaffCall, input: QuestionnaireCreate, kind: QuestionnaireKind = 'GENERAL'): Promise<ManagedQuestionnaireDetail> {
  checkQuestions(input.questions)
  const dueAt = futureDue(input.dueAt)
  const { id: tenantId } = await ctx.tenant()
  const id = await ctx.data.$transaction(async (tx) => {
    const q = await tx.questionnaire.create({ data: { tenantId, kind, name: input.name, description: input.description, dueAt, createdById: ctx.staffId }, select: { id: true } })
    await writeQuestions(tx, tenantId, q.id, input.questions)
    return q.id
  })
  return managedQuestionnaire(ctx, id, kind)
}

/** `PUT /admin/questionnaires/:id`: changes a draft (the fields sent; questions sent replace them all). */
export async function updateQuestionnaire(ctx: StaffCall, id: number, input: QuestionnaireUpdate, kind: QuestionnaireKind = 'GENERAL'): Promise<ManagedQuestionnaireDetail> {
  if (input.questions) checkQuestions(input.questions)
  const dueAt = input.dueAt === undefined ? undefined : futureDue(input.dueAt)
  const { id: tenantId } = await ctx.tenant()
  await ctx.data.$transaction(async (tx) => {
    await draftIn(tx, id, kind)
    const fields = { name: input.name, description: input.description, dueAt }
    // Only the draft: a publish that won the race leaves this change with nothing to change.
    const changed = await tx.questionnaire.updateMany({ where: { id, status: 'DRAFT' }, data: fields })
    if (!changed.count) throw new AppError('QUESTIONNAIRE_NOT_DRAFT')
    if (input.questions) await writeQuestions(tx, tenantId, id, input.questions)
  })
  return managedQuestionnaire(ctx, id, kind)
}

/** `POST /admin/questionnaires/:id/publish`: a draft with questions, and a due date still ahead if it has one, starts taking answers. */
export async function publishQuestionnaire(ctx: StaffCall, id: number, kind: QuestionnaireKind = 'GENERAL'): Promise<ManagedQuestionnaireDetail> {
  await ctx.data.$transaction(async (tx) => {
    await draftIn(tx, id, kind)
    const q = await tx.questionnaire.findFirstOrThrow({ where: { id }, select: { dueAt: true, _count: { select: { questions: true } } } })
    if (!q._count.questions) throw new AppError('QUESTIONNAIRE_NO_QUESTIONS')
    if (q.dueAt && q.dueAt <= new Date()) throw new AppError('QUESTIONNAIRE_DUE_PAST')
    const changed = await tx.questionnaire.updateMany({ where: { id, status: 'DRAFT' }, data: { status: 'PUBLISHED', publishedAt: new Date() } })
    if (!changed.count) throw new AppError('QUESTIONNAIRE_NOT_DRAFT')
  })
  return managedQuestionnaire(ctx, id, kind)
}

/** `POST /admin/questionnaires/:id/close`: a published questionnaire stops taking answers; patrons see its results. */
export async function closeQuestionnaire(ctx: StaffCall, id: number, kind: QuestionnaireKind = 'GENERAL'): Promise<ManagedQuestionnaireDetail> {
  const changed = await ctx.data.questionnaire.updateMany({ where: { id, kind, status: 'PUBLISHED' }, data: { status: 'CLOSED' } })
  if (!changed.count) {
    const q = await ctx.data.questionnaire.findFirst({ where: { id, kind }, select: { id: true } })
    throw new AppError(q ? 'QUESTIONNAIRE_NOT_PUBLISHED' : 'NOT_FOUND')
  }
  return managedQuestionnaire(ctx, id, kind)
}

/** `DELETE /admin/questionnaires/:id`: a draft goes, with its questions. */
export async function deleteQuestionnaire(ctx: StaffCall, id: number, kind: QuestionnaireKind = 'GENERAL'): Promise<{ deleted: number }> {
  const gone = await ctx.data.questionnaire.deleteMany({ where: { id, kind, status: 'DRAFT' } })
  if (!gone.count) {
    const q = await ctx.data.questionnaire.findFirst({ where: { id, kind }, select: { id: true } })
    throw new AppError(q ? 'QUESTIONNAIRE_NOT_DRAFT' : 'NOT_FOUND')
  }
  return { deleted: gone.count }
}

/** `GET /admin/questionnaires/:id/results`: counts per option, responses, and the text answers without names. */
export async function managedResults(ctx: Pick<StaffCall, 'data'>, id: number, kind: QuestionnaireKind = 'GENERAL'): Promise<QuestionnaireResults> {
  const q = await ctx.data.questionnaire.findFirst({ where: { id, kind }, select: { id: true, name: true, status: true, questions: QUESTIONS } })
  if (!q) throw new AppError('NOT_FOUND')
  const counted = await tally(ctx.data, q.id, q.questions as QuestionView[], { withText: true })
  return { questionnaireId: q.id, name: q.name, status: q.status, ...counted }
}
