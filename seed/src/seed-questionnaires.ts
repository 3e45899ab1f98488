import type { DemoTenant } from './demo-tenants.ts'
import { DAY_MS, type Tx } from './seed-activity-context.ts'

// The university's questionnaires (user menu key 10): two open ones `reader` has not answered yet (one that
// `scholar` has), one closed with the answers of `scholar` and `newcomer` so its results show, and a draft only staff
// see. Dates are relative to the seeding moment. The public library has none: its key 10 shows the empty state.

type Question = { type: 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'TEXT'; text: string; options?: string[]; required?: boolean }
type Plan = {
  name: string; description: string; status: 'DRAFT' | 'PUBLISHED' | 'CLOSED'; publishedDaysAgo: number | null; dueInDays: number | null
  questions: Question[]
  /** Answers by account: per question an option index list, or text. */
  answers: Record<string, (number[] | string)[]>
}

const SATISFACTION = ['非常满意', '满意', '一般', '不满意', '非常不满意']

const PLANS: Plan[] = [
  {
    name: '读者服务满意度调查', description: '请花两分钟告诉我们您对图书馆服务的看法，帮助我们改进。', status: 'PUBLISHED', publishedDaysAgo: 10, dueInDays: 60,
    questions: [
      { type: 'SINGLE_CHOICE', text: '您对图书馆的总体服务满意吗？', options: SATISFACTION, required: true },
      { type: 'MULTIPLE_CHOICE', text: '您常用哪些服务？（可多选）', options: ['图书借阅', '自习座位', '电子资源', '馆际互借', '讲座与培训'], required: true },
      { type: 'TEXT', text: '您对图书馆还有什么建议？' },
    ],
    answers: { scholar: [[1], [0, 2, 4], '希望外文原版书能更新得更快一些。'] },
  },
  {
    name: '新书推荐偏好调查', description: '您希望图书馆多采购哪类新书？', status: 'PUBLISHED', publishedDaysAgo: 3, dueInDays: null,
    questions: [
      { type: 'SINGLE_CHOICE', text: '您最希望增加哪一类图书？', options: ['计算机与技术', '文学与艺术', '经济与管理', '自然科学'], required: true },
      { type: 'TEXT', text: '有具体想推荐的书目吗？' },
    ],
    answers: {},
  },
  {
    name: '2025 年秋季开放时间调查', description: '关于延长晚间开放时间的意见征集，已结束。', status: 'CLOSED', publishedDaysAgo: 120, dueInDays: -90,
    questions: [
      { type: 'SINGLE_CHOICE', text: '您希望图书馆晚上开放到几点？', options: ['21:00', '22:00', '23:00', '24 小时开放'], required: true },
      { type: 'MULTIPLE_CHOICE', text: '您通常在哪些时段到馆？', options: ['上午', '下午', '晚上', '周末'] },
      { type: 'TEXT', text: '其他意见' },
    ],
    answers: { scholar: [[1], [1, 3], '周末早上能早一点开门就好了。'], newcomer: [[2], [2], ''] },
  },
  {
    name: '讲座主题征集（草稿）', description: '下学期讲座的主题征集，尚未发布。', status: 'DRAFT', publishedDaysAgo: null, dueInDays: 30,
    questions: [{ type: 'TEXT', text: '您希望听到哪些主题的讲座？', required: true }],
    answers: {},
  },
]

export async function seedQuestionnaires(tx: Tx, tenantId: number, demo: DemoTenant): Promise<void> {
  if (demo.kind !== 'academic') return
  const now = Date.now()
  const staff = await tx.staffUser.findFirst({ where: { tenantId }, orderBy: { id: 'asc' }, select: { id: true } })
  const patrons = new Map((await tx.patron.findMany({ where: { tenantId }, select: { id: true, username: true } })).map((p) => [p.username, p.id]))
  for (const plan of PLANS) {
    const publishedAt = plan.publishedDaysAgo === null ? null : new Date(now - plan.publishedDaysAgo * DAY_MS)
    const questionnaire = await tx.questionnaire.create({
      data: {
        tenantId, name: plan.name, description: plan.description, status: plan.status, publishedAt,
        dueAt: plan.dueInDays === null ? null : new Date(now + plan.dueInDays * DAY_MS), createdById: staff?.id ?? null,
      },
    })
    const questions = await tx.question.createManyAndReturn({
      data: plan.questions.map((q, sortOrder) => ({ tenantId, questionnaireId: questionnaire.id, sortOrder, type: q.type, text: q.text, options: q.options ?? [], required: q.required ?? false })),
      select: { id: true, sortOrder: true },
    })
    questions.sort((a, b) => a.sortOrder - b.sortOrder)
    let day = 1
    for (const [username, answers] of Object.entries(plan.answers)) {
      const patronId = patrons.get(username)
      if (!patronId || !publishedAt) continue
      const response = await tx.questionnaireResponse.create({ data: { tenantId, questionnaireId: questionnaire.id, patronId, submittedAt: new Date(publishedAt.getTime() + day++ * DAY_MS) } })
      await tx.questionnaireAnswer.createMany({
        data: answers
          .map((answer, i) => ({ tenantId, responseId: response.id, questionId: questions[i]!.id, choices: typeof answer === 'string' ? [] : answer, text: typeof answer === 'string' ? answer : '' }))
          .filter((a) => a.choices.length || a.text),
      })
    }
  }
}
