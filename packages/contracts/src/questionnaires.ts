import { z } from 'zod'

// Questionnaires of the library (user menu key 10, issue 16) and a patron's e-resource questions, as the domain
// describes them: times as instants, answers by option index. The REST door renders the LibStar lists from these;
// the tRPC procedures return them as they are.

export const QUESTION_TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]

export const QUESTIONNAIRE_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number]

/** A text answer is at most this many characters (Unicode code points, spec §5); longer is refused, never cut. */
export const QUESTIONNAIRE_ANSWER_MAX_LENGTH = 1000

/** The patron's tabs: everything, open to answer, answered by them, ended without their answer. */
export const QUESTIONNAIRE_TABS = ['all', 'open', 'answered', 'ended'] as const
export type QuestionnaireTab = (typeof QUESTIONNAIRE_TABS)[number]

export const MAX_QUESTIONNAIRE_ROWS = 50
const page = z.number().int().min(1).max(10_000).default(1)
const rows = z.number().int().min(1).max(MAX_QUESTIONNAIRE_ROWS).default(10)
const id = z.number().int().positive().max(2_147_483_647)

export const QuestionnaireQuerySchema = z.object({ page, rows, tab: z.enum(QUESTIONNAIRE_TABS).default('all') })
export type QuestionnaireQuery = z.output<typeof QuestionnaireQuerySchema>

export const QuestionnaireSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  publishedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  questionCount: z.number().int(),
  /** The patron's answer: when they filled it in (the "fill date"), or null. */
  submittedAt: z.string().nullable(),
  /** It takes answers now (published, not past its due date). */
  open: z.boolean(),
  /** Its results are shown to patrons: once it has ended (closed, or past its due date). */
  resultsPublished: z.boolean(),
})
export type QuestionnaireSummary = z.infer<typeof QuestionnaireSummarySchema>

export const QuestionnairePageSchema = z.object({ items: z.array(QuestionnaireSummarySchema), total: z.number().int() })
export type QuestionnairePage = z.infer<typeof QuestionnairePageSchema>

export const QuestionSchema = z.object({
  id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
})
export type QuestionView = z.infer<typeof QuestionSchema>

export const AnswerSchema = z.object({ questionId: z.number().int(), choices: z.array(z.number().int()), text: z.string() })
export type AnswerView = z.infer<typeof AnswerSchema>

export const QuestionnaireDetailSchema = QuestionnaireSummarySchema.extend({
  questions: z.array(QuestionSchema),
  /** The patron's own answers once they answered, else null. */
  myAnswers: z.array(AnswerSchema).nullable(),
})
export type QuestionnaireDetail = z.infer<typeof QuestionnaireDetailSchema>

export const QuestionnaireIdSchema = z.object({ questionnaireId: id })

/**
 * One answer as sent. The text's length is checked by the service (QUESTIONNAIRE_ANSWER_TOO_LONG names the
 * question), so the schema only keeps absurd sizes out.
 */
export const AnswerInputSchema = z.object({
  questionId: id,
  choices: z.array(z.number().int().min(-1).max(1000)).max(100).default([]),
  text: z.string().max(100_000).default(''),
})
export type AnswerInput = z.output<typeof AnswerInputSchema>

export const SubmitAnswersSchema = z.object({ questionnaireId: id, answers: z.array(AnswerInputSchema).max(200) })
export type SubmitAnswers = z.output<typeof SubmitAnswersSchema>

export const SubmittedSchema = z.object({ responseId: z.number().int(), submittedAt: z.string() })
export type Submitted = z.infer<typeof SubmittedSchema>

export const QuestionResultSchema = QuestionSchema.extend({
  /** How many responses chose each option, in the options' order (choice questions). */
  optionCounts: z.array(z.number().int()),
  /** How many responses answered the question at all. */
  answeredCount: z.number().int(),
  /** Staff only: the text answers, newest first, without who wrote them (at most TEXT_ANSWERS_SHOWN). */
  textAnswers: z.array(z.string()).optional(),
})
export const QuestionnaireResultsSchema = z.object({
  questionnaireId: z.number().int(),
  name: z.string(),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  responseCount: z.number().int(),
  questions: z.array(QuestionResultSchema),
})
export type QuestionnaireResults = z.infer<typeof QuestionnaireResultsSchema>
export type QuestionResult = z.infer<typeof QuestionResultSchema>

// ── staff ──────────────────────────────────────────────────────────────────────────────────────────────

export const QuestionInputSchema = z.object({
  type: z.enum(QUESTION_TYPES),
  text: z.string().trim().min(1).max(500),
  options: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  required: z.boolean().default(false),
})
export type QuestionInput = z.output<typeof QuestionInputSchema>

const questionnaireFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000),
  dueAt: z.iso.datetime({ offset: true }).nullable(),
  questions: z.array(QuestionInputSchema).max(50),
}

export const QuestionnaireCreateSchema = z.object({
  name: questionnaireFields.name,
  description: questionnaireFields.description.default(''),
  dueAt: questionnaireFields.dueAt.default(null),
  questions: questionnaireFields.questions.default([]),
})
export type QuestionnaireCreate = z.output<typeof QuestionnaireCreateSchema>

/** A draft's change: the fields sent (no defaults: a field not sent stays); `questions`, when sent, replaces them all. */
export const QuestionnaireUpdateSchema = z.object(questionnaireFields).partial()
export type QuestionnaireUpdate = z.output<typeof QuestionnaireUpdateSchema>

export const AdminQuestionnaireQuerySchema = z.object({ page, rows, status: z.enum(QUESTIONNAIRE_STATUSES).nullable().default(null) })
export type AdminQuestionnaireQuery = z.output<typeof AdminQuestionnaireQuerySchema>

export const ManagedQuestionnaireSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  publishedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  createdAt: z.string(),
  questionCount: z.number().int(),
  responseCount: z.number().int(),
})
export type ManagedQuestionnaire = z.infer<typeof ManagedQuestionnaireSchema>
export const ManagedQuestionnairePageSchema = z.object({ items: z.array(ManagedQuestionnaireSchema), total: z.number().int() })
export type ManagedQuestionnairePage = z.infer<typeof ManagedQuestionnairePageSchema>
export const ManagedQuestionnaireDetailSchema = ManagedQuestionnaireSchema.extend({ questions: z.array(QuestionSchema) })
export type ManagedQuestionnaireDetail = z.infer<typeof ManagedQuestionnaireDetailSchema>

// ── e-resource questions (databaseNavigation/eQuestionList) ────────────────────────────────────────────

/** The e-question tabs (spec §3 "e-question lists (all, replied, unreplied)"). */
export const E_QUESTION_TABS = ['all', 'replied', 'unreplied'] as const
export type EQuestionTab = (typeof E_QUESTION_TABS)[number]

export const EQuestionQuerySchema = z.object({ page, rows, tab: z.enum(E_QUESTION_TABS).default('all') })
export type EQuestionQuery = z.output<typeof EQuestionQuerySchema>

export const EQuestionSchema = z.object({
  id: z.number().int(),
  databaseId: z.number().int().nullable(),
  databaseName: z.string(),
  content: z.string(),
  contact: z.string(),
  reply: z.string(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type EQuestionView = z.infer<typeof EQuestionSchema>
export const EQuestionPageSchema = z.object({ items: z.array(EQuestionSchema), total: z.number().int() })
export type EQuestionPage = z.infer<typeof EQuestionPageSchema>
