import { FavouritesPanel } from './FavouritesPanel.tsx'

/** /myFav and /searchList/bookDetailsmyFav/myFav: the patron's favourites on a page of their own (where result lists lead). */
export function MyFavPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <FavouritesPanel />
    </div>
  )
}
