import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../lib/trpc.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { uploadAvatar } from './avatar-upload.ts'

/** Largest avatar the server takes (spec §5); a larger one is refused here before it is sent. */
const MAX_BYTES = 5 * 1024 * 1024

/** The avatar: a preview of the chosen picture, then upload and save; or remove it. The server's refusals are shown as it words them. */
export function AvatarUpload({ picUrl, name }: { picUrl: string; name: string }) {
  const { t } = useTranslation(['profile', 'errors'])
  const locale = useLocale()
  const utils = trpc.useUtils()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // A new key empties the file input once its picture was saved.
  const [inputKey, setInputKey] = useState(0)
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null)
  const save = trpc.profile.updatePicUrl.useMutation()

  // A data: address, not a blob: one: the page's CSP lets images come from data: but not blob:.
  useEffect(() => {
    if (!file) return setPreview(null)
    const reader = new FileReader()
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null)
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file])

  const apply = async (next: () => Promise<string>, done: string) => {
    setBusy(true)
    setStatus(null)
    try {
      await save.mutateAsync({ picUrl: await next() })
      setFile(null)
      setInputKey((key) => key + 1)
      setStatus({ text: done, error: false })
      await Promise.all([utils.profile.get.invalidate(), utils.identity.me.invalidate()])
    } catch (error) {
      setStatus({ text: t('avatar.failed', { message: error instanceof Error ? error.message : t('errors:INTERNAL') }), error: true })
    } finally {
      setBusy(false)
    }
  }
  const shown = preview ?? (picUrl.startsWith('/') || /^https?:\/\//.test(picUrl) ? picUrl : null)
  const initial = [...name.trim()][0] ?? '?'

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded border border-slate-200 p-4">
      <h3 id={`${inputId}-title`} className="mb-3 font-semibold text-slate-900">{t('avatar.title')}</h3>
      <div className="flex flex-wrap items-center gap-4">
        {shown ? (
          <img src={shown} alt={preview ? t('avatar.alt') : ''} data-testid="avatar-image" className="size-24 rounded-full object-cover ring-1 ring-slate-200" />
        ) : (
          <span aria-hidden="true" className="flex size-24 items-center justify-center rounded-full bg-slate-200 text-3xl font-semibold text-slate-700">{initial}</span>
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">{t('avatar.change')}</label>
          <input
            key={inputKey}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null
              setStatus(chosen && chosen.size > MAX_BYTES ? { text: t('avatar.failed', { message: t('errors:IMAGE_TOO_LARGE', { limitMb: 5 }) }), error: true } : null)
              setFile(chosen && chosen.size <= MAX_BYTES ? chosen : null)
            }}
            className="block w-full max-w-full text-sm text-slate-800 file:mr-3 file:rounded file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
          />
          <p id={`${inputId}-hint`} className="text-xs text-slate-600">{t('avatar.hint')}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={!file || busy}
              onClick={() => file && void apply(() => uploadAvatar(file, locale, t('errors:INTERNAL')), t('avatar.saved'))}
              className="rounded bg-slate-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:bg-slate-400"
            >
              {busy ? t('avatar.uploading') : t('avatar.save')}
            </button>
            {picUrl ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => void apply(async () => '', t('avatar.removed'))}
                className="rounded border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 disabled:opacity-50"
              >
                {t('avatar.remove')}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <div role="status" className="mt-3 empty:hidden">
        {status ? <p data-testid="avatar-status" className={`rounded px-3 py-2 text-sm ring-1 ${status.error ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-emerald-50 text-emerald-900 ring-emerald-200'}`}>{status.text}</p> : null}
      </div>
    </section>
  )
}
