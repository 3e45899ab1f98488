import { describe, expect, it } from 'vitest'
import { SAMPLES } from '../../../testing/citation-records.ts'
import { mla } from './mla.ts'

describe('MLA 9th edition', () => {
  it('cites English books: one author inverted, two joined by and, three or more et al.', () => {
    expect(mla(SAMPLES.enTranslated)).toBe('Dostoevsky, Fyodor. Crime and Punishment. Translated by Richard Pevear and Larissa Volokhonsky, Vintage Classics, 1993.')
    expect(mla(SAMPLES.enTwoAuthors)).toBe('Kernighan, Brian W., and Dennis M. Ritchie. The C Programming Language. 2nd ed., Prentice Hall, 1988.')
    expect(mla(SAMPLES.enFourAuthors)).toBe('Gamma, Erich, et al. Design Patterns: Elements of Reusable Object-Oriented Software. Addison-Wesley, 1995.')
  })

  it('shortens University and Press of academic publishers to U and P', () => {
    expect(mla(SAMPLES.enSuffix)).toBe('Brooks, Frederick P., Jr. The Mythical Man-Month: Essays on Software Engineering. 2nd ed., Harvard UP, 1995.')
    expect(mla(SAMPLES.enJournal)).toBe('American Library Association. Library Quarterly. U of Chicago P, 1931–1999.')
  })

  it('cites Chinese books with names as written; editors as editors', () => {
    expect(mla(SAMPLES.zhTranslated)).toBe('马克思, and 恩格斯. 共产党宣言. Translated by 中共中央马克思恩格斯列宁斯大林著作编译局, 人民出版社, 2014.')
    expect(mla(SAMPLES.zhThreeAuthors)).toBe('林毅夫, et al. 中国的奇迹: 发展战略与经济改革. 2nd ed., 上海三联书店, 1994.')
    expect(mla(SAMPLES.zhEdited)).toBe('王镜岩, et al., editors. 生物化学. 3rd ed., 高等教育出版社, 2002.')
    expect(mla(SAMPLES.zhNoImprint)).toBe('费孝通. 乡土中国. 1947.')
  })

  it('cites theses with year, institution and kind, and a journal by its run', () => {
    expect(mla(SAMPLES.enThesis)).toBe('Shannon, Claude Elwood. A Symbolic Analysis of Relay and Switching Circuits. 1940. Massachusetts Institute of Technology, master\'s thesis.')
    expect(mla(SAMPLES.zhThesis)).toBe('马欢. 人类活动影响下海河流域典型区水循环变化分析. 2011. 清华大学, PhD dissertation.')
    expect(mla(SAMPLES.zhJournal)).toBe('中国社会科学. 中国社会科学院, 1980–.')
  })
})
