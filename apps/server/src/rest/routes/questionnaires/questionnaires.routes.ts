import { E_QUESTION_TABS, MAX_QUESTIONNAIRE_ROWS, QUESTIONNAIRE_TABS } from '@portal/contracts'
import { z } from 'zod'
import { listEQuestions } from '../../../modules/questionnaires/e-questions.service.ts'
import { eQuestionPageToWire, questionnaireDetailToWire, questionnairePageToWire } from '../../../modules/questionnaires/questionnaire-wire.ts'
import { listQuestionnaires, questionnaireDetail, questionnaireResults, submitAnswers } from '../../../modules/questionnaires/questionnaires.service.ts'
import { absentAsUndefined, lenientInt, lenientObject, lenientString, paging } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

// The patron's questionnaires (user menu key 10) and e-resource question lists (spec §7 "others"; issue 16).

const tag = 'Questionnaires'
const idNumber = z.number().int().positive().max(2_147_483_647)
const positiveId = lenientInt().pipe(idNumber)

/** A tab by its name in any case, or by its place in `tabs` (0 = the first). */
const tabOf = <T extends readonly [string, ...string[]]>(tabs: T) =>
  lenientString(20)
    .transform((v) => (/^\d+$/.test(v) ? (tabs[Number(v)] ?? v) : v.toLowerCase()))
    .pipe(z.enum(tabs))
    .optional()

/** The questionnaire: `naireId` as LibStar clients name it, or `id` / `questionnaireId`. */
const byQuestionnaire = lenientObject({ naireId: positiveId.optional(), id: positiveId.optional(), questionnaireId: positiveId.optional() })
  .transform((v) => v.naireId ?? v.questionnaireId ?? v.id)
  .pipe(idNumber)

/** Chosen options: a list of indexes, one index, or "0,2". */
const choices = z.preprocess((v) => {
  const value = absentAsUndefined(v)
  if (value === undefined) return []
  if (typeof value === 'string') return value.split(',').map((s) => (/^\s*-?\d+\s*$/.test(s) ? Number(s) : s))
  return Array.isArray(value) ? value.map((x) => (typeof x === 'string' && /^\s*-?\d+\s*$/.test(x) ? Number(x) : x)) : [value]
}, z.array(z.number().int().min(-1).max(1000)).max(100))

/** Text as sent (the service counts its characters and refuses more than 1000 by name; nothing is cut here). */
const answerText = z.preprocess((v) => (typeof v === 'number' ? String(v) : (absentAsUndefined(v) ?? '')), z.string().max(100_000))

const answer = lenientObject({ questionId: positiveId, choices: choices.optional(), text: answerText.optional(), answer: answerText.optional() })
  .transform(({ questionId, choices: chosen, text, answer: legacy }) => ({ questionId, choices: chosen ?? [], text: text ?? legacy ?? '' }))

const doAnswer = lenientObject({
  naireId: positiveId.optional(), id: positiveId.optional(), questionnaireId: positiveId.optional(),
  answers: z.array(answer).max(200),
}).transform((v) => ({ questionnaireId: v.naireId ?? v.questionnaireId ?? v.id, answers: v.answers }))
  .pipe(z.object({ questionnaireId: idNumber, answers: z.array(z.object({ questionId: z.number(), choices: z.array(z.number()), text: z.string() })) }))

const eQuestions = lenientObject({ ...paging(MAX_QUESTIONNAIRE_ROWS), tab: tabOf(E_QUESTION_TABS), type: tabOf(E_QUESTION_TABS) })
  .transform(({ type, tab, ...rest }) => ({ ...rest, tab: tab ?? type ?? ('all' as const) }))

export const questionnairesRoutes = [
  defineRoute({
    method: 'POST', path: '/find/equestion/queryFindNaireList', tag, access: 'patron',
    summary: 'The library’s questionnaires (published or ended) by tab: all, open (to answer), answered, ended; with the patron’s fill date',
    input: lenientObject({ ...paging(MAX_QUESTIONNAIRE_ROWS), tab: tabOf(QUESTIONNAIRE_TABS) }).transform(({ tab, ...rest }) => ({ ...rest, tab: tab ?? ('all' as const) })),
    operation: (ctx, input) => listQuestionnaires(ctx, input), present: questionnairePageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/eanswer/getAnswerList', tag, access: 'patron',
    summary: 'The questionnaires the signed-in patron answered, newest first, with the fill date',
    input: lenientObject(paging(MAX_QUESTIONNAIRE_ROWS)),
    operation: (ctx, input) => listQuestionnaires(ctx, { ...input, tab: 'answered' }), present: questionnairePageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/equestion/queryall', tag, access: 'patron',
    summary: 'One questionnaire (naireId) with its questions (single choice, multiple choice, text) and the patron’s own answers if given',
    input: byQuestionnaire, operation: (ctx, id) => questionnaireDetail(ctx, id), present: questionnaireDetailToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/eanswer/doanswer', tag, access: 'patron',
    summary: 'Answer a questionnaire once: {naireId, answers: [{questionId, choices (option indexes) | text (≤ 1000 characters)}]}',
    input: doAnswer, operation: (ctx, input) => submitAnswers(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/eanswer/getResult', tag, access: 'patron',
    summary: 'Results of an ended questionnaire: responses and the count of each option (no text answers)',
    input: byQuestionnaire, operation: (ctx, id) => questionnaireResults(ctx, id),
  }),
  defineRoute({
    method: 'POST', path: '/find/databaseNavigation/eQuestionList', tag, access: 'patron',
    summary: 'The patron’s questions about electronic resources, tab all / replied / unreplied (or 0 / 1 / 2)',
    input: eQuestions, operation: (ctx, input) => listEQuestions(ctx, input), present: eQuestionPageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/databaseNavigation/newEleQuestionList', tag, access: 'patron',
    summary: 'The same list for the new e-resource pages',
    input: eQuestions, operation: (ctx, input) => listEQuestions(ctx, input), present: eQuestionPageToWire,
  }),
]
