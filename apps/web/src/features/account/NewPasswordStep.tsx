import { passwordProblem, type PasswordPolicy } from '@portal/contracts'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { encryptPassword } from '../../lib/password-cipher.ts'
import { trpc } from '../../lib/trpc.ts'
import { TextField } from '../../components/TextField.tsx'
import { serverMessage } from './server-message.ts'

type Field = 'newPassword' | 'confirmPassword'

type NewPasswordStepProps = {
  resetTicket: string
  username: string
  policy: PasswordPolicy
  onDone: () => void
}

/**
 * Last step of /resetPassword: the new password twice, checked in the browser with the same rules the server
 * applies (passwordProblem, spec §5) and sent encrypted with the server's transport key.
 */
export function NewPasswordStep({ resetTicket, username, policy, onDone }: NewPasswordStepProps) {
  const { t } = useTranslation(['account', 'errors'])
  const utils = trpc.useUtils()
  const setPassword = trpc.account.passwordReset.setPassword.useMutation()
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const refs = { newPassword: useRef<HTMLInputElement>(null), confirmPassword: useRef<HTMLInputElement>(null) }
  const rules =
    policy.isPasswordProtect === '1' ? t('reset.rulesNone') : policy.passwordCheck === '2' ? t('errors:PASSWORD_RULE_STRONG') : t('errors:PASSWORD_RULE_SIMPLE')

  const change = (field: Field) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }))
    setErrors((old) => ({ ...old, [field]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (setPassword.isPending) return
    const found: Partial<Record<Field, string>> = {}
    const rule = passwordProblem(values.newPassword, policy, { username })
    if (!values.newPassword) found.newPassword = t('validation.password')
    else if (rule === 'PASSWORD_TOO_LONG') found.newPassword = t('errors:PASSWORD_TOO_LONG', { max: 64 })
    else if (rule) found.newPassword = t(`errors:${rule}`, { detail: '' })
    if (values.newPassword && values.confirmPassword !== values.newPassword) found.confirmPassword = t('validation.confirm')
    setErrors(found)
    setProblem(null)
    const firstInvalid = (['newPassword', 'confirmPassword'] as const).find((field) => found[field])
    if (firstInvalid) return refs[firstInvalid].current?.focus()
    try {
      const { keyHex } = await utils.identity.transportKey.fetch(undefined, { staleTime: Infinity })
      await setPassword.mutateAsync({
        resetTicket,
        newPassword: encryptPassword(values.newPassword, keyHex),
        confirmPassword: encryptPassword(values.confirmPassword, keyHex),
      })
      onDone()
    } catch (error) {
      setProblem(serverMessage(error, t('errors:INTERNAL')))
      refs.newPassword.current?.focus()
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-busy={setPassword.isPending || undefined}>
      <div role="alert" className="empty:hidden">
        {problem ? <p className="rounded bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">{problem}</p> : null}
      </div>
      <TextField
        label={t('reset.newPassword')}
        hint={rules}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        maxLength={64}
        value={values.newPassword}
        onChange={change('newPassword')}
        error={errors.newPassword}
        inputRef={refs.newPassword}
      />
      <TextField
        label={t('reset.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        maxLength={64}
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        error={errors.confirmPassword}
        inputRef={refs.confirmPassword}
      />
      <button type="submit" disabled={setPassword.isPending} className="w-full rounded bg-slate-800 px-4 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:cursor-wait disabled:bg-slate-500">
        {setPassword.isPending ? t('working') : t('reset.submit')}
      </button>
    </form>
  )
}
