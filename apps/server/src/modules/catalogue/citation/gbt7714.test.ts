import { describe, expect, it } from 'vitest'
import { SAMPLES } from '../../../testing/citation-records.ts'
import { gbt7714 } from './gbt7714.ts'

describe('GB/T 7714-2015', () => {
  it('cites Chinese books: names as written, translators with 译, editions as N版, roles of editors not shown', () => {
    expect(gbt7714(SAMPLES.zhTranslated)).toBe('马克思, 恩格斯. 共产党宣言[M]. 中共中央马克思恩格斯列宁斯大林著作编译局, 译. 北京: 人民出版社, 2014.')
    expect(gbt7714(SAMPLES.zhThreeAuthors)).toBe('林毅夫, 蔡昉, 李周. 中国的奇迹: 发展战略与经济改革[M]. 2版. 上海: 上海三联书店, 1994.')
    expect(gbt7714(SAMPLES.zhEdited)).toBe('王镜岩, 朱圣庚, 徐长法. 生物化学[M]. 3版. 北京: 高等教育出版社, 2002.')
  })

  it('names the first three of four or more authors, then 等 (Chinese) or et al.', () => {
    expect(gbt7714(SAMPLES.zhFourAuthors)).toBe('托马斯·H. 科尔曼, 查尔斯·E. 雷瑟尔森, 罗纳德·L. 李维斯特, 等. 算法导论[M]. 殷建平, 译. 原书第3版. 北京: 机械工业出版社, 2013.')
    expect(gbt7714(SAMPLES.enFourAuthors)).toBe('GAMMA E, HELM R, JOHNSON R, et al. Design Patterns: Elements of Reusable Object-Oriented Software[M]. Reading, Mass.: Addison-Wesley, 1995.')
  })

  it('cites Latin names as SURNAME and initials without points, with trans. and English editions', () => {
    expect(gbt7714(SAMPLES.enTranslated)).toBe('DOSTOEVSKY F. Crime and Punishment[M]. PEVEAR R, VOLOKHONSKY L, trans. New York: Vintage Classics, 1993.')
    expect(gbt7714(SAMPLES.enTwoAuthors)).toBe('KERNIGHAN B W, RITCHIE D M. The C Programming Language[M]. 2nd ed. Englewood Cliffs, N.J.: Prentice Hall, 1988.')
    expect(gbt7714(SAMPLES.enSuffix)).toBe('BROOKS F P, Jr. The Mythical Man-Month: Essays on Software Engineering[M]. 2nd ed. Cambridge, Mass.: Harvard University Press, 1995.')
  })

  it('marks theses [D] (place and degree-granting institution) and serials [J] (the run of years)', () => {
    expect(gbt7714(SAMPLES.zhThesis)).toBe('马欢. 人类活动影响下海河流域典型区水循环变化分析[D]. 北京: 清华大学, 2011.')
    expect(gbt7714(SAMPLES.enThesis)).toBe('SHANNON C E. A Symbolic Analysis of Relay and Switching Circuits[D]. Cambridge, Mass.: Massachusetts Institute of Technology, 1940.')
    expect(gbt7714(SAMPLES.zhJournal)).toBe('中国社会科学[J]. 北京: 中国社会科学院, 1980-.')
    expect(gbt7714(SAMPLES.enJournal)).toBe('American Library Association. Library Quarterly[J]. Chicago: University of Chicago Press, 1931-1999.')
  })

  it('states an unknown place and publisher the way the standard asks, in the work’s language', () => {
    expect(gbt7714(SAMPLES.zhNoImprint)).toBe('费孝通. 乡土中国[M]. [出版地不详]: [出版者不详], 1947.')
    expect(gbt7714({ ...SAMPLES.enTranslated, translators: [], place: '', publisher: '', year: '' })).toBe('DOSTOEVSKY F. Crime and Punishment[M]. [S.l.]: [s.n.].')
  })
})
