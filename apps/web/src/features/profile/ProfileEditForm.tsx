import type { Profile } from '@portal/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/TextField.tsx'
import { trpc } from '../../lib/trpc.ts'

/** The server's PROFILE_EDITABLE_FIELDS and PROFILE_TEXT_MAX, kept here without the zod module. */
const FIELDS = ['position', 'job', 'unit'] as const
const MAX = 100

/** What a patron may change of their own profile (position, occupation, organisation). */
export function ProfileEditForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile')
  const utils = trpc.useUtils()
  const [values, setValues] = useState(() => Object.fromEntries(FIELDS.map((f) => [f, profile[f]])) as Record<(typeof FIELDS)[number], string>)
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null)
  const update = trpc.profile.update.useMutation({
    onSuccess: (saved) => {
      utils.profile.get.setData(undefined, saved)
      setStatus({ text: t('edit.saved'), error: false })
    },
    onError: (error) => setStatus({ text: t('edit.failed', { message: error.message }), error: true }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setStatus(null)
    update.mutate(values)
  }
  return (
    <section aria-labelledby="profile-edit-title" className="rounded border border-slate-200 p-4">
      <h3 id="profile-edit-title" className="font-semibold text-slate-900">{t('edit.title')}</h3>
      <p className="mb-3 text-sm text-slate-600">{t('edit.hint')}</p>
      <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-3" aria-busy={update.isPending || undefined}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`field.${field}`)}
            value={values[field]}
            maxLength={MAX}
            hint={t('edit.max', { max: MAX })}
            onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
          />
        ))}
        <div className="sm:col-span-3">
          <button type="submit" disabled={update.isPending} className="rounded bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:bg-slate-400">
            {t('edit.save')}
          </button>
        </div>
      </form>
      <div role="status" className="mt-3 empty:hidden">
        {status ? <p className={`rounded px-3 py-2 text-sm ring-1 ${status.error ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-emerald-50 text-emerald-900 ring-emerald-200'}`}>{status.text}</p> : null}
      </div>
    </section>
  )
}
