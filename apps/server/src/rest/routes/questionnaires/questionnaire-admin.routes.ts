import { MAX_QUESTIONNAIRE_ROWS, QUESTIONNAIRE_STATUSES, QuestionnaireCreateSchema, QuestionnaireUpdateSchema } from '@portal/contracts'
import { z } from 'zod'
import {
  closeQuestionnaire, createQuestionnaire, deleteQuestionnaire, listManagedQuestionnaires, managedQuestionnaire, managedResults, publishQuestionnaire,
  updateQuestionnaire,
} from '../../../modules/questionnaires/questionnaire-admin.service.ts'
import { lenientInt, lenientObject, lenientString, paging } from '../../lenient.ts'
import { defineRoute, type RestRoute } from '../../route-table.ts'

// Staff write the library's questionnaires (issue 16): drafts, publishing, closing, results without names.

const tag = 'Questionnaires (staff)'
const id = lenientInt().pipe(z.number().int().positive().max(2_147_483_647))
const byId = lenientObject({ id })
const status = lenientString(20).transform((v) => v.toUpperCase()).pipe(z.enum(QUESTIONNAIRE_STATUSES)).optional()

export const questionnaireAdminRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET', path: '/admin/questionnaires', tag, access: 'staff', summary: 'The tenant’s questionnaires, newest first, with question and response counts (status filters)',
    input: lenientObject({ ...paging(MAX_QUESTIONNAIRE_ROWS), status }).transform((v) => ({ ...v, status: v.status ?? null })),
    operation: (ctx, input) => listManagedQuestionnaires(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/admin/questionnaires', tag, access: 'staff', summary: 'Create a draft questionnaire with its questions',
    input: QuestionnaireCreateSchema, operation: (ctx, input) => createQuestionnaire(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/admin/questionnaires/:id', tag, access: 'staff', summary: 'One questionnaire with its questions',
    input: byId, operation: (ctx, input) => managedQuestionnaire(ctx, input.id),
  }),
  defineRoute({
    method: 'PUT', path: '/admin/questionnaires/:id', tag, access: 'staff', summary: 'Change a draft (the fields sent; questions sent replace them all)',
    input: QuestionnaireUpdateSchema.extend({ id }), operation: (ctx, { id: questionnaireId, ...fields }) => updateQuestionnaire(ctx, questionnaireId, fields),
  }),
  defineRoute({
    method: 'POST', path: '/admin/questionnaires/:id/publish', tag, access: 'staff', summary: 'Publish a draft: it takes answers until its due date or until closed',
    input: byId, operation: (ctx, input) => publishQuestionnaire(ctx, input.id),
  }),
  defineRoute({
    method: 'POST', path: '/admin/questionnaires/:id/close', tag, access: 'staff', summary: 'Close a published questionnaire: no more answers, results shown to patrons',
    input: byId, operation: (ctx, input) => closeQuestionnaire(ctx, input.id),
  }),
  defineRoute({
    method: 'DELETE', path: '/admin/questionnaires/:id', tag, access: 'staff', summary: 'Delete a draft questionnaire',
    input: byId, operation: (ctx, input) => deleteQuestionnaire(ctx, input.id),
  }),
  defineRoute({
    method: 'GET', path: '/admin/questionnaires/:id/results', tag, access: 'staff', summary: 'Responses, counts per option and the text answers (without names)',
    input: byId, operation: (ctx, input) => managedResults(ctx, input.id),
  }),
]
