import type { FolderView } from '@portal/contracts'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { INPUT_CLASS } from '../../components/TextField.tsx'
import { trpc } from '../../lib/trpc.ts'
import { BUTTON, messageOf, Modal, PRIMARY } from './Modal.tsx'

/** The link of a shared folder's page, as the browser opens it (hash routes). */
const linkOf = (path: string) => `${window.location.origin}${window.location.pathname}#${path}`

/** Sharing a public folder: marks it shared (favorites/share) and shows its link to copy. */
export function ShareDialog({ folder, onClose }: { folder: FolderView | null; onClose: () => void }) {
  const { t } = useTranslation('favourites')
  const share = trpc.favourites.folders.share.useMutation()
  const [link, setLink] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const linkId = useId()
  const folderId = folder?.folderId

  useEffect(() => {
    setLink(null)
    setStatus(null)
    if (folderId === undefined) return
    share.mutateAsync({ folderId }).then((r) => setLink(linkOf(r.path)), (error: unknown) => setStatus(t('failed', { message: messageOf(error) })))
    // Shared once per opening of the dialog.
  }, [folderId])

  const copy = async () => {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link)
      setStatus(t('share.copied'))
    } catch {
      document.getElementById(linkId)?.focus()
      ;(document.getElementById(linkId) as HTMLInputElement | null)?.select()
    }
  }

  return (
    <Modal open={folder !== null} onClose={onClose} title={t('share.title', { name: folder?.name ?? '' })} wide>
      {() => (
        <>
          <p className="text-sm text-slate-700">{t('share.body')}</p>
          <div className="space-y-1">
            <label htmlFor={linkId} className="block text-sm font-medium text-slate-800">{t('share.linkLabel')}</label>
            <input id={linkId} readOnly value={link ?? ''} className={INPUT_CLASS} data-testid="share-link" onFocus={(e) => e.target.select()} />
          </div>
          <p role="status" className="min-h-5 text-sm text-slate-700">{status}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={BUTTON} onClick={onClose}>{t('share.close')}</button>
            <button type="button" className={PRIMARY} disabled={!link} onClick={() => void copy()}>{t('share.copy')}</button>
          </div>
        </>
      )}
    </Modal>
  )
}
