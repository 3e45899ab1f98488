import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MatchMode, SearchField } from '@portal/contracts'
import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import type { SearchRequest } from '../../ports/search.port.ts'
import { estimateMatches } from './facets.ts'
import { exactRankingSql, rankedHits } from './ranking.ts'
import { rankQueries, whereSql } from './where.ts'

// The fast relevance order (tiers read by sorting or by walking a b-tree) must be exactly the order
// stated over all matches. The demo catalogue is small, so the walks are forced by passing a large
// estimate as well as the real one.

let db: TestDatabase
let tenantId: number

beforeAll(async () => {
  db = await createTestDatabase()
  tenantId = (await db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: '900001' } })).id
})
afterAll(async () => {
  await db?.drop()
})

const request = (term: string, field: SearchField = 'keyWord', matchMode: MatchMode = '2'): SearchRequest => ({
  tenantId,
  clauses: [{ field, matchMode, term, oper: 'AND' }],
  filters: { facets: {} },
  sort: { field: 'relevance', direction: 'asc' },
  page: 1,
  rows: 10,
  facets: [],
})

const CASES: [string, SearchField?][] = [
  ['中国'], ['历史'], ['研究'], ['国史'], ['红楼梦'], ['紅樓夢'], ['三体'], ['santi'], ['history'], ['the'],
  ['library science'], ['数据 结构'], ['鲁迅', 'author'], ['中国', 'title'], ['小说', 'subject'], ['xyzzy'],
]

describe('relevance order of the PostgreSQL backend', () => {
  it.each(CASES)('%s (%s): every page equals the order over all matches, sorted or walked', async (term, field) => {
    const req = request(term, field)
    const where = whereSql(req)
    const ranked = rankQueries(req.clauses)!
    const all = (await db.prisma.$queryRaw<{ id: number }[]>(exactRankingSql(where, ranked, 40))).map((r) => r.id)
    const estimate = await estimateMatches(db.prisma, where)
    for (const assumed of [estimate, 1_000_000]) {
      for (const page of [{ limit: 10, offset: 0 }, { limit: 10, offset: 10 }, { limit: 7, offset: 21 }]) {
        const hits = await rankedHits(db.prisma, tenantId, where, ranked, page, assumed)
        expect(hits.map((h) => h.id), `${term} estimate ${assumed} offset ${page.offset}`).toEqual(all.slice(page.offset, page.offset + page.limit))
      }
    }
  })

  it('puts an exact title first, a title that starts with the query next, then shorter titles', async () => {
    const titles = async (term: string) => {
      const req = request(term)
      const hits = await rankedHits(db.prisma, tenantId, whereSql(req), rankQueries(req.clauses)!, { limit: 5, offset: 0 }, 0)
      const rows = await db.prisma.bibRecord.findMany({ where: { id: { in: hits.map((h) => h.id) } }, select: { id: true, title: true } })
      return hits.map((h) => rows.find((r) => r.id === h.id)!.title)
    }
    expect((await titles('中国哲学史'))[0]).toBe('中国哲学史')
    // Titles starting with the query (in either script), in folded-title order.
    expect((await titles('中国哲学')).slice(0, 3)).toEqual(['中國哲學十九講', '中国哲学史', '中国哲学简史'])
    // 中国小说史略 (the query is a prefix) before titles that merely contain 小说.
    expect((await titles('中国小说'))[0]).toBe('中国小说史略')
  })
})
