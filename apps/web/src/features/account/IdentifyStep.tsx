import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../lib/trpc.ts'
import { CaptchaField } from '../../components/CaptchaField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { useCaptcha } from '../../lib/use-captcha.ts'
import { serverMessage } from './server-message.ts'

export type Identified = { resetTicket: string; username: string; mail: string; phone: string; emailCheckFlag: '0' | '1'; mobileCheckFlag: '0' | '1' }

type Field = 'username' | 'verifyCode'

/**
 * Step 1 of /resetPassword: the account and the image captcha (a click on the image loads a new one). A refusal
 * (wrong captcha, nothing verified: spec §8) shows the server's message and a new captcha; an unknown account
 * reads as "nothing verified", so the page cannot be used to find out which accounts exist.
 */
export function IdentifyStep({ onIdentified }: { onIdentified: (identified: Identified) => void }) {
  const { t } = useTranslation(['account', 'errors'])
  const captchaMutation = trpc.account.passwordReset.captcha.useMutation()
  const checkUser = trpc.account.passwordReset.checkUser.useMutation()
  const captcha = useCaptcha(() => captchaMutation.mutateAsync())
  const [values, setValues] = useState({ username: '', verifyCode: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const refs = { username: useRef<HTMLInputElement>(null), verifyCode: useRef<HTMLInputElement>(null) }

  const change = (field: Field) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }))
    setErrors((old) => ({ ...old, [field]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (checkUser.isPending) return
    const found: Partial<Record<Field, string>> = {}
    if (!values.username.trim()) found.username = t('validation.username')
    if (!values.verifyCode.trim()) found.verifyCode = t('validation.captcha')
    setErrors(found)
    setProblem(null)
    const firstInvalid = (['username', 'verifyCode'] as const).find((field) => found[field])
    if (firstInvalid) return refs[firstInvalid].current?.focus()
    try {
      const username = values.username.trim()
      const answer = await checkUser.mutateAsync({ username, verifyCode: values.verifyCode.trim(), codeKey: captcha.codeKey ?? '' })
      onIdentified({ ...answer, username })
    } catch (error) {
      setProblem(serverMessage(error, t('errors:INTERNAL')))
      setValues((old) => ({ ...old, verifyCode: '' }))
      captcha.refresh()
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-busy={checkUser.isPending || undefined}>
      <div role="alert" className="empty:hidden">
        {problem ? <p className="rounded bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">{problem}</p> : null}
      </div>
      <TextField
        label={t('reset.username')}
        hint={t('reset.usernameHint')}
        name="username"
        autoComplete="username"
        maxLength={128}
        value={values.username}
        onChange={change('username')}
        error={errors.username}
        inputRef={refs.username}
      />
      <CaptchaField captcha={captcha} value={values.verifyCode} onChange={change('verifyCode')} error={errors.verifyCode} inputRef={refs.verifyCode} />
      <button type="submit" disabled={checkUser.isPending} className="w-full rounded bg-slate-800 px-4 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:cursor-wait disabled:bg-slate-500">
        {checkUser.isPending ? t('working') : t('reset.next')}
      </button>
    </form>
  )
}
