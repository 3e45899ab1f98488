import type { FindConfig } from '@portal/contracts'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { CaptchaField } from '../../../components/CaptchaField.tsx'
import { closeLoginModal } from './login-modal-store.ts'
import { TextField } from '../../../components/TextField.tsx'
import { useLoginCaptcha } from './use-login-captcha.ts'
import { useSignIn } from './use-sign-in.ts'

type Field = 'username' | 'password' | 'verifyCode' | 'privacy'
type FieldErrors = Partial<Record<Field, string>>

type AccountLoginFormProps = {
  findConfig: Pick<FindConfig, 'findPasswordFlag'>
  /** Called once the patron is signed in (the page navigates on, the modal refreshes in place). */
  onSignedIn: () => void
  /** Focus the account field at once (the modal; the page leaves focus where the visitor is). */
  autoFocus?: boolean
}

/**
 * Account, password, verification code and the privacy consent (spec §2, §5). Validation runs in the order
 * of the fields and moves focus to the first invalid one; Enter submits (it is a form). A refused sign-in
 * clears the code, loads a new captcha and announces the server's message.
 */
export function AccountLoginForm({ findConfig, onSignedIn, autoFocus = false }: AccountLoginFormProps) {
  const { t } = useTranslation(['login', 'errors'])
  const captcha = useLoginCaptcha()
  const { submit, pending } = useSignIn(onSignedIn)
  const [values, setValues] = useState({ username: '', password: '', verifyCode: '' })
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [notice, setNotice] = useState<{ kind: 'failed' | 'reminder'; message: string } | null>(null)
  const refs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), verifyCode: useRef<HTMLInputElement>(null), privacy: useRef<HTMLInputElement>(null) }
  const privacyErrorId = useId()

  const change = (field: keyof typeof values) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }))
    if (errors[field]) setErrors((old) => ({ ...old, [field]: undefined }))
  }

  const validate = (): FieldErrors => {
    const found: FieldErrors = {}
    if (!values.username.trim()) found.username = t('validation.username')
    if (!values.password) found.password = t('validation.password')
    if (!values.verifyCode.trim()) found.verifyCode = t('validation.verifyCode')
    if (!agreed) found.privacy = t('validation.privacy')
    return found
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const found = validate()
    setErrors(found)
    setNotice(null)
    const firstInvalid = (['username', 'password', 'verifyCode', 'privacy'] as const).find((field) => found[field])
    if (firstInvalid) {
      refs[firstInvalid].current?.focus()
      return
    }
    const attempt = await submit({ username: values.username.trim(), password: values.password, verifyCode: values.verifyCode.trim(), codeKey: captcha.codeKey ?? '' })
    if (attempt.kind === 'done') return
    setNotice({ kind: attempt.kind, message: attempt.message || t('errors:INTERNAL') })
    if (attempt.kind === 'failed') {
      setValues((old) => ({ ...old, verifyCode: '' }))
      captcha.refresh()
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-busy={pending || undefined}>
      <div role="alert" className="empty:hidden">
        {notice ? (
          <p className={`rounded px-3 py-2 text-sm ${notice.kind === 'failed' ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'}`}>
            {notice.message}
          </p>
        ) : null}
      </div>
      <TextField label={t('form.username')} name="username" autoComplete="username" autoFocus={autoFocus} value={values.username} onChange={change('username')} error={errors.username} inputRef={refs.username} maxLength={128} />
      <TextField label={t('form.password')} name="password" type="password" autoComplete="current-password" value={values.password} onChange={change('password')} error={errors.password} inputRef={refs.password} maxLength={64} />
      <CaptchaField captcha={captcha} value={values.verifyCode} onChange={change('verifyCode')} error={errors.verifyCode} inputRef={refs.verifyCode} />
      <div className="space-y-1">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            ref={refs.privacy}
            type="checkbox"
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.target.checked)
              if (e.target.checked) setErrors((old) => ({ ...old, privacy: undefined }))
            }}
            aria-invalid={errors.privacy ? true : undefined}
            aria-describedby={errors.privacy ? privacyErrorId : undefined}
            className="mt-0.5 size-4 accent-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
          />
          <span>
            {t('form.privacyPrefix')}
            <a href="#/privacy" target="_blank" rel="noopener noreferrer" className="text-blue-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">
              {t('form.privacyLink')}
              <span className="sr-only">{t('form.newWindow')}</span>
            </a>
          </span>
        </label>
        {errors.privacy ? (
          <p id={privacyErrorId} className="text-sm text-red-700">
            {errors.privacy}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded bg-slate-800 px-4 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:cursor-wait disabled:bg-slate-500"
      >
        {pending ? t('form.submitting') : t('form.submit')}
      </button>
      {findConfig.findPasswordFlag === '0' ? null : (
        <p className="text-right text-sm">
          <Link to="/resetPassword" onClick={closeLoginModal} className="text-blue-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">
            {t('form.forgotPassword')}
          </Link>
        </p>
      )}
    </form>
  )
}
