import type { BookDetail, RecordDetail } from '@portal/contracts'
import { buildBean2List, searchLink } from './bean2list.ts'

// The LibStar answers of the detail calls (contract §3.3), rendered from the domain's record detail:
// legacy keys and spellings (`auther`), HTML search links, nulls where LibStar has them.

/** `getBookDetail`: only `author` (plain text) and the plain `bean2List`. */
export function presentBookDetail(detail: BookDetail) {
  return { author: detail.responsibility || detail.authors.join(', '), bean2List: buildBean2List(detail.fields, false) }
}

/** `getDetail`: the rich variant with `clearTitle`, `baseMarcInfoDto` and links. */
export function presentDetail(detail: RecordDetail) {
  const cleanAuthor = detail.authors.join(', ')
  return {
    recordId: detail.recordId,
    clearTitle: detail.title,
    authorOther: detail.responsibility || cleanAuthor || null,
    bean2List: buildBean2List(detail.fields, true),
    baseMarcInfoDto: {
      title: detail.title,
      titles: detail.titles,
      isbn: detail.isbn,
      publisher: detail.publisher,
      publishYear: detail.publishYear,
      subject: detail.subjects.join(','),
      cleanAuthor,
      auther: detail.authors.map((a) => searchLink('author', a)).join(' '),
    },
    link: detail.links,
  }
}
