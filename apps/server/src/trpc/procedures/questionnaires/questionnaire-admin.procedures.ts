import {
  AdminQuestionnaireQuerySchema, ManagedQuestionnaireDetailSchema, ManagedQuestionnairePageSchema, QuestionnaireCreateSchema, QuestionnaireResultsSchema,
  QuestionnaireUpdateSchema,
} from '@portal/contracts'
import { z } from 'zod'
import {
  closeQuestionnaire, createQuestionnaire, deleteQuestionnaire, listManagedQuestionnaires, managedQuestionnaire, managedResults, publishQuestionnaire,
  updateQuestionnaire,
} from '../../../modules/questionnaires/questionnaire-admin.service.ts'
import { staffProcedure } from '../../init.ts'

const id = z.number().int().positive().max(2_147_483_647)
const byId = z.object({ id })

/** Staff questionnaires (questionnaires.admin.*); REST twins in rest/routes/questionnaires/questionnaire-admin.routes.ts. */
export const questionnaireAdminProcedures = {
  list: staffProcedure.input(AdminQuestionnaireQuerySchema).output(ManagedQuestionnairePageSchema).query(({ ctx, input }) => listManagedQuestionnaires(ctx, input)),
  get: staffProcedure.input(byId).output(ManagedQuestionnaireDetailSchema).query(({ ctx, input }) => managedQuestionnaire(ctx, input.id)),
  create: staffProcedure.input(QuestionnaireCreateSchema).output(ManagedQuestionnaireDetailSchema).mutation(({ ctx, input }) => createQuestionnaire(ctx, input)),
  update: staffProcedure
    .input(QuestionnaireUpdateSchema.extend({ id }))
    .output(ManagedQuestionnaireDetailSchema)
    .mutation(({ ctx, input: { id: questionnaireId, ...fields } }) => updateQuestionnaire(ctx, questionnaireId, fields)),
  publish: staffProcedure.input(byId).output(ManagedQuestionnaireDetailSchema).mutation(({ ctx, input }) => publishQuestionnaire(ctx, input.id)),
  close: staffProcedure.input(byId).output(ManagedQuestionnaireDetailSchema).mutation(({ ctx, input }) => closeQuestionnaire(ctx, input.id)),
  remove: staffProcedure.input(byId).output(z.object({ deleted: z.number().int() })).mutation(({ ctx, input }) => deleteQuestionnaire(ctx, input.id)),
  results: staffProcedure.input(byId).output(QuestionnaireResultsSchema).query(({ ctx, input }) => managedResults(ctx, input.id)),
}
