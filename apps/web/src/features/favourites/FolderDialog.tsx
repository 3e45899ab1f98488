import { FOLDER_INTRODUCTION_MAX, FOLDER_NAME_MAX, type FolderView } from '@portal/contracts'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/TextField.tsx'
import { trpc } from '../../lib/trpc.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { COVER_MAX_BYTES, COVER_TYPES, uploadCover } from './cover-upload.ts'
import { BUTTON, messageOf, Modal, PRIMARY } from './Modal.tsx'

type FolderDialogProps = { open: boolean; folder: FolderView | null; onClose: () => void; onSaved: (folder: FolderView) => void }

/** Creating a folder (folder null) or editing one: name, introduction, cover upload, public or private, default. */
export function FolderDialog({ open, folder, onClose, onSaved }: FolderDialogProps) {
  const { t } = useTranslation('favourites')
  return (
    <Modal open={open} onClose={onClose} title={folder ? t('form.editTitle') : t('form.createTitle')} wide>
      {() => <FolderForm folder={folder} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  )
}

function FolderForm({ folder, onClose, onSaved }: Omit<FolderDialogProps, 'open'>) {
  const { t } = useTranslation('favourites')
  const locale = useLocale()
  const introId = useId()
  const coverId = useId()
  const [name, setName] = useState(folder?.name ?? '')
  const [introduction, setIntroduction] = useState(folder?.introduction ?? '')
  const [coverUrl, setCoverUrl] = useState(folder?.coverUrl ?? '')
  const [isPublic, setIsPublic] = useState(folder?.isPublic ?? false)
  const [isDefault, setIsDefault] = useState(folder?.isDefault ?? false)
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<{ field: 'name' | 'cover' | 'form'; text: string } | null>(null)
  const create = trpc.favourites.folders.create.useMutation()
  const edit = trpc.favourites.folders.edit.useMutation()
  const working = create.isPending || edit.isPending || uploading

  const chooseCover = async (file: File | undefined) => {
    if (!file) return
    if (!COVER_TYPES.includes(file.type)) return setProblem({ field: 'cover', text: t('form.coverWrongType') })
    if (file.size > COVER_MAX_BYTES) return setProblem({ field: 'cover', text: t('form.coverTooLarge') })
    setProblem(null)
    setUploading(true)
    try {
      setCoverUrl(await uploadCover(file, locale, t('form.coverWrongType')))
    } catch (error) {
      setProblem({ field: 'cover', text: messageOf(error) })
    } finally {
      setUploading(false)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setProblem({ field: 'name', text: t('form.nameRequired') })
    setProblem(null)
    try {
      const fields = { name, introduction, coverUrl, isPublic }
      const saved = folder
        ? await edit.mutateAsync({ folderId: folder.folderId, ...fields, ...(isDefault && !folder.isDefault ? { isDefault: true } : {}) })
        : await create.mutateAsync({ ...fields, isDefault })
      onSaved(saved)
    } catch (error) {
      setProblem({ field: 'form', text: messageOf(error) })
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField label={t('form.name')} value={name} onChange={setName} maxLength={FOLDER_NAME_MAX} hint={t('form.nameHint')} error={problem?.field === 'name' ? problem.text : null} autoFocus />
      <div className="space-y-1">
        <label htmlFor={introId} className="block text-sm font-medium text-slate-800">{t('form.introduction')}</label>
        <textarea
          id={introId}
          value={introduction}
          onChange={(e) => setIntroduction(e.target.value)}
          maxLength={FOLDER_INTRODUCTION_MAX}
          rows={3}
          aria-describedby={`${introId}-hint`}
          className="w-full rounded border border-slate-300 px-3 py-2 text-slate-900 focus-visible:border-slate-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700"
        />
        <p id={`${introId}-hint`} className="text-xs text-slate-600">{t('form.introductionHint')}</p>
      </div>
      <div className="space-y-1">
        <span className="block text-sm font-medium text-slate-800">{t('form.cover')}</span>
        <div className="flex flex-wrap items-center gap-3">
          {coverUrl ? <img src={coverUrl} alt={t('folder.coverAlt', { name: name || '—' })} className="h-20 w-16 rounded border border-slate-200 object-cover" /> : null}
          <label htmlFor={coverId} className={`${BUTTON} cursor-pointer`}>
            {uploading ? t('form.coverUploading') : t('form.coverUpload')}
          </label>
          <input
            id={coverId}
            type="file"
            accept="image/jpeg,image/png"
            className="sr-only"
            aria-describedby={`${coverId}-hint`}
            onChange={(e) => {
              void chooseCover(e.target.files?.[0])
              e.target.value = ''
            }}
          />
          {coverUrl ? (
            <button type="button" className={BUTTON} onClick={() => setCoverUrl('')}>
              {t('form.coverRemove')}
            </button>
          ) : null}
        </div>
        <p id={`${coverId}-hint`} className="text-xs text-slate-600">{t('form.coverHint')}</p>
        {problem?.field === 'cover' ? <p role="alert" className="text-sm text-red-700">{problem.text}</p> : null}
      </div>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-800">{t('form.visibility')}</legend>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="radio" name="visibility" checked={!isPublic} onChange={() => setIsPublic(false)} className="mt-1" />
          {t('form.private')}
        </label>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="radio" name="visibility" checked={isPublic} onChange={() => setIsPublic(true)} className="mt-1" />
          {t('form.public')}
        </label>
      </fieldset>
      {folder?.isDefault ? null : (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
          {t('form.isDefault')}
        </label>
      )}
      {problem?.field === 'form' ? <p role="alert" className="text-sm text-red-700">{problem.text}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={BUTTON}>{t('form.cancel')}</button>
        <button type="submit" disabled={working} className={PRIMARY}>{t('form.save')}</button>
      </div>
    </form>
  )
}
