import { MenuGroupSchema, safeLinkUrl, type ValidationReason } from '@portal/contracts'
import { z } from 'zod'
import type { StaffContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { buildMenuTree } from '../tenancy/index.ts'

// Field rules without defaults, so a change names only what it changes; creation fills MENU_DEFAULTS.
const MenuFields = z.object({
  menuName: z.string().trim().min(1).max(100),
  englishName: z.string().trim().max(100),
  complexFont: z.string().trim().max(100),
  menuUrl: safeLinkUrl(500),
  jumpMode: z.enum(['1', '2']),
  useFlag: z.enum(['0', '1', '2']),
  menuKey: z.string().trim().max(20).nullable(),
  sortOrder: z.number().int().min(0).max(10_000),
  parentId: z.number().int().positive().max(2_147_483_647).nullable(),
})
const MENU_DEFAULTS = { englishName: '', complexFont: '', menuUrl: '', jumpMode: '1', useFlag: '1', menuKey: null, sortOrder: 0, parentId: null } as const
export const MenuCreateSchema = MenuFields.partial().required({ menuName: true }).extend({ menuGroup: MenuGroupSchema }).strict()
export const MenuUpdateSchema = MenuFields.partial().strict()

const refuse = (reason: ValidationReason) => new AppError('VALIDATION_FAILED', { issues: [{ path: 'parentId', reason }] })

/** A parent must exist in this tenant, sit in the same menu group and not be the item or one of its descendants. */
async function assertParent(ctx: Pick<StaffContext, 'data'>, parentId: number | null | undefined, item: { id?: number; menuGroup: string }) {
  if (parentId === null || parentId === undefined) return
  if (parentId === item.id) throw refuse('MENU_OWN_PARENT')
  const parent = await ctx.data.menuItem.findFirst({ where: { id: parentId } })
  if (!parent) throw refuse('NO_SUCH_MENU')
  if (parent.menuGroup !== item.menuGroup) throw refuse('MENU_OTHER_GROUP')
  if (item.id === undefined) return
  const rows = await ctx.data.menuItem.findMany({ where: { menuGroup: parent.menuGroup }, select: { id: true, parentId: true } })
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]))
  for (let at: number | null | undefined = parent.id; at != null; at = parentOf.get(at)) if (at === item.id) throw refuse('MENU_LOOP')
}

export async function listMenus(ctx: Pick<StaffContext, 'data'>) {
  const rows = await ctx.data.menuItem.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] })
  return MenuGroupSchema.options.map((group) => ({ menuGroup: group, items: buildMenuTree(rows.filter((r) => r.menuGroup === group)) }))
}

export async function createMenu(ctx: Pick<StaffContext, 'data' | 'tenant'>, input: z.output<typeof MenuCreateSchema>) {
  const tenant = await ctx.tenant()
  await assertParent(ctx, input.parentId, { menuGroup: input.menuGroup })
  return ctx.data.menuItem.create({ data: { ...MENU_DEFAULTS, ...input, tenantId: tenant.id } })
}

export async function updateMenu(ctx: Pick<StaffContext, 'data'>, id: number, input: z.output<typeof MenuUpdateSchema>) {
  const current = await ctx.data.menuItem.findFirst({ where: { id } })
  if (!current) throw new AppError('NOT_FOUND')
  await assertParent(ctx, input.parentId, current)
  const { count } = await ctx.data.menuItem.updateMany({ where: { id }, data: input })
  if (count === 0) throw new AppError('NOT_FOUND')
  return ctx.data.menuItem.findUniqueOrThrow({ where: { id } })
}

export async function deleteMenu(ctx: Pick<StaffContext, 'data'>, id: number) {
  const { count } = await ctx.data.menuItem.deleteMany({ where: { id } })
  if (count === 0) throw new AppError('NOT_FOUND')
  return { deleted: id }
}
