import type { PasswordPolicy } from '@portal/contracts'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { passwordChangeErrors, type PasswordErrors, type PasswordValues } from './password-change-rules.ts'
import { TextField } from '../../../components/TextField.tsx'

type PasswordChangeFormProps = {
  policy: PasswordPolicy
  /** The account: the strong rule refuses a password equal to it. */
  identity: { username?: string; primaryId?: string }
  /** Shown as a fixed field (the forced change names the account it is for). */
  fixedUsername?: string
  /** The forced change already holds the old password: no field for it. */
  oldKnown: boolean
  /** True when the new password equals the old one (the forced change compares encrypted forms). */
  isSameAsOld: (values: PasswordValues) => boolean
  /** Sends the change; resolves with the server's message on failure, null on success. */
  onSubmit: (values: PasswordValues) => Promise<string | null>
}

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const

/** Old (unless known), new and confirmation, checked as spec §5 says before anything is sent. */
export function PasswordChangeForm({ policy, identity, fixedUsername, oldKnown, isSameAsOld, onSubmit }: PasswordChangeFormProps) {
  const { t } = useTranslation(['login', 'errors'])
  const [values, setValues] = useState<PasswordValues>({ oldPassword: '', newPassword: '', confirmPassword: '' })
  const [errors, setErrors] = useState<PasswordErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const refs = { oldPassword: useRef<HTMLInputElement>(null), newPassword: useRef<HTMLInputElement>(null), confirmPassword: useRef<HTMLInputElement>(null) }
  const rule = policy.isPasswordProtect === '1' ? undefined : t(policy.passwordCheck === '2' ? 'errors:PASSWORD_RULE_STRONG' : 'errors:PASSWORD_RULE_SIMPLE')

  const change = (field: keyof PasswordValues) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }))
    if (errors[field]) setErrors((old) => ({ ...old, [field]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const found = passwordChangeErrors(values, { policy, identity, oldKnown, sameAsOld: Boolean(values.newPassword) && isSameAsOld(values) }, t)
    setErrors(found)
    setFailure(null)
    const firstInvalid = FIELDS.find((field) => found[field])
    if (firstInvalid) {
      refs[firstInvalid].current?.focus()
      return
    }
    setPending(true)
    const message = await onSubmit(values)
    setPending(false)
    if (message !== null) setFailure(message || t('errors:INTERNAL'))
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-busy={pending || undefined}>
      <div role="alert" className="empty:hidden">
        {failure ? <p className="rounded bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">{failure}</p> : null}
      </div>
      {fixedUsername ? <TextField label={t('form.username')} name="username" autoComplete="username" value={fixedUsername} onChange={() => undefined} readOnly /> : null}
      {oldKnown ? null : (
        <TextField label={t('password.old')} type="password" name="oldPassword" autoComplete="current-password" value={values.oldPassword} onChange={change('oldPassword')} error={errors.oldPassword} inputRef={refs.oldPassword} maxLength={64} />
      )}
      <TextField label={t('password.new')} type="password" name="newPassword" autoComplete="new-password" value={values.newPassword} onChange={change('newPassword')} error={errors.newPassword} hint={rule} inputRef={refs.newPassword} maxLength={64} />
      <TextField label={t('password.confirm')} type="password" name="confirmPassword" autoComplete="new-password" value={values.confirmPassword} onChange={change('confirmPassword')} error={errors.confirmPassword} inputRef={refs.confirmPassword} maxLength={64} />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded bg-slate-800 px-4 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:cursor-wait disabled:bg-slate-500"
      >
        {pending ? t('password.submitting') : t('password.submit')}
      </button>
    </form>
  )
}
