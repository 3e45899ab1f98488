// The catalogue module's public face: what other modules may use of it (eslint.config.js keeps them to it).
export { disciplinesOfClcClasses } from './clc-disciplines.ts'
export { listOf } from './dictionaries.service.ts'
export { presentRecords, recordCover } from './record-list.ts'
// Subscriptions run saved searches and link to record pages (issue 16).
export { recordSummaries } from './record-list.ts'
export { recordPageUrl } from './record-links.service.ts'
export { FACET_FILTER_NAMES, toSearchRequest, type CatalogueSearchParams } from './search-params.ts'
export { searchCatalogue } from './search.service.ts'
export { presentSearchRecord } from './search-record-presenter.ts'
export { CLC_CLASSES, DISCIPLINES, nameIn } from './vocabularies.ts'
export { visibleRecord } from './visible-record.ts'
