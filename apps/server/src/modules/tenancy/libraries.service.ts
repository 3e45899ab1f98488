import type { LibraryItem } from '@portal/contracts'
import type { Library } from '@portal/db'
import type { TenantContext } from '../../data/request-scope.ts'
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
export async function listLibraries(ctx: Pick<TenantContext, 'data'>, input: { searchContent?: string | null | undefined } = {}): Promise<LibraryItem[]> {
  const term = input.searchContent?.trim()
  const rows = await ctx.data.library.findMany({
    where: {
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
export async function saveLastLibCode(ctx: Pick<TenantContext, 'data' | 'actor'>, input: { libCode: string }): Promise<{ libCode: string }> {
  const libCode = input.libCode.trim()
  const library = libCode ? await ctx.data.library.findFirst({ where: { libCode, active: true } }) : null
  if (libCode && !library) throw new AppError('NOT_FOUND', { field: 'libCode' })
  // A patron of another tenant naming this one in the header changes nothing: the tenant's data holds no such patron.
  if (ctx.actor.kind === 'patron')
    await ctx.data.patron.updateMany({ where: { id: ctx.actor.patronId }, data: { homeLibraryId: library?.id ?? null } })
  return { libCode }
}
