import { safeLinkOrEmpty, type MenuItemDto } from '@portal/contracts'
import type { MenuGroup, MenuItem } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
import { defaultTopMenu, defaultUserMenu } from './default-menus.ts'

const asJumpMode = (v: string): MenuItemDto['jumpMode'] => (v === '2' ? '2' : '1')
const asUseFlag = (v: string): MenuItemDto['useFlag'] => (v === '0' || v === '2' ? v : '1')

/**
 * Builds the menu tree of one group from flat rows (parents first by sortOrder). A menuUrl no browser should
 * follow (stored before the link rule) is sent as '' — a heading without a link.
 */
export function buildMenuTree(rows: MenuItem[]): MenuItemDto[] {
  const byParent = new Map<number | null, MenuItem[]>()
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row])
  const build = (parentId: number | null): MenuItemDto[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((row) => ({
        menuId: row.id,
        menuName: row.menuName,
        englishName: row.englishName,
        complexFont: row.complexFont,
        menuUrl: safeLinkOrEmpty(row.menuUrl),
        jumpMode: asJumpMode(row.jumpMode),
        useFlag: asUseFlag(row.useFlag),
        menuKey: row.menuKey,
        sortOrder: row.sortOrder,
        child: build(row.id),
      }))
  return build(null)
}

async function loadGroup(ctx: Pick<TenantContext, 'data'>, menuGroup: MenuGroup) {
  return ctx.data.menuItem.findMany({ where: { menuGroup }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] })
}

/** `getMenuList`: the tenant's menus, or the default menus of spec §2 where it configured none. */
export async function getMenuList(ctx: Pick<TenantContext, 'data'>): Promise<{ menuA: MenuItemDto[]; menuB: MenuItemDto[] }> {
  const [a, b] = await Promise.all([loadGroup(ctx, 'A'), loadGroup(ctx, 'B')])
  return {
    menuA: a.length ? buildMenuTree(a) : defaultTopMenu(),
    menuB: b.length ? buildMenuTree(b) : defaultUserMenu(),
  }
}

/** `getCustomFindMenu`: extra links a library adds beside the standard menu (may be empty). */
export async function getCustomFindMenu(ctx: Pick<TenantContext, 'data'>): Promise<MenuItemDto[]> {
  return buildMenuTree(await loadGroup(ctx, 'CUSTOM'))
}
