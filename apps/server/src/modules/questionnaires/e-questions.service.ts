import type { EQuestionPage, EQuestionQuery } from '@portal/contracts'
import type { Prisma } from '@portal/db'
import type { PatronContext } from '../../data/request-scope.ts'

// The patron's questions about electronic resources (Feedback of kind E_RESOURCE, asked from a database's page):
// `databaseNavigation/eQuestionList` and `newEleQuestionList`, with the spec's tabs all / replied / unreplied
// (spec §3). Asking and replying are the feedback module's; this only lists.

const TABS: Record<EQuestionQuery['tab'], Prisma.FeedbackWhereInput> = {
  all: {},
  replied: { repliedAt: { not: null } },
  unreplied: { repliedAt: null },
}

export async function listEQuestions(ctx: Pick<PatronContext, 'mine'>, query: EQuestionQuery): Promise<EQuestionPage> {
  const where: Prisma.FeedbackWhereInput = { kind: 'E_RESOURCE', ...TABS[query.tab] }
  const [rows, total] = await Promise.all([
    ctx.mine.feedback.findMany({
      where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.rows, take: query.rows,
      select: { id: true, databaseId: true, database: { select: { name: true } }, content: true, contact: true, reply: true, repliedAt: true, createdAt: true },
    }),
    ctx.mine.feedback.count({ where }),
  ])
  return {
    items: rows.map(({ database, repliedAt, createdAt, ...row }) => ({
      ...row, databaseName: database?.name ?? '', repliedAt: repliedAt ? repliedAt.toISOString() : null, createdAt: createdAt.toISOString(),
    })),
    total,
  }
}
