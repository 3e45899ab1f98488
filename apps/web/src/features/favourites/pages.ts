// The favourites pages, one chunk (app/routes/route-table.ts loads them on demand).
export { BookListDetailsPage } from './BookListDetailsPage.tsx'
export { CustomTabsPage } from './CustomTabsPage.tsx'
export { MyFavPage } from './MyFavPage.tsx'

