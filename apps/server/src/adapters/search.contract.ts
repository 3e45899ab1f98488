import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FacetKey, MatchMode, SearchField } from '@portal/contracts'
import type { PrismaClient } from '@portal/db'
import type { SearchBackend, SearchClause, SearchIndexer, SearchRequest } from '../ports/search.port.ts'
import { highlightSegments } from '../kernel/search-text/highlight.ts'

// The contract every SearchBackend must pass, over the demo catalogue (seed/data/catalogue): tenant
// 900001 (university, everything) and 900002 (public library, no theses). `prisma` is the database that holds the
// catalogue; it is the ground truth for counts.

export type SearchContractContext = {
  backend: SearchBackend
  indexer: SearchIndexer
  prisma: PrismaClient
  teardown?: () => Promise<void>
}

type Options = { facets?: FacetKey[]; rows?: number; page?: number } & Partial<Pick<SearchRequest, 'filters' | 'sort'>>

export function runSearchBackendContract(name: string, setup: () => Promise<SearchContractContext>): void {
  describe(`SearchBackend contract: ${name}`, () => {
    let ctx: SearchContractContext
    let publicId: number
    let universityId: number

    beforeAll(async () => {
      ctx = await setup()
      const tenants = await ctx.prisma.tenant.findMany({ where: { groupCode: { in: ['900001', '900002'] } } })
      universityId = tenants.find((t) => t.groupCode === '900001')!.id
      publicId = tenants.find((t) => t.groupCode === '900002')!.id
    })
    afterAll(async () => {
      await ctx?.teardown?.()
    })

    const clause = (term: string, field: SearchField = 'keyWord', matchMode: MatchMode = '2', oper: SearchClause['oper'] = 'AND'): SearchClause => ({ field, matchMode, term, oper })
    const request = (tenantId: number, clauses: SearchClause[], options: Options = {}): SearchRequest => ({
      tenantId,
      clauses,
      filters: options.filters ?? { facets: {} },
      sort: options.sort ?? { field: 'relevance', direction: 'asc' },
      page: options.page ?? 1,
      rows: options.rows ?? 10,
      facets: options.facets ?? [],
    })
    const search = (tenantId: number, clauses: SearchClause[], options: Options = {}) => ctx.backend.search(request(tenantId, clauses, options))
    const idsOf = async (tenantId: number, title: string) =>
      (await ctx.prisma.bibRecord.findMany({ where: { tenantId, title }, select: { id: true }, orderBy: { id: 'asc' } })).map((r) => r.id)
    const idOf = async (tenantId: number, title: string) => {
      const [id] = await idsOf(tenantId, title)
      expect(id, `demo record "${title}"`).toBeDefined()
      return id!
    }
    const allIds = async (tenantId: number, clauses: SearchClause[], options: Options = {}) =>
      (await search(tenantId, clauses, { ...options, rows: 100 })).hits.map((h) => h.recordId).sort((a, b) => a - b)
    const top = async (tenantId: number, term: string, n = 3, field: SearchField = 'keyWord') =>
      (await search(tenantId, [clause(term, field)])).hits.slice(0, n).map((h) => h.recordId)

    it('folds Traditional and Simplified: 圖書館 and 图书馆 find the same records', async () => {
      const traditional = await allIds(universityId, [clause('圖書館')])
      expect(traditional.length).toBeGreaterThan(2)
      expect(await allIds(universityId, [clause('图书馆')])).toEqual(traditional)
    })

    it('finds a Simplified title from its Traditional form and back', async () => {
      for (const [simplified, traditional] of [['红楼梦', '紅樓夢校注'], ['三体', '三體'], ['活着', '活著']] as const) {
        const hans = await idOf(universityId, simplified)
        const hant = await idOf(universityId, traditional)
        const fromTraditional = await top(universityId, traditional.slice(0, 3), 5)
        const fromSimplified = await top(universityId, simplified, 5)
        expect(fromTraditional).toContain(hans)
        expect(fromSimplified).toContain(hant)
      }
    })

    it('finds 三体 by pinyin, full (santi) and initials (st), in the top 3', async () => {
      const santi = await idOf(universityId, '三体')
      expect(await top(universityId, 'santi')).toContain(santi)
      expect(await top(universityId, 'st')).toContain(santi)
      expect(await top(universityId, 'liucixin', 10)).toContain(santi)
    })

    it('puts the title written as typed first among the same title in both scripts', async () => {
      expect(await top(universityId, '三体', 1)).toEqual([await idOf(universityId, '三体')])
      expect(await top(universityId, '三體', 1)).toEqual([await idOf(universityId, '三體')])
    })

    it('finds 国史大纲 by the sub-word 国史 and a 2-character term puts the work in the top 3', async () => {
      expect(await top(universityId, '国史', 5)).toContain(await idOf(universityId, '国史大纲'))
      expect(await top(universityId, '红楼')).toContain(await idOf(universityId, '红楼梦'))
      expect(await top(universityId, '活着')).toContain(await idOf(universityId, '活着'))
    })

    it('finds a record by ISBN-13 with and without hyphens and by its ISBN-10', async () => {
      const santi = await idOf(universityId, '三体')
      for (const term of ['9787536692930', '978-7-5366-9293-0', '7536692935', '7-5366-9293-5']) {
        expect(await allIds(universityId, [clause(term, 'isbn')]), term).toEqual([santi])
        expect(await top(universityId, term, 1), `keyword ${term}`).toEqual([santi])
      }
      expect(await allIds(universityId, [clause('978-7-5366', 'isbn', '3')])).toContain(santi)
    })

    it('finds title words and authors', async () => {
      const pride = await idOf(universityId, 'Pride and Prejudice')
      expect(await top(universityId, 'pride prejudice')).toContain(pride)
      expect(await top(universityId, 'Jane Austen', 10, 'author')).toContain(pride)
      const byLiu = await allIds(universityId, [clause('刘慈欣', 'author')])
      expect(byLiu).toContain(await idOf(universityId, '三体'))
      expect(byLiu).toContain(await idOf(universityId, '三體')) // 劉慈欣 folds to 刘慈欣
      expect(await allIds(universityId, [clause('刘慈欣', 'title')])).not.toContain(await idOf(universityId, '三体'))
    })

    it('combines clauses with AND, OR and NOT', async () => {
      const santi = await allIds(universityId, [clause('三体', 'title')])
      const alive = await allIds(universityId, [clause('活着', 'title')])
      const either = await allIds(universityId, [clause('三体', 'title'), clause('活着', 'title', '2', 'OR')])
      expect(either).toEqual([...new Set([...santi, ...alive])].sort((a, b) => a - b))
      const both = await allIds(universityId, [clause('三体', 'title'), clause('刘慈欣', 'author', '2', 'AND')])
      expect(both.length).toBeGreaterThan(0)
      expect(both.every((id) => santi.includes(id))).toBe(true)
      const forest = await idOf(universityId, '三体. Ⅱ, 黑暗森林')
      const without = await allIds(universityId, [clause('三体', 'title'), clause('黑暗森林', 'title', '2', 'NOT')])
      expect(santi).toContain(forest)
      expect(without).not.toContain(forest)
      expect(without.length).toBe(santi.length - 1)
    })

    it('honours the four match modes', async () => {
      const santi = await idOf(universityId, '三体')
      const forest = await idOf(universityId, '三体. Ⅱ, 黑暗森林')
      const exact = await allIds(universityId, [clause('三体', 'title', '1')])
      expect(exact).toContain(santi)
      expect(exact).toContain(await idOf(universityId, '三體'))
      expect(exact).not.toContain(forest)
      const starts = await allIds(universityId, [clause('三体', 'title', '3')])
      expect(starts).toEqual(expect.arrayContaining([santi, forest]))
      // Parallel titles are titles too: The Dark Forest carries 黑暗森林.
      const ends = await allIds(universityId, [clause('黑暗森林', 'title', '4')])
      expect(ends).toEqual(expect.arrayContaining([forest, await idOf(universityId, 'The Dark Forest')]))
      expect(ends).not.toContain(santi)
      expect(await allIds(universityId, [clause('黑暗', 'title', '4')])).toEqual([])
      expect(await allIds(universityId, [clause('暗森', 'title', '2')])).toContain(forest)
      expect(await allIds(universityId, [clause('暗森', 'title', '1')])).toEqual([])
    })

    it('counts facets exactly over the match set (equal to SQL) and filters by them', async () => {
      const browse = await search(universityId, [], { facets: ['docCode', 'langCode'] })
      const truth = await ctx.prisma.bibRecord.groupBy({ by: ['docCode'], where: { tenantId: universityId, suppressed: false }, _count: true })
      expect(browse.total).toBe(truth.reduce((sum, t) => sum + t._count, 0))
      expect(browse.totalApproximate).toBe(false)
      expect(browse.facetsApproximate).toBe(false)
      expect(new Map(browse.facets.docCode!.map((f) => [f.value, f.count]))).toEqual(new Map(truth.map((t) => [String(t.docCode), t._count])))
      const theses = await search(universityId, [], { filters: { facets: { docCode: ['4'] } } })
      expect(theses.total).toBe(truth.find((t) => t.docCode === 4)!._count)
      const chinese = browse.facets.langCode!.find((f) => f.value === 'chi')!
      const both = await search(universityId, [], { filters: { facets: { docCode: ['4', '1'], langCode: ['chi'] } }, facets: ['docCode'] })
      const sqlBoth = await ctx.prisma.bibRecord.count({ where: { tenantId: universityId, suppressed: false, docCode: { in: [1, 4] }, langCode: 'chi' } })
      expect(both.total).toBe(sqlBoth)
      expect(both.total).toBeLessThanOrEqual(chinese.count)
      const years = await search(universityId, [], { filters: { facets: {}, publishBegin: 2000, publishEnd: 2010 } })
      expect(years.total).toBe(await ctx.prisma.bibRecord.count({ where: { tenantId: universityId, suppressed: false, publishYearNum: { gte: 2000, lte: 2010 } } }))
      const onShelf = await search(universityId, [], { filters: { facets: {}, onlyOnShelf: true } })
      expect(onShelf.total).toBe(await ctx.prisma.bibRecord.count({ where: { tenantId: universityId, suppressed: false, items: { some: { status: 'ON_SHELF' } } } }))
      const santi = await idOf(universityId, '三体')
      const excluded = await allIds(universityId, [clause('三体')], { filters: { facets: {}, excludeRecordIds: [santi] } })
      expect(excluded).not.toContain(santi)
      const only = await allIds(universityId, [clause('三体')], { filters: { facets: {}, onlyRecordIds: [santi, 2_000_000_000] } })
      expect(only).toEqual([santi])
      expect(await allIds(universityId, [clause('三体')], { filters: { facets: {}, onlyRecordIds: [] } })).toEqual([])
      const unknown = await search(universityId, [], { filters: { facets: { docCode: ['nonsense'], libCode: ["x' OR 1=1 --"] } } })
      expect(unknown.total).toBe(0)
    })

    it('sorts by year, title, accession date and loan count, and pages', async () => {
      const records = await ctx.prisma.bibRecord.findMany({ where: { tenantId: universityId }, select: { id: true, publishYearNum: true, firstInDate: true } })
      const byId = new Map(records.map((r) => [r.id, r]))
      const years = (await search(universityId, [], { sort: { field: 'issued_sort', direction: 'desc' }, rows: 50 })).hits.map((h) => byId.get(h.recordId)!.publishYearNum ?? -1)
      expect(years).toEqual([...years].sort((a, b) => b - a))
      const ascending = (await search(universityId, [], { sort: { field: 'issued_sort', direction: 'asc' }, rows: 50 })).hits.map((h) => byId.get(h.recordId)!.publishYearNum ?? 99999)
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
      const dates = (await search(universityId, [], { sort: { field: 'in_date', direction: 'desc' }, rows: 50 })).hits.map((h) => byId.get(h.recordId)!.firstInDate?.getTime() ?? -1)
      expect(dates).toEqual([...dates].sort((a, b) => b - a))
      const titles = await search(universityId, [clause('history')], { sort: { field: 'title', direction: 'asc' }, rows: 50 })
      expect(titles.hits.length).toBeGreaterThan(1)
      const loans = await search(universityId, [], { sort: { field: 'loan_count', direction: 'desc' }, rows: 20 })
      const counts = await Promise.all(loans.hits.map((h) => ctx.prisma.loan.count({ where: { tenantId: universityId, recordId: h.recordId } })))
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
      const first = await search(universityId, [], { sort: { field: 'issued_sort', direction: 'asc' }, rows: 10, page: 1 })
      const second = await search(universityId, [], { sort: { field: 'issued_sort', direction: 'asc' }, rows: 10, page: 2 })
      const twenty = await search(universityId, [], { sort: { field: 'issued_sort', direction: 'asc' }, rows: 20, page: 1 })
      expect([...first.hits, ...second.hits].map((h) => h.recordId)).toEqual(twenty.hits.map((h) => h.recordId))
      expect(first.total).toBe(twenty.total)
    })

    it('never returns another tenant’s records', async () => {
      const mine = new Set((await ctx.prisma.bibRecord.findMany({ where: { tenantId: publicId }, select: { id: true } })).map((r) => r.id))
      for (const term of ['三体', 'history', '图书馆', '9787536692930']) {
        const hits = await allIds(publicId, [clause(term)])
        expect(hits.length, term).toBeGreaterThan(0)
        expect(hits.every((id) => mine.has(id)), term).toBe(true)
      }
      expect((await search(publicId, [], { facets: ['docCode'] })).facets.docCode!.map((f) => f.value)).not.toContain('4')
    })

    it('answers bad terms with a bounded result instead of an error', async () => {
      const bad = ["'; DROP TABLE \"RecordSearch\"; --", '<script>alert(1)</script>', '三体'.repeat(5_000), 'x'.repeat(10_240), '!!! ??? ...', '', '   ', "' OR '1'='1", '\\', ':* & | ! <->']
      for (const term of bad) {
        for (const field of ['keyWord', 'title', 'isbn', 'callNo', 'kindNo', 'subject'] as const) {
          for (const mode of ['1', '2', '3', '4'] as const) {
            const result = await search(universityId, [clause(term, field, mode)], { facets: ['docCode'] })
            expect(result.hits.length).toBeLessThanOrEqual(10)
          }
        }
        expect(Array.isArray(await ctx.backend.suggest(universityId, term, 5))).toBe(true)
      }
      expect((await search(universityId, [clause('三体')])).hits.length).toBeGreaterThan(0)
      const huge = await search(universityId, [], { rows: 100_000, page: -3 })
      expect(huge.hits.length).toBeLessThanOrEqual(100)
    })

    it('suggests titles for a misspelt term', async () => {
      expect(await ctx.backend.suggest(universityId, 'Pride and Prejudise', 5)).toContain('Pride and Prejudice')
    })

    it('highlights on the original text and keeps catalogue markup as text', async () => {
      const [hit] = (await search(universityId, [clause('紅樓夢')])).hits
      const record = await ctx.prisma.bibRecord.findUniqueOrThrow({ where: { id: hit!.recordId } })
      expect(highlightSegments(record.title, '紅樓夢').some((s) => s.matched)).toBe(true)
      expect(highlightSegments('<script>alert("三体")</script>', '三体')).toEqual([
        { text: '<script>alert("', matched: false },
        { text: '三体', matched: true },
        { text: '")</script>', matched: false },
      ])
    })

    it('reindexes and removes records, and counts what it holds', async () => {
      const santi = await idOf(universityId, '三体')
      const records = await ctx.prisma.bibRecord.count({ where: { tenantId: universityId, suppressed: false } })
      expect(await ctx.indexer.indexedCount(universityId)).toBe(records)
      await ctx.indexer.remove(universityId, [santi])
      expect(await allIds(universityId, [clause('9787536692930', 'isbn')])).toEqual([])
      expect(await ctx.indexer.indexedCount(universityId)).toBe(records - 1)
      await ctx.indexer.reindex(universityId, [santi])
      expect(await allIds(universityId, [clause('9787536692930', 'isbn')])).toEqual([santi])
      expect(await ctx.indexer.indexedCount(universityId)).toBe(records)
      // A record id of another tenant is ignored, never indexed under this one.
      await ctx.indexer.reindex(publicId, [santi])
      expect(await allIds(publicId, [clause('9787536692930', 'isbn')])).not.toContain(santi)
    })
  })
}
