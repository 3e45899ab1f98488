import {
  EQuestionPageSchema, EQuestionQuerySchema, QuestionnaireDetailSchema, QuestionnaireIdSchema, QuestionnairePageSchema, QuestionnaireQuerySchema,
  QuestionnaireResultsSchema, SubmitAnswersSchema, SubmittedSchema,
} from '@portal/contracts'
import { listEQuestions } from '../../../modules/questionnaires/e-questions.service.ts'
import { listQuestionnaires, questionnaireDetail, questionnaireResults, submitAnswers } from '../../../modules/questionnaires/questionnaires.service.ts'
import { patronProcedure } from '../../init.ts'

/** A patron's questionnaires (questionnaires.*); REST twins in rest/routes/questionnaires/questionnaires.routes.ts. */
export const questionnairesProcedures = {
  list: patronProcedure.input(QuestionnaireQuerySchema).output(QuestionnairePageSchema).query(({ ctx, input }) => listQuestionnaires(ctx, input)),
  detail: patronProcedure.input(QuestionnaireIdSchema).output(QuestionnaireDetailSchema).query(({ ctx, input }) => questionnaireDetail(ctx, input.questionnaireId)),
  answer: patronProcedure.input(SubmitAnswersSchema).output(SubmittedSchema).mutation(({ ctx, input }) => submitAnswers(ctx, input)),
  results: patronProcedure.input(QuestionnaireIdSchema).output(QuestionnaireResultsSchema).query(({ ctx, input }) => questionnaireResults(ctx, input.questionnaireId)),
  eQuestions: patronProcedure.input(EQuestionQuerySchema).output(EQuestionPageSchema).query(({ ctx, input }) => listEQuestions(ctx, input)),
}
