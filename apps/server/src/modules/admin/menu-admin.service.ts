import { MenuGroupSchema, safeLinkUrl, type ValidationReason } from '@portal/contracts'
import { z } from 'zod'
import type { RequestContext } from '../../kernel/request-context.ts'
import { AppError } from '../../kernel/app-error.ts'
import { requireStaff } from '../../kernel/guards.ts'
import { buildMenuTree } from '../tenancy/menus.service.ts'

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
async function assertParent(ctx: RequestContext, tenantId: number, parentId: number | null | undefined, item: { id?: number; menuGroup: string }) {
  if (parentId === null || parentId === undefined) return
  if (parentId === item.id) throw refuse('MENU_OWN_PARENT')
  const parent = await ctx.db.menuItem.findFirst({ where: { id: parentId, tenantId } })
  if (!parent) throw refuse('NO_SUCH_MENU')
  if (parent.menuGroup !== item.menuGroup) throw refuse('MENU_OTHER_GROUP')
  if (item.id === undefined) return
  const rows = await ctx.db.menuItem.findMany({ where: { tenantId, menuGroup: parent.menuGroup }, select: { id: true, parentId: true } })
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]))
  for (let at: number | null | undefined = parent.id; at != null; at = parentOf.get(at)) if (at === item.id) throw refuse('MENU_LOOP')
}

export async function listMenus(ctx: RequestContext) {
  const { tenant } = await requireStaff(ctx, 'ADMIN')
  const rows = await ctx.db.menuItem.findMany({ where: { tenantId: tenant.id }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] })
  return MenuGroupSchema.options.map((group) => ({ menuGroup: group, items: buildMenuTree(rows.filter((r) => r.menuGroup === group)) }))
}

export async function createMenu(ctx: RequestContext, input: z.output<typeof MenuCreateSchema>) {
  const { tenant } = await requireStaff(ctx, 'ADMIN')
  await assertParent(ctx, tenant.id, input.parentId, { menuGroup: input.menuGroup })
  return ctx.db.menuItem.create({ data: { ...MENU_DEFAULTS, ...input, tenantId: tenant.id } })
}

export async function updateMenu(ctx: RequestContext, id: number, input: z.output<typeof MenuUpdateSchema>) {
  const { tenant } = await requireStaff(ctx, 'ADMIN')
  const current = await ctx.db.menuItem.findFirst({ where: { id, tenantId: tenant.id } })
  if (!current) throw new AppError('NOT_FOUND')
  await assertParent(ctx, tenant.id, input.parentId, current)
  const { count } = await ctx.db.menuItem.updateMany({ where: { id, tenantId: tenant.id }, data: input })
  if (count === 0) throw new AppError('NOT_FOUND')
  return ctx.db.menuItem.findUniqueOrThrow({ where: { id } })
}

export async function deleteMenu(ctx: RequestContext, id: number) {
  const { tenant } = await requireStaff(ctx, 'ADMIN')
  const { count } = await ctx.db.menuItem.deleteMany({ where: { id, tenantId: tenant.id } })
  if (count === 0) throw new AppError('NOT_FOUND')
  return { deleted: id }
}
