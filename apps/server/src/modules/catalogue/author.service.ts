import type { TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'

/** The clean name of an author as written in a statement ("(美)尼尔·埃亚尔(Nir Eyal)著" → "尼尔·埃亚尔"). */
export function cleanAuthorName(raw: string): string {
  return raw.replace(/^[(（[［【][^)）\]］】]*[)）\]］】]/u, '').replace(/[(（][^)）]*[)）]/gu, '').replace(/[,，]?\s*\d{4}-(\d{4})?\.?$/u, '').replace(/(著|编著|主编|编|译|撰)$/u, '').trim()
}

async function authorRecords(ctx: Pick<TenantContext, 'data'>, author: string, take: number) {
  const name = cleanAuthorName(author)
  if (!name) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'author', message: 'an author name is needed' }] })
  const where = { suppressed: false, OR: [{ authors: { has: name } }, { responsibility: { contains: name } }] }
  const [count, records] = await Promise.all([
    ctx.data.bibRecord.count({ where }),
    ctx.data.bibRecord.findMany({ where, orderBy: [{ publishYearNum: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }], take }),
  ])
  return { name, count, records }
}

/** `GET /find/searchResultDetail/getAuthorInfo`: an author, how many of their works the library has, their main subjects. */
export async function authorInfo(ctx: Pick<TenantContext, 'data'>, input: { author: string; size: number }) {
  const { name, count, records } = await authorRecords(ctx, input.author, Math.max(input.size, 50))
  const subjects = new Map<string, number>()
  for (const r of records) for (const s of r.subjects) subjects.set(s, (subjects.get(s) ?? 0) + 1)
  return {
    author: name,
    bookCount: count,
    subjects: [...subjects].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([subject, num]) => ({ subject, num })),
    books: records.slice(0, input.size).map((r) => ({ recordId: r.id, title: r.title, publisher: r.publisher, publishYear: r.publishYear, isbn: r.isbn })),
  }
}

/** `GET /find/searchResultDetail/getAuthorBookInfo`: the works of an author in this library, paged. */
export async function authorBooks(ctx: Pick<TenantContext, 'data'>, input: { author: string; size: number }) {
  const { count, records } = await authorRecords(ctx, input.author, input.size)
  return { numFound: count, list: records.map((r) => ({ recordId: r.id, title: r.title, author: r.responsibility, publisher: r.publisher, publishYear: r.publishYear, isbn: r.isbn })) }
}
