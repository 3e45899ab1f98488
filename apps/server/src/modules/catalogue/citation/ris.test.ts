import { describe, expect, it } from 'vitest'
import { SAMPLES } from '../../../testing/citation-records.ts'
import { formatCitation } from './index.ts'
import { ris } from './ris.ts'

const lines = (...tags: string[]) => [...tags, 'ER  - ', ''].join('\r\n')

describe('RIS', () => {
  it('writes a book: TY first, AU per author, A4 per translator, ER last, CRLF line ends', () => {
    expect(ris(SAMPLES.enTranslated)).toBe(lines(
      'TY  - BOOK', 'AU  - Dostoevsky, Fyodor', 'A4  - Pevear, Richard', 'A4  - Volokhonsky, Larissa', 'TI  - Crime and Punishment',
      'PY  - 1993', 'CY  - New York', 'PB  - Vintage Classics', 'SN  - 9780679734505', 'LA  - English',
    ))
    expect(ris(SAMPLES.enTwoAuthors)).toBe(lines(
      'TY  - BOOK', 'AU  - Kernighan, Brian W.', 'AU  - Ritchie, Dennis M.', 'TI  - The C Programming Language', 'ET  - 2nd ed.',
      'PY  - 1988', 'CY  - Englewood Cliffs, N.J.', 'PB  - Prentice Hall', 'SP  - 272', 'SN  - 9780131103627', 'LA  - English',
    ))
  })

  it('writes Chinese books with every author, editors as A2', () => {
    expect(ris(SAMPLES.zhFourAuthors)).toBe(lines(
      'TY  - BOOK', 'AU  - 托马斯·H. 科尔曼', 'AU  - 查尔斯·E. 雷瑟尔森', 'AU  - 罗纳德·L. 李维斯特', 'AU  - 克利福德·斯坦', 'A4  - 殷建平',
      'TI  - 算法导论', 'ET  - 原书第3版', 'PY  - 2013', 'CY  - 北京', 'PB  - 机械工业出版社', 'SP  - 780', 'SN  - 9787111407010', 'LA  - Chinese',
    ))
    expect(ris(SAMPLES.zhEdited)).toBe(lines(
      'TY  - BOOK', 'A2  - 王镜岩', 'A2  - 朱圣庚', 'A2  - 徐长法', 'TI  - 生物化学', 'ET  - 第3版', 'PY  - 2002', 'CY  - 北京', 'PB  - 高等教育出版社', 'LA  - Chinese',
    ))
  })

  it('writes theses (THES, the institution as publisher, the kind in M3) and journals (JOUR, ISSN)', () => {
    expect(ris(SAMPLES.zhThesis)).toBe(lines(
      'TY  - THES', 'AU  - 马欢', 'TI  - 人类活动影响下海河流域典型区水循环变化分析', 'PY  - 2011', 'CY  - 北京', 'PB  - 清华大学', 'M3  - Doctoral dissertation', 'LA  - Chinese',
    ))
    expect(ris(SAMPLES.zhJournal)).toBe(lines(
      'TY  - JOUR', 'TI  - 中国社会科学', 'T2  - 中国社会科学', 'PY  - 1980', 'CY  - 北京', 'PB  - 中国社会科学院', 'SN  - 1002-4921', 'LA  - Chinese',
    ))
  })

  it('keeps every value on its line', () => {
    expect(ris({ ...SAMPLES.zhNoImprint, title: '乡土\r\n中国' })).toBe(lines('TY  - BOOK', 'AU  - 费孝通', 'TI  - 乡土 中国', 'PY  - 1947', 'LA  - Chinese'))
  })

  it('is served as application/x-research-info-systems, named record-<id>.ris', () => {
    expect(formatCitation('ris', SAMPLES.zhThesis)).toMatchObject({ format: 'ris', mimeType: 'application/x-research-info-systems', fileName: 'record-106.ris' })
    expect(formatCitation('gbt7714', SAMPLES.zhThesis)).toMatchObject({ mimeType: 'text/plain', fileName: 'record-106-gbt7714.txt' })
  })
})
