import type { FolderView } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../lib/trpc.ts'
import { FolderDialog } from './FolderDialog.tsx'
import { BUTTON, DANGER, messageOf, Modal, PRIMARY } from './Modal.tsx'
import { ShareDialog } from './ShareDialog.tsx'

type FolderListProps = { onOpen: (folder: FolderView) => void; onNotice: (text: string) => void }

/** The patron's folders as cards (cover, name, counts, public/default marks) with their actions. */
export function FolderList({ onOpen, onNotice }: FolderListProps) {
  const { t } = useTranslation('favourites')
  const utils = trpc.useUtils()
  // Counts change elsewhere (a title added from the results, a follower): fetched afresh whenever the list shows.
  const folders = trpc.favourites.folders.list.useQuery(undefined, { refetchOnMount: 'always' })
  const remove = trpc.favourites.folders.remove.useMutation()
  const edit = trpc.favourites.folders.edit.useMutation()
  const [editing, setEditing] = useState<FolderView | null | 'new'>(null)
  const [deleting, setDeleting] = useState<FolderView | null>(null)
  const [sharing, setSharing] = useState<FolderView | null>(null)
  const refresh = () => Promise.all([utils.favourites.folders.list.invalidate(), utils.favourites.records.invalidate()])

  const makeDefault = async (folder: FolderView) => {
    try {
      await edit.mutateAsync({ folderId: folder.folderId, isDefault: true })
      await refresh()
      onNotice(t('form.saved'))
    } catch (error) {
      onNotice(t('failed', { message: messageOf(error) }))
    }
  }
  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync({ folderId: deleting.folderId })
      setDeleting(null)
      await refresh()
      onNotice(t('confirmDelete.done'))
    } catch (error) {
      setDeleting(null)
      onNotice(t('failed', { message: messageOf(error) }))
    }
  }

  return (
    <div>
      <div className="mb-3 flex justify-end">
        <button type="button" className={PRIMARY} onClick={() => setEditing('new')}>{t('folder.create')}</button>
      </div>
      {folders.isPending ? <p className="text-slate-600">{t('folder.loading')}</p> : null}
      {folders.isError ? <p role="alert" className="text-red-700">{t('folder.loadFailed')}</p> : null}
      {folders.data && folders.data.length === 0 ? <p className="rounded border border-slate-200 bg-slate-50 p-6 text-slate-700">{t('folder.empty')}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="folder-list">
        {(folders.data ?? []).map((folder) => (
          <li key={folder.folderId} className="flex gap-3 rounded-lg border border-slate-200 p-3" data-testid="folder-card">
            {folder.coverUrl ? (
              <img src={folder.coverUrl} alt={t('folder.coverAlt', { name: folder.name })} className="h-24 w-18 shrink-0 rounded border border-slate-200 object-cover" />
            ) : (
              <div aria-hidden="true" className="h-24 w-18 shrink-0 rounded border border-slate-200 bg-gradient-to-br from-slate-100 to-slate-200" />
            )}
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold break-words text-slate-900">
                <button type="button" onClick={() => onOpen(folder)} className="text-left text-sky-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-slate-700">
                  {folder.name}
                </button>
              </h3>
              <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-600">
                <span>{t('folder.records', { count: folder.recordCount })}</span>
                {folder.isDefault ? <span className="rounded bg-amber-100 px-1.5 text-amber-900">{t('folder.default')}</span> : null}
                <span>{folder.isPublic ? t('folder.public') : t('folder.private')}</span>
                {folder.sharedAt ? <span>{t('folder.shared')} · {t('folder.followers', { count: folder.followCount })}</span> : null}
              </p>
              {folder.introduction ? <p className="mt-1 line-clamp-2 text-sm text-slate-700">{folder.introduction}</p> : null}
              <div className="mt-2 flex flex-wrap gap-1.5">
                <button type="button" className={BUTTON} onClick={() => setEditing(folder)} aria-label={`${t('folder.edit')} ${folder.name}`}>{t('folder.edit')}</button>
                {folder.isPublic ? (
                  <button type="button" className={BUTTON} onClick={() => setSharing(folder)} aria-label={`${t('folder.share')} ${folder.name}`}>{t('folder.share')}</button>
                ) : null}
                {folder.isDefault ? null : (
                  <>
                    <button type="button" className={BUTTON} onClick={() => void makeDefault(folder)}>{t('folder.makeDefault')}</button>
                    <button type="button" className={BUTTON} onClick={() => setDeleting(folder)} aria-label={`${t('folder.delete')} ${folder.name}`}>{t('folder.delete')}</button>
                  </>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <FolderDialog
        open={editing !== null}
        folder={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          void refresh()
          onNotice(t('form.saved'))
        }}
      />
      <Modal open={deleting !== null} onClose={() => setDeleting(null)} title={t('confirmDelete.title', { name: deleting?.name ?? '' })}>
        {() => (
          <>
            <p className="text-sm text-slate-700">{t('confirmDelete.body', { count: deleting?.recordCount ?? 0 })}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className={BUTTON} onClick={() => setDeleting(null)} autoFocus>{t('confirmDelete.cancel')}</button>
              <button type="button" className={DANGER} disabled={remove.isPending} onClick={() => void confirmDelete()}>{t('confirmDelete.confirm')}</button>
            </div>
          </>
        )}
      </Modal>
      <ShareDialog folder={sharing} onClose={() => { setSharing(null); void refresh() }} />
    </div>
  )
}
