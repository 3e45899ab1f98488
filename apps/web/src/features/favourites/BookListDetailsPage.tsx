import type { ListKind } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { trpc } from '../../lib/trpc.ts'
import { useCurrentUser } from '../../lib/use-current-user.ts'
import { Pager } from '../../components/Pager.tsx'
import { BUTTON, messageOf, PRIMARY } from './Modal.tsx'

const ROWS = 10

/**
 * /personalCenter/bookListDetails: one list, `?folderId=` a reader's folder (what a share link names; the home
 * page's shared folders too) or `?id=` a book list of the library (the home page's hot lists). Anyone may open a
 * shared public folder; a private or unshared one is shown to its owner only, "not found" to everybody else.
 * Another patron can follow it; a visitor is asked to sign in first.
 */
export function BookListDetailsPage() {
  const { t } = useTranslation('favourites')
  const [params] = useSearchParams()
  const folderId = Number(params.get('folderId'))
  const bookListId = Number(params.get('id'))
  const ref: { kind: ListKind; id: number } | null =
    Number.isInteger(folderId) && folderId > 0 ? { kind: 'folder', id: folderId } : Number.isInteger(bookListId) && bookListId > 0 ? { kind: 'bookList', id: bookListId } : null
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      {ref ? <ListDetail key={`${ref.kind}-${ref.id}`} listRef={ref} /> : <NoList message={t('detail.missing')} />}
    </div>
  )
}

/** No list to show (none named, or not one the caller may see): the page's heading, why, and the way to lists. */
function NoList({ message }: { message: string }) {
  const { t } = useTranslation('favourites')
  return (
    <section aria-labelledby="list-title">
      <h1 id="list-title" className="text-2xl font-bold text-slate-900">{t('detail.title')}</h1>
      <p role="alert" className="mt-4 rounded border border-slate-200 bg-slate-50 p-6 text-slate-700">{message}</p>
      <p className="mt-4">
        <Link to="/personalExternal/2" className={BUTTON}>{t('detail.manage')}</Link>
      </p>
    </section>
  )
}

function ListDetail({ listRef }: { listRef: { kind: ListKind; id: number } }) {
  const { t, i18n } = useTranslation('favourites')
  const { user } = useCurrentUser()
  const [page, setPage] = useState(1)
  const [notice, setNotice] = useState<string | null>(null)
  const utils = trpc.useUtils()
  const detail = trpc.favourites.lists.detail.useQuery({ ...listRef, page, rows: ROWS }, { retry: false })
  const follow = trpc.favourites.lists.follow.useMutation()
  const unfollow = trpc.favourites.lists.unfollow.useMutation()

  if (detail.isPending) return <p className="text-slate-600">{t('records.loading')}</p>
  if (detail.isError || !detail.data) return <NoList message={t('detail.notFound')} />
  const list = detail.data
  const following = list.followedAt !== null

  const toggle = async () => {
    try {
      if (following) await unfollow.mutateAsync(listRef)
      else await follow.mutateAsync(listRef)
      await Promise.all([utils.favourites.lists.invalidate()])
      setNotice(following ? t('followed.unfollowed', { name: list.name }) : t('detail.followed'))
    } catch (error) {
      setNotice(t('failed', { message: messageOf(error) }))
    }
  }

  return (
    <article aria-labelledby="list-title">
      <div className="flex flex-col gap-4 sm:flex-row">
        {list.coverUrl ? (
          <img src={list.coverUrl} alt={t('folder.coverAlt', { name: list.name })} className="h-40 w-30 shrink-0 rounded border border-slate-200 object-cover" />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="text-sm text-slate-600">{t('detail.title')}</p>
          <h1 id="list-title" className="text-2xl font-bold break-words text-slate-900">{list.name}</h1>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
            <span>{list.kind === 'folder' ? t('followed.by', { name: list.ownerName }) : t('followed.library')}</span>
            <span>{t('folder.records', { count: list.recordCount })}</span>
            <span>{t('folder.followers', { count: list.followCount })}</span>
          </p>
          {list.introduction ? <p className="mt-2 whitespace-pre-line break-words text-slate-800">{list.introduction}</p> : null}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {list.isOwner ? (
              <>
                <span className="text-sm text-slate-700">{list.sharedAt && list.isPublic ? t('detail.mine') : t('detail.notShared')}</span>
                <Link to="/personalExternal/2" className={BUTTON}>{t('detail.manage')}</Link>
              </>
            ) : user ? (
              <button type="button" className={following ? BUTTON : PRIMARY} aria-pressed={following} disabled={follow.isPending || unfollow.isPending} onClick={() => void toggle()}>
                {following ? t('detail.unfollow') : t('detail.follow')}
              </button>
            ) : (
              <p className="text-sm text-slate-700">
                {t('detail.signInToFollow')}{' '}
                <Link to="/login" className="text-sky-900 underline underline-offset-2">{t('detail.signIn')}</Link>
              </p>
            )}
          </div>
          <p role="status" className="mt-2 min-h-5 text-sm text-slate-800">{notice}</p>
        </div>
      </div>
      {list.total === 0 ? <p className="mt-6 rounded border border-slate-200 bg-slate-50 p-6 text-slate-700">{t('detail.empty')}</p> : null}
      <ul className="mt-4 divide-y divide-slate-200">
        {list.records.map((record) => (
          <li key={record.recordId} className="flex gap-3 py-3">
            <img src={record.coverUrl} alt="" loading="lazy" className="h-20 w-14 shrink-0 rounded border border-slate-200 bg-slate-100 object-cover" />
            <div className="min-w-0 flex-1">
              <Link to={`/searchList/bookDetails/${record.recordId}`} className="font-medium break-words text-sky-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-slate-700">
                {record.title}
              </Link>
              <p className="text-sm break-words text-slate-700">{[record.author, record.publisher, record.publishYear].filter(Boolean).join(' · ')}</p>
              {record.addedAt ? <p className="text-xs text-slate-600">{t('records.addedAt', { date: new Date(record.addedAt).toLocaleDateString(i18n.language) })}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} rows={ROWS} total={list.total} onPage={setPage} summary={(position) => t('pager.position', position)} />
    </article>
  )
}
