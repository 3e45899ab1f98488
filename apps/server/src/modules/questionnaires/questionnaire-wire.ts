import type { EQuestionPage, QuestionnaireDetail, QuestionnairePage, QuestionnaireSummary } from '@portal/contracts'

// The LibStar-style wire of the questionnaire lists: a page as `searchResult` with `numFound` (like loanList), days as
// `YYYY-MM-DD`, and the questionnaire's legacy names beside the domain's (naireId, naireName, publishTime, endTime,
// fillTime, ifAnswer). Details and results are answered as the domain has them.

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null)

function summaryToWire(q: QuestionnaireSummary) {
  return {
    ...q,
    naireId: q.id, naireName: q.name, publishTime: day(q.publishedAt), endTime: day(q.dueAt), fillTime: day(q.submittedAt),
    ifAnswer: q.submittedAt ? 1 : 0,
  }
}

export const questionnairePageToWire = (page: QuestionnairePage) => ({ searchResult: page.items.map(summaryToWire), numFound: page.total })

export const questionnaireDetailToWire = (detail: QuestionnaireDetail) => ({ ...summaryToWire(detail), questions: detail.questions, myAnswers: detail.myAnswers })

export const eQuestionPageToWire = (page: EQuestionPage) => ({
  searchResult: page.items.map((q) => ({ ...q, replyFlag: q.repliedAt ? 1 : 0, createTime: q.createdAt, replyTime: q.repliedAt })),
  numFound: page.total,
})
