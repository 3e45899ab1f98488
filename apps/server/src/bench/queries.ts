import type { MatchMode, SearchField } from '@portal/contracts'
import { KNOWN_EDITIONS, KNOWN_EVERY, generateRecord, knownIsbn } from './generate.ts'

// The fixed query set, in the categories of search-notes.md "Queries". Known-item queries carry the
// title they should find in the top 3.

export type Category = 'common' | 'medium' | 'rare' | 'multi' | 'zh2' | 'zh_long' | 'zh_trad' | 'english' | 'isbn' | 'author' | 'title_exact'
export type BenchQuery = { category: Category; term: string; field: SearchField; matchMode: MatchMode; expect?: string; knownItem: boolean }

const kw = (category: Category, terms: string[]): BenchQuery[] => terms.map((term) => ({ category, term, field: 'keyWord', matchMode: '2', knownItem: false }))

const COMMON = ['研究', '问题', '发展', '中国', '作者', '大量', '分析', '理论', '方法', '社会', '系统', '基础', '本书', '影响', 'analysis', 'introduction', 'study', 'theory', 'research', 'history']
const MEDIUM = ['金融', '临床', '民法', '小说', '诗歌', '经济学', '算法', '操作系统', 'learning', 'networks', 'economics', 'medicine', 'law', 'poetry',
  'fiction', 'empire', 'finance', 'surgery', '软件工程', '人工智能', '中医', '刑法', '贸易', '史学', '散文']
const RARE = ['三体', '红楼梦', '国史大纲', '万历十五年', '乡土中国', '呐喊', '边城', '围城', '平凡的世界', '白鹿原', '伤寒论', '黄帝内经', '国富论', '统计学习方法',
  '深入理解计算机系统', '敦煌', '简牍', '碑刻', '微服务', '容器技术', 'treaty', 'pediatrics', 'myth', 'xyzzy', '量子纠缠', 'quasar', '钱穆', 'hawkes']
const MULTI = ['数据结构 算法', '宋代 经济史', '机器学习 神经网络', '民法 合同法', 'deep learning', 'machine learning', 'computer networks', '中国 历史', '金融 风险',
  '临床 护理', '唐诗 宋词', '小说 研究', '法学 导论', '计算机 网络 协议', 'public health policy', 'international trade law', '经济 增长 理论', '红楼梦 研究',
  '三体 刘慈欣', '算法 导论', '中医 针灸', '人工智能 伦理', 'history of china', 'civil law contract', '货币 银行', '操作系统 原理', '数据库 系统', '文学 批评 理论',
  'cloud computing security', '城市 社会史']
const ZH2 = ['历史', '三体', '宋代', '金融', '文学', '红楼', '国史', '算法', '小说', '法学', '医学', '诗歌', '唐诗', '科幻', '货币', '银行', '中医', '护理', '考古', '宪法']
const ZH_LONG = ['数据结构', '计算机网络', '自然语言处理', '卷积神经网络', '中国通史', '发展经济学', '计算机体系结构', '知识产权', '丝绸之路', '流行病学']
const ZH_TRAD = ['數據結構', '國史大綱', '紅樓夢', '計算機網絡', '經濟學', '機器學習', '歷史', '三體']
const ENGLISH = ['introduction to algorithms', 'the three-body problem', 'data structures', 'machine learning', 'neural networks', 'public health', 'civil law',
  'world history', 'science fiction', 'financial markets', 'wealth of nations', 'design patterns', 'operating systems', 'literary criticism', 'game theory']
const AUTHORS = ['刘慈欣', '钱穆', '严蔚敏', '曹雪芹', '鲁迅', '余华', '周志华', '黄仁宇', '费孝通', 'Cormen', 'Adam Smith', '王伟', '李芳', '张敏', 'Smith', 'Johnson',
  'Ken Liu', '沈从文', '路遥', '张仲景']
const EXACT_TITLES = ['三体', '红楼梦', '国史大纲', '数据结构', '算法导论', '万历十五年', '乡土中国', '活着', '围城', '史记', '机器学习', '经济学原理',
  'Introduction to Algorithms', 'The Three-Body Problem', 'Design Patterns']

const isbn10 = (isbn13: string) => {
  const body = isbn13.slice(3, 12)
  let sum = 0
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i)
  const check = (11 - (sum % 11)) % 11
  return `${body}${check === 10 ? 'X' : check}`
}

/** ISBN lookups: known items (with and without hyphens, one as ISBN-10) and generated records present at this size. */
function isbnQueries(size: number): BenchQuery[] {
  const out: BenchQuery[] = []
  const picks = [0, 8, 30, 45, 60, 100, 130, 150]
  for (const [i, k] of picks.entries()) {
    const { item, index, edition } = KNOWN_EDITIONS[k % KNOWN_EDITIONS.length]!
    // The catalogue holds edition e only if some record n = KNOWN_EVERY·m + 7 < size has m mod |editions| = k.
    if (k * KNOWN_EVERY + 7 >= size) continue
    const isbn = knownIsbn(index, edition, item.lang)
    const term = i % 3 === 1 ? `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 7)}-${isbn.slice(7, 12)}-${isbn.slice(12)}` : i % 3 === 2 ? isbn10(isbn) : isbn
    out.push({ category: 'isbn', term, field: i % 2 ? 'keyWord' : 'isbn', matchMode: '2', expect: item.title, knownItem: true })
  }
  for (const n of [12, 3_001, 17_777, 42_424, 77_770, 99_001, 250_000, 612_345, 999_990]) {
    if (out.length >= 15) break
    if (n >= size) continue
    const record = generateRecord(n, 8)
    if (!record.isbns[0]) continue
    out.push({ category: 'isbn', term: n % 2 ? record.isbn : record.isbns[0], field: 'isbn', matchMode: '2', expect: record.title, knownItem: true })
  }
  return out
}

/** The whole set for a catalogue size, interleaved by category so a prefix (--queries N) covers them all. */
export function benchQueries(size: number): BenchQuery[] {
  const groups: BenchQuery[][] = [
    kw('common', COMMON), kw('medium', MEDIUM),
    RARE.map((term) => ({ category: 'rare' as const, term, field: 'keyWord' as const, matchMode: '2' as const, knownItem: false })),
    kw('multi', MULTI), kw('zh2', ZH2), kw('zh_long', ZH_LONG), kw('zh_trad', ZH_TRAD), kw('english', ENGLISH),
    isbnQueries(size),
    AUTHORS.map((term) => ({ category: 'author' as const, term, field: 'author' as const, matchMode: '2' as const, knownItem: false })),
    EXACT_TITLES.map((term) => ({ category: 'title_exact' as const, term, field: 'title' as const, matchMode: '1' as const, expect: term, knownItem: true })),
  ]
  const out: BenchQuery[] = []
  for (let i = 0; groups.some((g) => i < g.length); i++) for (const g of groups) if (i < g.length) out.push(g[i]!)
  return out
}
