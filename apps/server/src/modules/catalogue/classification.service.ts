import type { TenantContext } from '../../data/request-scope.ts'
import { CLC_CLASSES, nameIn } from './vocabularies.ts'

type ClassNode = { classNo: string; className: string; classLev: number; parentClassNo: string; hasChild: boolean }

/**
 * `POST /find/category/classifica/list` ({parentClassNo, classLev}): one level of the CLC tree. A tenant
 * that imported the classification (ClassificationNode) browses it; others get the 22 main classes.
 */
export async function listClassification(ctx: Pick<TenantContext, 'data' | 'locale'>, input: { parentClassNo?: string; classLev?: number }): Promise<ClassNode[]> {
  const parentCode = input.parentClassNo?.trim() ?? ''
  const parent = parentCode ? await ctx.data.classificationNode.findFirst({ where: { scheme: 'CLC', code: parentCode } }) : null
  const rows = await ctx.data.classificationNode.findMany({
    where: { scheme: 'CLC', ...(parentCode ? { parentId: parent?.id ?? -1 } : { level: input.classLev ?? 1 }) },
    orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
    include: { _count: { select: { children: true } } },
    take: 500,
  })
  if (rows.length || (await ctx.data.classificationNode.count({ where: { scheme: 'CLC' } })) > 0)
    return rows.map((r) => ({
      classNo: r.code,
      className: ctx.locale === 'en-US' ? r.englishName || r.name : ctx.locale === 'zh-TW' ? r.complexName || r.name : r.name,
      classLev: r.level,
      parentClassNo: parentCode,
      hasChild: r._count.children > 0,
    }))
  if (parentCode) return []
  return CLC_CLASSES.map((entry) => ({ classNo: entry[0], className: nameIn(entry, ctx.locale), classLev: 1, parentClassNo: '', hasChild: false }))
}
