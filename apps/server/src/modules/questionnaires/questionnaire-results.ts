import type { QuestionResult, QuestionView } from '@portal/contracts'
import type { TenantData } from '../../data/tenant-data.ts'

// The tally of a questionnaire's responses: how many chose each option, how many answered each question, and for
// staff the text answers without who wrote them. Patrons never get text answers (another reader's words, even
// without a name, can tell who wrote them in a small class).

/** Text answers staff see per question, newest first. */
export const TEXT_ANSWERS_SHOWN = 200

export async function tally(
  data: TenantData,
  questionnaireId: number,
  questions: QuestionView[],
  { withText }: { withText: boolean },
): Promise<{ responseCount: number; questions: QuestionResult[] }> {
  const choiceIds = questions.filter((q) => q.type !== 'TEXT').map((q) => q.id)
  const [responseCount, answered, choices] = await Promise.all([
    data.questionnaireResponse.count({ where: { questionnaireId } }),
    data.questionnaireAnswer.groupBy({ by: ['questionId'], where: { question: { questionnaireId } }, _count: { _all: true } }),
    choiceIds.length ? data.questionnaireAnswer.findMany({ where: { questionId: { in: choiceIds } }, select: { questionId: true, choices: true } }) : [],
  ])
  const answeredOf = new Map(answered.map((row) => [row.questionId, row._count._all]))
  const counts = new Map(questions.map((q) => [q.id, q.options.map(() => 0)]))
  for (const answer of choices) {
    const row = counts.get(answer.questionId)
    for (const choice of answer.choices) if (row && choice >= 0 && choice < row.length) row[choice]! += 1
  }
  const texts = withText
    ? await Promise.all(
        questions.map((q) =>
          q.type === 'TEXT'
            ? data.questionnaireAnswer.findMany({ where: { questionId: q.id, text: { not: '' } }, select: { text: true }, orderBy: { id: 'desc' }, take: TEXT_ANSWERS_SHOWN })
            : Promise.resolve([]),
        ),
      )
    : null
  return {
    responseCount,
    questions: questions.map((q, i) => ({
      ...q,
      optionCounts: counts.get(q.id) ?? [],
      answeredCount: answeredOf.get(q.id) ?? 0,
      ...(texts ? { textAnswers: texts[i]!.map((row) => row.text) } : {}),
    })),
  }
}
