import type { LibraryItem } from '@portal/contracts'
import type { Library } from '@portal/db'
import type { RequestContext } from '../../kernel/request-context.ts'
import { AppError } from '../../kernel/app-error.ts'

export function toLibraryItem(library: Library): LibraryItem {
  return {
    libId: library.id,
    libCode: library.libCode,
    libName: library.libName,
    englishName: library.englishName,
    complexName: library.complexName,
    mainFlag: library.isMain ? '1' : '0',
  }
}

/** `getLibraryList` / `getlibs`: the tenant's active libraries, filtered by any of their names. */
export async function listLibraries(ctx: RequestContext, input: { searchContent?: string | null | undefined } = {}): Promise<LibraryItem[]> {
  const tenant = await ctx.tenant()
  const term = input.searchContent?.trim()
  const rows = await ctx.db.library.findMany({
    where: {
      tenantId: tenant.id,
      active: true,
      ...(term
        ? {
            OR: [
              { libName: { contains: term, mode: 'insensitive' } },
              { englishName: { contains: term, mode: 'insensitive' } },
              { complexName: { contains: term, mode: 'insensitive' } },
              { libCode: { contains: term } },
            ],
          }
        : {}),
    },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  })
  return rows.map(toLibraryItem)
}

/**
 * `POST /oga/opaclibcode/savelastlibcode`: the library a patron last chose in the header picker.
 * An empty code means "All". Signed-in patrons keep it on their record; the door also sets a cookie
 * so anonymous visitors keep their choice.
 */
export async function saveLastLibCode(ctx: RequestContext, input: { libCode: string }): Promise<{ libCode: string }> {
  const tenant = await ctx.tenant()
  const libCode = input.libCode.trim()
  const library = libCode ? await ctx.db.library.findFirst({ where: { tenantId: tenant.id, libCode, active: true } }) : null
  if (libCode && !library) throw new AppError('NOT_FOUND', { field: 'libCode' })
  if (ctx.actor.kind === 'patron')
    await ctx.db.patron.updateMany({ where: { id: ctx.actor.patronId, tenantId: tenant.id }, data: { homeLibraryId: library?.id ?? null } })
  return { libCode }
}
