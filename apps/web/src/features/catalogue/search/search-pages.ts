// The pages of the search routes (app/routes/route-table.ts).
export { CategorySearchPage } from './CategorySearchPage.tsx'
export { ExternalSearchPage, ResourceSearchPage } from './ExternalSearchPage.tsx'
export { ChaoXingSearchDetailPage, ChaoXingSearchListPage, OtherSearchList2Page, OtherSearchListPage } from './ScopedSearchPage.tsx'
export { SearchListPage } from './SearchListPage.tsx'
