import type {
  QuestionnaireDetail, QuestionnairePage, QuestionnaireQuery, QuestionnaireResults, QuestionnaireSummary, QuestionView, Submitted, SubmitAnswers,
} from '@portal/contracts'
import { Prisma, type QuestionnaireKind } from '@portal/db'
import type { PatronContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { checkAnswers, isOpen, resultsPublished } from './questionnaire-rules.ts'
import { tally } from './questionnaire-results.ts'

// A patron's side of the library's questionnaires (user menu key 10): the list with what they answered, one
// questionnaire with its questions, their answers (one response each, written whole or not at all), and the results
// once it has ended. Drafts are the staff's: to a patron they do not exist. `kind` keeps the trial-database
// feedback forms (DATABASE_TRIAL, newEle/tryDatabase) on the same code when they come.

type PatronCall = Pick<PatronContext, 'data' | 'mine' | 'patronId' | 'tenant'>

const QUESTIONS = { orderBy: [{ sortOrder: 'asc' as const }, { id: 'asc' as const }], select: { id: true, type: true, text: true, options: true, required: true } as const }
type Row = { id: number; name: string; description: string; status: QuestionnaireSummary['status']; publishedAt: Date | null; dueAt: Date | null; _count: { questions: number } }

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function summaryOf(q: Row, submittedAt: Date | null, now: Date): QuestionnaireSummary {
  return {
    id: q.id, name: q.name, description: q.description, status: q.status, publishedAt: iso(q.publishedAt), dueAt: iso(q.dueAt),
    questionCount: q._count.questions, submittedAt: iso(submittedAt), open: isOpen(q, now), resultsPublished: resultsPublished(q, now),
  }
}

/** When the patron answered each questionnaire they answered (a patron answers few: one small read). */
async function myAnswerDates(ctx: PatronCall): Promise<Map<number, Date>> {
  const rows = await ctx.mine.questionnaireResponse.findMany({ select: { questionnaireId: true, submittedAt: true } })
  return new Map(rows.map((r) => [r.questionnaireId, r.submittedAt]))
}

/** `/find/equestion/queryFindNaireList` (and getAnswerList with the answered tab): published questionnaires by tab, newest first. */
export async function listQuestionnaires(ctx: PatronCall, query: QuestionnaireQuery, kind: QuestionnaireKind = 'GENERAL'): Promise<QuestionnairePage> {
  const now = new Date()
  const answered = await myAnswerDates(ctx)
  const ids = [...answered.keys()]
  const ended: Prisma.QuestionnaireWhereInput = { OR: [{ status: 'CLOSED' }, { dueAt: { lte: now } }] }
  const byTab: Record<QuestionnaireQuery['tab'], Prisma.QuestionnaireWhereInput> = {
    all: {},
    open: { status: 'PUBLISHED', OR: [{ dueAt: null }, { dueAt: { gt: now } }], id: { notIn: ids } },
    answered: { id: { in: ids } },
    ended: { ...ended, id: { notIn: ids } },
  }
  const where: Prisma.QuestionnaireWhereInput = { kind, status: { in: ['PUBLISHED', 'CLOSED'] }, ...byTab[query.tab] }
  const [rows, total] = await Promise.all([
    ctx.data.questionnaire.findMany({
      where, orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.rows, take: query.rows,
      select: { id: true, name: true, description: true, status: true, publishedAt: true, dueAt: true, _count: { select: { questions: true } } },
    }),
    ctx.data.questionnaire.count({ where }),
  ])
  return { items: rows.map((q) => summaryOf(q, answered.get(q.id) ?? null, now)), total }
}

/** A questionnaire patrons may see (published or closed, of this kind), with its questions; else NOT_FOUND. */
async function visible(ctx: Pick<PatronCall, 'data'>, questionnaireId: number, kind: QuestionnaireKind) {
  const q = await ctx.data.questionnaire.findFirst({
    where: { id: questionnaireId, kind, status: { in: ['PUBLISHED', 'CLOSED'] } },
    select: { id: true, name: true, description: true, status: true, publishedAt: true, dueAt: true, _count: { select: { questions: true } }, questions: QUESTIONS },
  })
  if (!q) throw new AppError('NOT_FOUND')
  return q
}

/** `/find/equestion/queryall`: one questionnaire with its questions, and the patron's own answers if they answered. */
export async function questionnaireDetail(ctx: PatronCall, questionnaireId: number, kind: QuestionnaireKind = 'GENERAL'): Promise<QuestionnaireDetail> {
  const q = await visible(ctx, questionnaireId, kind)
  const mine = await ctx.mine.questionnaireResponse.findFirst({
    where: { questionnaireId }, select: { submittedAt: true, answers: { select: { questionId: true, choices: true, text: true } } },
  })
  return { ...summaryOf(q, mine?.submittedAt ?? null, new Date()), questions: q.questions as QuestionView[], myAnswers: mine ? mine.answers : null }
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

/**
 * `/find/eanswer/doanswer`: the patron's answers, checked against the questions (required ones answered, options
 * that exist, text at most 1000 characters: refused, never cut), stored as one response with its answers in one
 * transaction. A second answer, even one racing the first, is QUESTIONNAIRE_ALREADY_ANSWERED (the unique index).
 */
export async function submitAnswers(ctx: PatronCall, input: SubmitAnswers, kind: QuestionnaireKind = 'GENERAL'): Promise<Submitted> {
  const q = await visible(ctx, input.questionnaireId, kind)
  if (!isOpen(q, new Date())) throw new AppError('QUESTIONNAIRE_NOT_OPEN')
  if (await ctx.mine.questionnaireResponse.count({ where: { questionnaireId: q.id } })) throw new AppError('QUESTIONNAIRE_ALREADY_ANSWERED')
  const answers = checkAnswers(q.questions as QuestionView[], input.answers)
  const tenant = await ctx.tenant()
  try {
    return await ctx.data.$transaction(async (tx) => {
      // Staff may have closed it since it was read: the response goes in only while it is still open.
      const still = await tx.questionnaire.findFirst({ where: { id: q.id }, select: { status: true, dueAt: true } })
      if (!still || !isOpen(still, new Date())) throw new AppError('QUESTIONNAIRE_NOT_OPEN')
      const response = await tx.questionnaireResponse.create({ data: { tenantId: tenant.id, questionnaireId: q.id, patronId: ctx.patronId } })
      if (answers.length) await tx.questionnaireAnswer.createMany({ data: answers.map((a) => ({ tenantId: tenant.id, responseId: response.id, ...a })) })
      return { responseId: response.id, submittedAt: response.submittedAt.toISOString() }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('QUESTIONNAIRE_ALREADY_ANSWERED', {}, { cause: error })
    throw error
  }
}

/** `/find/eanswer/getResult`: counts per option and the number of responses, once the questionnaire has ended; no text answers. */
export async function questionnaireResults(ctx: PatronCall, questionnaireId: number, kind: QuestionnaireKind = 'GENERAL'): Promise<QuestionnaireResults> {
  const q = await visible(ctx, questionnaireId, kind)
  if (!resultsPublished(q, new Date())) throw new AppError('QUESTIONNAIRE_RESULTS_NOT_PUBLISHED')
  const counted = await tally(ctx.data, q.id, q.questions as QuestionView[], { withText: false })
  return { questionnaireId: q.id, name: q.name, status: q.status, ...counted }
}
