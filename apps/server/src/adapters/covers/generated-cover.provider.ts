import type { CoverProvider, CoverSubject } from '../../ports/cover.port.ts'

/** Points at the server's own drawn cover (GET /find/book/cover), by record id or by title and author. */
export class GeneratedCoverProvider implements CoverProvider {
  coverUrl(subject: CoverSubject): string {
    if (subject.recordId && subject.groupCode) return `/find/book/cover/${encodeURIComponent(subject.groupCode)}/${subject.recordId}.svg`
    const query = new URLSearchParams({ title: subject.title.slice(0, 200), author: subject.author.slice(0, 100) })
    return `/find/book/cover.svg?${query.toString()}`
  }
}

/**
 * An external cover service by ISBN (e.g. `https://covers.example/isbn/{isbn}.jpg`); records without an
 * ISBN keep the drawn cover.
 */
export class IsbnTemplateCoverProvider implements CoverProvider {
  constructor(
    private readonly template: string,
    private readonly fallback: CoverProvider = new GeneratedCoverProvider(),
  ) {}

  coverUrl(subject: CoverSubject): string {
    const isbn = subject.isbn.replace(/[^0-9Xx]/g, '')
    return isbn.length === 10 || isbn.length === 13 ? this.template.replaceAll('{isbn}', isbn) : this.fallback.coverUrl(subject)
  }
}
