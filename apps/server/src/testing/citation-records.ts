import type { CitationRecord } from '../modules/catalogue/citation/types.ts'

// Records the citation style tests cite: Chinese and English books with one, two, three and four or more
// authors, translators, editors, editions, theses and a journal. Real works, described by public facts.

const blank: CitationRecord = {
  id: 0, docType: 'book', title: '', subtitle: '', authors: [], editors: false, translators: [], publisher: '', place: '', year: '',
  edition: '', pages: '', isbn: '', issn: '', degree: null, institution: '', langCode: 'chi', language: 'Chinese',
}

const record = (fields: Partial<CitationRecord>): CitationRecord => ({ ...blank, ...fields })

export const SAMPLES = {
  /** Two authors in Chinese characters, a corporate translator. */
  zhTranslated: record({
    id: 101, title: '共产党宣言', authors: ['马克思', '恩格斯'], translators: ['中共中央马克思恩格斯列宁斯大林著作编译局'],
    publisher: '人民出版社', place: '北京', year: '2014',
  }),
  /** Four authors (transliterated names), a translator, an edition that is not a plain number, ISBN and pages. */
  zhFourAuthors: record({
    id: 102, title: '算法导论', authors: ['托马斯·H. 科尔曼', '查尔斯·E. 雷瑟尔森', '罗纳德·L. 李维斯特', '克利福德·斯坦'], translators: ['殷建平'],
    publisher: '机械工业出版社', place: '北京', year: '2013', edition: '原书第3版', pages: '780页', isbn: '9787111407010',
  }),
  /** Three authors, a numbered edition, a subtitle. */
  zhThreeAuthors: record({
    id: 103, title: '中国的奇迹', subtitle: '发展战略与经济改革', authors: ['林毅夫', '蔡昉', '李周'], publisher: '上海三联书店', place: '上海', year: '1994',
    edition: '第二版',
  }),
  /** Editors of a textbook (主编). */
  zhEdited: record({ id: 104, title: '生物化学', authors: ['王镜岩', '朱圣庚', '徐长法'], editors: true, publisher: '高等教育出版社', place: '北京', year: '2002', edition: '第3版' }),
  /** Neither place nor publisher known. */
  zhNoImprint: record({ id: 105, title: '乡土中国', authors: ['费孝通'], year: '1947' }),
  /** One author, two translators. */
  enTranslated: record({
    id: 201, langCode: 'eng', language: 'English', title: 'Crime and Punishment', authors: ['Fyodor Dostoevsky'],
    translators: ['Richard Pevear', 'Larissa Volokhonsky'], publisher: 'Vintage Classics', place: 'New York', year: '1993', isbn: '9780679734505',
  }),
  /** Two authors as MARC writes them (inverted, with life dates), second edition, extent. */
  enTwoAuthors: record({
    id: 202, langCode: 'eng', language: 'English', title: 'The C Programming Language', authors: ['Kernighan, Brian W.', 'Ritchie, Dennis M., 1941-2011'],
    publisher: 'Prentice Hall', place: 'Englewood Cliffs, N.J.', year: '1988', edition: '2nd ed.', pages: 'xii, 272 p.', isbn: '9780131103627',
  }),
  /** Four authors, a subtitle. */
  enFourAuthors: record({
    id: 203, langCode: 'eng', language: 'English', title: 'Design Patterns', subtitle: 'Elements of Reusable Object-Oriented Software',
    authors: ['Erich Gamma', 'Richard Helm', 'Ralph Johnson', 'John Vlissides'], publisher: 'Addison-Wesley', place: 'Reading, Mass.', year: '1995', isbn: '9780201633610',
  }),
  /** A suffix (Jr.), an anniversary edition written out, a university press. */
  enSuffix: record({
    id: 204, langCode: 'eng', language: 'English', title: 'The Mythical Man-Month', subtitle: 'Essays on Software Engineering', authors: ['Frederick P. Brooks, Jr.'],
    publisher: 'Harvard University Press', place: 'Cambridge, Mass.', year: '1995', edition: 'Second edition',
  }),
  /** A master's thesis in English. */
  enThesis: record({
    id: 205, docType: 'thesis', langCode: 'eng', language: 'English', title: 'A Symbolic Analysis of Relay and Switching Circuits', authors: ['Claude Elwood Shannon'],
    institution: 'Massachusetts Institute of Technology', place: 'Cambridge, Mass.', year: '1940', degree: 'master',
  }),
  /** A doctoral thesis in Chinese. */
  zhThesis: record({ id: 106, docType: 'thesis', title: '人类活动影响下海河流域典型区水循环变化分析', authors: ['马欢'], institution: '清华大学', place: '北京', year: '2011', degree: 'doctor' }),
  /** A journal as a whole, still published. */
  zhJournal: record({ id: 107, docType: 'journal', title: '中国社会科学', publisher: '中国社会科学院', place: '北京', year: '1980', issn: '1002-4921' }),
  /** A journal that ceased, in English, with a corporate author. */
  enJournal: record({
    id: 206, docType: 'journal', langCode: 'eng', language: 'English', title: 'Library Quarterly', authors: ['American Library Association'],
    publisher: 'University of Chicago Press', place: 'Chicago', year: '1931-1999', issn: '0024-2519',
  }),
  /** Characters BibTeX treats specially. */
  enSpecial: record({
    id: 207, langCode: 'eng', language: 'English', title: 'Profit & Loss: 100% of R_D for #1 {draft} at $5 ~ ^ \\', authors: ['Ada Lovelace'],
    publisher: 'Smith & Sons', place: 'London', year: '2001',
  }),
} satisfies Record<string, CitationRecord>
