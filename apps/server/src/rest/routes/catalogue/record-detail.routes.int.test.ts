import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, DEFAULT_GROUP, type TestApp } from '../../../testing/test-app.ts'

// Clients render bean2List's fieldVal as markup: the plain detail (getBookDetail) escapes catalogue text
// exactly as the rich one (getDetail) does.

const SCRIPT = '<script>alert(1)</script>'
const IMG = '<img src=x onerror=alert(1)>'
const LINK = '<a href="javascript:alert(1)">click</a>'

let t: TestApp
let recordId: number
beforeAll(async () => {
  t = await createTestApp()
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })
  const record = await t.db.prisma.bibRecord.create({
    data: {
      tenantId: tenant.id, sourceId: 'xss-1', sourceFormat: 'MANUAL',
      title: `题名${SCRIPT}`, subtitle: IMG, responsibility: `著者${IMG}`, edition: LINK, publisher: `"出版社'`, publishPlace: '北京&上海',
      publishYear: '2024', isbn: '9787020000000', isbns: ['9787020000000'], priceText: `CNY1${SCRIPT}`, series: 'javascript:alert(1)',
      authors: [`作者${SCRIPT}`], subjects: [`主题${IMG}`], otherTitles: [LINK], clcClasses: ['I247'], abstract: `摘要${LINK}${IMG}`,
    },
  })
  recordId = record.id
})
afterAll(() => t?.close())

type Bean2 = { key: string; description: string; fieldVal: string }
const detail = async (path: string) => {
  const res = await t.http().get(`/find/searchResultDetail/${path}`).query({ recordId }).set('groupCode', DEFAULT_GROUP)
  expect(res.body).toMatchObject({ success: true, errCode: 9000124 })
  return res.body.data as { bean2List: Bean2[]; author?: string; authorOther?: string }
}

describe('getBookDetail escapes catalogue markup like getDetail', () => {
  it('no field carries live markup, and every text field reads exactly as in getDetail', async () => {
    const plain = await detail('getBookDetail')
    const rich = await detail('getDetail')
    const markup = JSON.stringify(plain.bean2List)
    expect(markup).not.toMatch(/<script|<img|<a /i)
    expect(plain.bean2List.find((b) => b.key === 'cnb01')!.fieldVal).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(plain.bean2List.find((b) => b.key === 'cnb96')!.fieldVal).toBe('摘要&lt;a href=&quot;javascript:alert(1)&quot;&gt;click&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;')
    expect(plain.bean2List.find((b) => b.key === 'cnb03')!.fieldVal).toBe('北京&amp;上海:&quot;出版社&#39;,2024')

    // Same keys in the same order; the text fields are identical, the linked ones hold the same escaped text.
    expect(plain.bean2List.map((b) => b.key)).toEqual(rich.bean2List.map((b) => b.key))
    for (const [i, entry] of plain.bean2List.entries()) {
      const twin = rich.bean2List[i]!
      if (['cnb48', 'cnb62'].includes(entry.key)) expect(twin.fieldVal).toMatch(new RegExp(`>${entry.fieldVal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</a>$`))
      else expect(entry.fieldVal).toBe(twin.fieldVal)
    }
    // `author` is plain text like getDetail's authorOther (clients show it as text, not markup).
    expect(plain.author).toBe(rich.authorOther)
  })
})
