import type { FavouriteRecordView } from '@portal/contracts'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { INPUT_CLASS } from '../../components/TextField.tsx'
import { trpc } from '../../lib/trpc.ts'
import { Pager } from '../../components/Pager.tsx'
import { BUTTON, DANGER, messageOf, Modal } from './Modal.tsx'

const ROWS = 10

type FolderRecordsProps = { folderId: number | null; onFolder: (folderId: number | null) => void; onNotice: (text: string) => void }

/** The titles of one folder (or of all), searched by title and paged; each can move to another folder or be removed. */
export function FolderRecords({ folderId, onFolder, onNotice }: FolderRecordsProps) {
  const { t, i18n } = useTranslation('favourites')
  const searchId = useId()
  const folderSelectId = useId()
  const [page, setPage] = useState(1)
  const [typed, setTyped] = useState('')
  const [title, setTitle] = useState('')
  const [removing, setRemoving] = useState<FavouriteRecordView | null>(null)
  const utils = trpc.useUtils()
  const folders = trpc.favourites.folders.list.useQuery()
  const records = trpc.favourites.records.list.useQuery({ folderId, page, rows: ROWS, title })
  const move = trpc.favourites.records.move.useMutation()
  const remove = trpc.favourites.records.remove.useMutation()
  const refresh = () => Promise.all([utils.favourites.records.invalidate(), utils.favourites.folders.list.invalidate()])
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language)

  const search = (event: FormEvent) => {
    event.preventDefault()
    setPage(1)
    setTitle(typed.trim())
  }
  const moveTo = async (record: FavouriteRecordView, to: number) => {
    try {
      await move.mutateAsync({ recordIds: [record.recordId], fromFolderId: record.folderId, toFolderId: to })
      await refresh()
      onNotice(t('records.moved', { name: folders.data?.find((f) => f.folderId === to)?.name ?? '' }))
    } catch (error) {
      onNotice(t('failed', { message: messageOf(error) }))
    }
  }
  const confirmRemove = async () => {
    if (!removing) return
    try {
      await remove.mutateAsync({ recordIds: [removing.recordId], folderId: removing.folderId })
      setRemoving(null)
      await refresh()
      onNotice(t('records.removed'))
    } catch (error) {
      setRemoving(null)
      onNotice(t('failed', { message: messageOf(error) }))
    }
  }

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={folderSelectId} className="block text-sm font-medium text-slate-800">{t('records.folderLabel')}</label>
          <select
            id={folderSelectId}
            value={folderId ?? ''}
            onChange={(e) => {
              setPage(1)
              onFolder(e.target.value ? Number(e.target.value) : null)
            }}
            className={`${INPUT_CLASS} w-auto max-w-full`}
          >
            <option value="">{t('records.allFolders')}</option>
            {(folders.data ?? []).map((f) => (
              <option key={f.folderId} value={f.folderId}>{f.name}</option>
            ))}
          </select>
        </div>
        <form role="search" onSubmit={search} className="flex min-w-0 flex-1 items-end gap-2">
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">{t('records.searchLabel')}</label>
            <input id={searchId} value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('records.searchPlaceholder')} maxLength={200} className={INPUT_CLASS} />
          </div>
          <button type="submit" className={`${BUTTON} py-2`}>{t('records.search')}</button>
        </form>
      </div>
      {records.isPending ? <p className="text-slate-600">{t('records.loading')}</p> : null}
      {records.isError ? <p role="alert" className="text-red-700">{t('records.loadFailed')}</p> : null}
      {records.data && records.data.total === 0 ? (
        <p className="rounded border border-slate-200 bg-slate-50 p-6 text-slate-700">{title ? t('records.noMatch', { term: title }) : t('records.empty')}</p>
      ) : null}
      <ul className="divide-y divide-slate-200" data-testid="favourite-records">
        {(records.data?.records ?? []).map((record) => (
          <li key={record.favouriteId} className="flex gap-3 py-3">
            <img src={record.coverUrl} alt="" loading="lazy" className="h-20 w-14 shrink-0 rounded border border-slate-200 bg-slate-100 object-cover" />
            <div className="min-w-0 flex-1">
              <Link to={`/searchList/bookDetails/${record.recordId}`} className="font-medium break-words text-sky-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-slate-700">
                {record.title}
              </Link>
              <p className="text-sm break-words text-slate-700">{[record.author, record.publisher, record.publishYear].filter(Boolean).join(' · ')}</p>
              <p className="text-xs text-slate-600">
                {folderId === null ? `${t('records.inFolder', { name: record.folderName })} · ` : ''}
                {t('records.addedAt', { date: day(record.addedAt) })}
              </p>
              <div className="mt-1.5 flex flex-wrap items-center gap-2">
                <label className="sr-only" htmlFor={`move-${record.favouriteId}`}>{t('records.moveLabel', { title: record.title })}</label>
                <select
                  id={`move-${record.favouriteId}`}
                  value=""
                  disabled={move.isPending}
                  onChange={(e) => e.target.value && void moveTo(record, Number(e.target.value))}
                  className="rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-slate-700"
                >
                  <option value="">{t('records.moveTo')}</option>
                  {(folders.data ?? []).filter((f) => f.folderId !== record.folderId).map((f) => (
                    <option key={f.folderId} value={f.folderId}>{f.name}</option>
                  ))}
                </select>
                <button type="button" className={BUTTON} onClick={() => setRemoving(record)} aria-label={`${t('records.remove')} ${record.title}`}>
                  {t('records.remove')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} rows={ROWS} total={records.data?.total ?? 0} onPage={setPage} summary={(position) => t('pager.position', position)} />
      <Modal open={removing !== null} onClose={() => setRemoving(null)} title={t('records.removeConfirm', { title: removing?.title ?? '' })}>
        {() => (
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={BUTTON} onClick={() => setRemoving(null)} autoFocus>{t('confirmDelete.cancel')}</button>
            <button type="button" className={DANGER} disabled={remove.isPending} onClick={() => void confirmRemove()}>{t('records.remove')}</button>
          </div>
        )}
      </Modal>
    </div>
  )
}
