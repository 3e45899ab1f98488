import { useId, useState } from 'react'
import { useModalDialog } from '../../lib/use-modal-dialog.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { trpc } from '../../lib/trpc.ts'

type FavouriteButtonProps = {
  recordId: number
  title: string
  className?: string
}

const ITEM =
  'flex w-full items-center justify-between gap-2 rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 disabled:cursor-default disabled:text-slate-500 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-slate-700'

/**
 * The favourite button of a result and of a record page, for a signed-in patron (a visitor gets the sign-in prompt
 * from the caller). Filled when the patron keeps the record in any folder; it opens a small dialog to add the record
 * to the default folder (made on first need) or to a folder the patron picks. Shared by catalogue pages, so it
 * lives in components/ (features never import each other).
 */
export function FavouriteButton({ recordId, title, className = '' }: FavouriteButtonProps) {
  const { t } = useTranslation('favourites')
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const dialogRef = useModalDialog(open)
  const titleId = useId()
  const utils = trpc.useUtils()
  const status = trpc.favourites.records.status.useQuery({ recordIds: [recordId] }, { staleTime: 60_000 })
  const folders = trpc.favourites.folders.list.useQuery(undefined, { enabled: open })
  const add = trpc.favourites.records.add.useMutation()
  const inFolders = status.data?.find((s) => s.recordId === recordId)?.folderIds ?? []
  const kept = inFolders.length > 0


  const addTo = async (folderId: number | null, name: string | null) => {
    setProblem(null)
    try {
      await add.mutateAsync({ recordId, folderId })
      setDone(name ? t('button.done', { name }) : t('button.doneDefault'))
      await Promise.all([utils.favourites.records.status.invalidate(), utils.favourites.folders.list.invalidate(), utils.favourites.records.list.invalidate()])
    } catch (error) {
      setProblem(t('failed', { message: error instanceof Error ? error.message : String(error) }))
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setDone(null)
          setProblem(null)
          setOpen(true)
        }}
        aria-label={kept ? t('button.addedTitle', { title }) : t('button.addTitle', { title })}
        aria-pressed={kept}
        data-testid="favourite-button"
        className={`inline-flex items-center gap-1 rounded border px-2.5 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 ${kept ? 'border-amber-700 bg-amber-50 text-amber-900 hover:bg-amber-100' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'} ${className}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill={kept ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5">
          <path d="M10 2.5l2.3 4.7 5.2.8-3.8 3.7.9 5.2L10 14.4l-4.6 2.5.9-5.2-3.8-3.7 5.2-.8z" />
        </svg>
        {kept ? t('button.added') : t('button.add')}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="m-auto w-[380px] max-w-[calc(100vw-1rem)] rounded-lg p-0 text-slate-900 shadow-xl backdrop:bg-black/50"
      >
        {open ? (
          <div className="space-y-3 p-5">
            <h2 id={titleId} className="text-lg font-semibold">{t('button.pickFolderTitle')}</h2>
            <p className="line-clamp-2 text-sm text-slate-700">{title}</p>
            <ul className="max-h-72 space-y-1 overflow-y-auto" aria-label={t('button.pickFolder')}>
              <li>
                <button type="button" className={`${ITEM} font-medium`} disabled={add.isPending} onClick={() => addTo(null, null)}>
                  {t('button.toDefault')}
                </button>
              </li>
              {(folders.data ?? []).map((folder) => {
                const here = inFolders.includes(folder.folderId)
                return (
                  <li key={folder.folderId}>
                    <button type="button" className={ITEM} disabled={here || add.isPending} onClick={() => addTo(folder.folderId, folder.name)}>
                      <span className="min-w-0 truncate">{folder.name}</span>
                      <span className="shrink-0 text-xs text-slate-600">{here ? t('button.inFolder') : t('folder.records', { count: folder.recordCount })}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
            <p role="status" className="min-h-5 text-sm">
              {done ? <span className="text-emerald-800">{done}</span> : null}
              {problem ? <span className="text-red-700">{problem}</span> : null}
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to="/myFav" className="text-sm text-sky-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">
                {t('button.manage')}
              </Link>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
              >
                {t('button.close')}
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  )
}
