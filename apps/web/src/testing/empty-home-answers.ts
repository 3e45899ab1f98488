import type { PortalBootstrap } from '@portal/contracts'
import { demoBootstrap } from './demo-bootstrap.ts'
import type { FakeAnswer } from './fake-trpc-client.ts'

/** What an empty tenant answers for each call of the home page (no loans, no books, nothing new). */
const EMPTY: Record<string, unknown> = {
  'home.hotLoans': { numFound: 0, result: [] },
  'home.newBooks': { numFound: 0, searchResult: [] },
  'home.topScores': { numFound: 0, result: [] },
  'home.externalFind': { show: '0', url: '' },
}

/** The bootstrap, and empty lists for every home section, so a test sees the page settle without errors. */
export function emptyHomeAnswers(bootstrap: PortalBootstrap = demoBootstrap()): FakeAnswer {
  return (path) => {
    if (path === 'tenancy.bootstrap') return { data: bootstrap }
    if (path in EMPTY) return { data: EMPTY[path] }
    if (path.startsWith('home.') || path === 'catalogue.usage.popularSearches') return { data: [] }
    return { error: `no fake for ${path}` }
  }
}
