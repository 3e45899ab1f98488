import { describe, expect, it } from 'vitest'
import { SAMPLES } from '../../../testing/citation-records.ts'
import { bibtex, citationKey, escapeBibtex } from './bibtex.ts'
import { formatCitation } from './index.ts'

const entry = (head: string, ...fields: string[]) => `${head}\n${fields.map((f) => `  ${f},`).join('\n')}\n}\n`

describe('BibTeX', () => {
  it('writes a book with "Family, Given" authors joined by and, translators and edition', () => {
    expect(bibtex(SAMPLES.enTranslated)).toBe(entry(
      '@book{dostoevsky1993-201,', 'author = {Dostoevsky, Fyodor}', 'translator = {Pevear, Richard and Volokhonsky, Larissa}', 'title = {Crime and Punishment}',
      'publisher = {Vintage Classics}', 'address = {New York}', 'year = {1993}', 'isbn = {9780679734505}', 'language = {English}',
    ))
    expect(bibtex(SAMPLES.enSuffix)).toBe(entry(
      '@book{brooks1995-204,', 'author = {Brooks, Jr., Frederick P.}', 'title = {The Mythical Man-Month: Essays on Software Engineering}', 'edition = {2nd}',
      'publisher = {Harvard University Press}', 'address = {Cambridge, Mass.}', 'year = {1995}', 'language = {English}',
    ))
  })

  it('braces names in CJK script and organisations, so BibTeX keeps them whole', () => {
    expect(bibtex(SAMPLES.zhFourAuthors)).toBe(entry(
      '@book{record2013-102,', 'author = {{托马斯·H. 科尔曼} and {查尔斯·E. 雷瑟尔森} and {罗纳德·L. 李维斯特} and {克利福德·斯坦}}', 'translator = {{殷建平}}',
      'title = {算法导论}', 'edition = {原书第3版}', 'publisher = {机械工业出版社}', 'address = {北京}', 'year = {2013}', 'isbn = {9787111407010}', 'pagetotal = {780}',
      'language = {Chinese}',
    ))
    expect(bibtex(SAMPLES.zhEdited)).toContain('  editor = {{王镜岩} and {朱圣庚} and {徐长法}},\n')
    expect(bibtex(SAMPLES.enJournal)).toBe(entry(
      '@periodical{american1931-206,', 'author = {{American Library Association}}', 'title = {Library Quarterly}', 'publisher = {University of Chicago Press}',
      'address = {Chicago}', 'year = {1931}', 'issn = {0024-2519}', 'language = {English}',
    ))
  })

  it('writes theses as @phdthesis / @mastersthesis with the school, a bachelor’s or unknown degree with a type', () => {
    expect(bibtex(SAMPLES.enThesis)).toBe(entry(
      '@mastersthesis{shannon1940-205,', 'author = {Shannon, Claude Elwood}', 'title = {A Symbolic Analysis of Relay and Switching Circuits}',
      'school = {Massachusetts Institute of Technology}', 'address = {Cambridge, Mass.}', 'year = {1940}', 'language = {English}',
    ))
    expect(bibtex(SAMPLES.zhThesis)).toMatch(/^@phdthesis\{record2011-106,\n {2}author = \{\{马欢\}\},\n/)
    expect(bibtex({ ...SAMPLES.enThesis, degree: 'bachelor' })).toMatch(/^@mastersthesis\{[\s\S]* {2}type = \{Bachelor's thesis\},\n/)
    expect(bibtex({ ...SAMPLES.enThesis, degree: null })).toMatch(/^@phdthesis\{[\s\S]* {2}type = \{Thesis\},\n/)
  })

  it('escapes braces, %, &, _, #, $ and the other special characters', () => {
    expect(escapeBibtex('{a} 100% R&D x_1 #2 $3 ~ ^ \\')).toBe('\\{a\\} 100\\% R\\&D x\\_1 \\#2 \\$3 \\textasciitilde{} \\textasciicircum{} \\textbackslash{}')
    expect(bibtex(SAMPLES.enSpecial)).toBe(entry(
      '@book{lovelace2001-207,', 'author = {Lovelace, Ada}',
      'title = {Profit \\& Loss: 100\\% of R\\_D for \\#1 \\{draft\\} at \\$5 \\textasciitilde{} \\textasciicircum{} \\textbackslash{}}',
      'publisher = {Smith \\& Sons}', 'address = {London}', 'year = {2001}', 'language = {English}',
    ))
  })

  it('keys entries by the first author’s family name in ASCII, the year and the record id', () => {
    expect(citationKey({ ...SAMPLES.enTranslated, authors: ['Gabriel García Márquez'] })).toBe('marquez1993-201')
    expect(citationKey(SAMPLES.zhTranslated)).toBe('record2014-101')
    expect(citationKey({ ...SAMPLES.zhJournal, year: '' })).toBe('record-107')
    expect(formatCitation('bibtex', SAMPLES.zhThesis)).toMatchObject({ mimeType: 'application/x-bibtex', fileName: 'record-106.bib' })
  })
})
