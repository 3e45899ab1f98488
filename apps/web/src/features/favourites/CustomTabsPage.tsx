import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { trpc } from '../../lib/trpc.ts'
import { ListCard } from './ListCard.tsx'
import { BUTTON } from './Modal.tsx'

/**
 * /personalCenter/customTabs and /customTabs: "my book lists". LibStar leaves these custom tabs to each library's
 * configuration, which a self-hosted portal has none of; the address entry of user-menu key 8 and old bookmarks lead
 * here, so rather than an empty page they show what a reader's own tabs would hold of this portal: the lists they
 * follow and the folders they have made public (what others can see of them), each a link to its page. Managing them
 * stays in My favourites (key 2).
 */
export function CustomTabsPage() {
  const { t } = useTranslation('favourites')
  const followed = trpc.favourites.lists.followed.useQuery({ kind: null, page: 1, rows: 50 })
  const folders = trpc.favourites.folders.list.useQuery()
  const publicFolders = (folders.data ?? []).filter((f) => f.isPublic)
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('customTabs.title')}</h1>
      <p className="mt-1 text-slate-700">{t('customTabs.intro')}</p>
      <div className="mt-3">
        <Link to="/personalExternal/2" className={BUTTON}>{t('customTabs.manage')}</Link>
      </div>
      <section aria-labelledby="custom-followed" className="mt-6">
        <h2 id="custom-followed" className="mb-2 text-lg font-semibold text-slate-900">{t('customTabs.followedHeading')}</h2>
        {followed.isPending ? <p className="text-slate-600">{t('records.loading')}</p> : null}
        {followed.data && followed.data.total === 0 ? <p className="rounded border border-slate-200 bg-slate-50 p-4 text-slate-700">{t('followed.empty')}</p> : null}
        <ul className="grid gap-3 sm:grid-cols-2">
          {(followed.data?.lists ?? []).map((list) => <ListCard key={`${list.kind}-${list.id}`} list={list} />)}
        </ul>
      </section>
      <section aria-labelledby="custom-public" className="mt-6">
        <h2 id="custom-public" className="mb-2 text-lg font-semibold text-slate-900">{t('customTabs.publicHeading')}</h2>
        {folders.isPending ? <p className="text-slate-600">{t('folder.loading')}</p> : null}
        {folders.data && publicFolders.length === 0 ? <p className="rounded border border-slate-200 bg-slate-50 p-4 text-slate-700">{t('customTabs.noPublic')}</p> : null}
        <ul className="grid gap-3 sm:grid-cols-2">
          {publicFolders.map((f) => (
            <ListCard
              key={f.folderId}
              list={{ kind: 'folder', id: f.folderId, name: f.name, introduction: f.introduction, coverUrl: f.coverUrl, ownerName: '', recordCount: f.recordCount, followCount: f.followCount, followedAt: null }}
            />
          ))}
        </ul>
      </section>
    </div>
  )
}
