import { describe, expect, it } from 'vitest'
import { SAMPLES } from '../../../testing/citation-records.ts'
import { apa } from './apa.ts'

describe('APA 7th edition', () => {
  it('cites English books: "Family, I. I.", & before the last author, edition and translators after the title', () => {
    expect(apa(SAMPLES.enTranslated)).toBe('Dostoevsky, F. (1993). Crime and Punishment (R. Pevear & L. Volokhonsky, Trans.). Vintage Classics.')
    expect(apa(SAMPLES.enTwoAuthors)).toBe('Kernighan, B. W., & Ritchie, D. M. (1988). The C Programming Language (2nd ed.). Prentice Hall.')
    expect(apa(SAMPLES.enFourAuthors)).toBe('Gamma, E., Helm, R., Johnson, R., & Vlissides, J. (1995). Design Patterns: Elements of Reusable Object-Oriented Software. Addison-Wesley.')
    expect(apa(SAMPLES.enSuffix)).toBe('Brooks, F. P., Jr. (1995). The Mythical Man-Month: Essays on Software Engineering (2nd ed.). Harvard University Press.')
  })

  it('cites Chinese books with names as written; editors as (Eds.); no date as n.d.', () => {
    expect(apa(SAMPLES.zhTranslated)).toBe('马克思, & 恩格斯. (2014). 共产党宣言 (中共中央马克思恩格斯列宁斯大林著作编译局, Trans.). 人民出版社.')
    expect(apa(SAMPLES.zhFourAuthors)).toBe('托马斯·H. 科尔曼, 查尔斯·E. 雷瑟尔森, 罗纳德·L. 李维斯特, & 克利福德·斯坦. (2013). 算法导论 (殷建平, Trans.; 原书第3版). 机械工业出版社.')
    expect(apa(SAMPLES.zhEdited)).toBe('王镜岩, 朱圣庚, & 徐长法 (Eds.). (2002). 生物化学 (3rd ed.). 高等教育出版社.')
    expect(apa({ ...SAMPLES.zhNoImprint, year: '' })).toBe('费孝通. (n.d.). 乡土中国.')
  })

  it('lists up to 20 authors, then the first 19, an ellipsis and the last', () => {
    const authors = Array.from({ length: 22 }, (_, i) => `Author${i + 1}, A.`)
    const text = apa({ ...SAMPLES.enFourAuthors, authors })
    expect(text.startsWith('Author1, A., Author2, A.,')).toBe(true)
    expect(text).toContain('Author19, A., . . . Author22, A. (1995).')
    expect(text).not.toContain('Author20')
  })

  it('cites theses as unpublished, with the degree, and serials by their run of years', () => {
    expect(apa(SAMPLES.enThesis)).toBe('Shannon, C. E. (1940). A Symbolic Analysis of Relay and Switching Circuits [Unpublished master\'s thesis]. Massachusetts Institute of Technology.')
    expect(apa(SAMPLES.zhThesis)).toBe('马欢. (2011). 人类活动影响下海河流域典型区水循环变化分析 [Unpublished doctoral dissertation]. 清华大学.')
    expect(apa({ ...SAMPLES.zhThesis, degree: null })).toBe('马欢. (2011). 人类活动影响下海河流域典型区水循环变化分析 [Unpublished thesis]. 清华大学.')
    expect(apa(SAMPLES.zhJournal)).toBe('中国社会科学 [Journal]. (1980–present). 中国社会科学院.')
    expect(apa(SAMPLES.enJournal)).toBe('American Library Association. (1931–1999). Library Quarterly [Journal]. University of Chicago Press.')
  })
})
