import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useForcedPasswordChange } from '../../lib/forced-change.ts'
import { encryptPassword } from '../../lib/password-cipher.ts'
import { trpc } from '../../lib/trpc.ts'
import { useCaptcha } from '../../lib/use-captcha.ts'
import { BindingCaptchaField } from './BindingCaptchaField.tsx'
import { BindingCard } from './BindingCard.tsx'
import { BindingField } from './BindingField.tsx'
import { useBindingNotice } from './binding-notice.ts'
import { useBindingTicket } from './binding-ticket.ts'
import { MissingTicket } from './MissingTicket.tsx'
import { isSignedIn, savedNextPath, storeBindingSession } from './signed-in-session.ts'
import { useFieldValues } from './use-field-values.ts'

const FIELDS = ['username', 'password', 'verifyCode'] as const

/**
 * /bindUid (spec §2, §4): links the single sign-on account of the `uid` ticket to a library account by user
 * name, password and image code, then signs in. Only for visitors: a signed-in patron goes on to the saved
 * next path or /Home. A refusal shows the server's message and draws a new image. An initial or expired password
 * links nothing: the forced change opens, as after sign-in, and returns here to link with the new password.
 */
export function BindUidPage() {
  const { t } = useTranslation(['sso', 'routes'])
  const navigate = useNavigate()
  const uid = useBindingTicket('uid')
  const [signedIn] = useState(isSignedIn)
  const utils = trpc.useUtils()
  const bindCaptcha = trpc.sso.bindCaptcha.useMutation()
  const captcha = useCaptcha(() => bindCaptcha.mutateAsync(), { enabled: !signedIn && uid !== null })
  const bind = trpc.sso.bindUid.useMutation()
  const form = useFieldValues(FIELDS, (field) => t(`validation.${field}`))
  const [notice, setNotice] = useBindingNotice()
  const forcedChange = useForcedPasswordChange()

  useEffect(() => {
    if (signedIn) navigate(savedNextPath(), { replace: true })
  }, [signedIn, navigate])

  if (signedIn) return null
  if (!uid) return <MissingTicket title={t('routes:bindUid')} />

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (bind.isPending || form.check()) return
    setNotice(null)
    try {
      const { keyHex } = await utils.identity.transportKey.fetch(undefined, { staleTime: Infinity })
      const account = { username: form.values.username.trim(), password: encryptPassword(form.values.password, keyHex) }
      const result = await bind.mutateAsync({ ...account, verifyCode: form.values.verifyCode.trim(), codeKey: captcha.codeKey ?? '', uid })
      if (result.status !== 'ok') {
        const reminder = forcedChange(result, { ...account, returnTo: `/bindUid?uid=${encodeURIComponent(uid)}` })
        if (!reminder) return
        // The page stays a moment (expired password): the used image gives way to a new one.
        setNotice({ kind: 'reminder', message: reminder })
        form.setValues((old) => ({ ...old, verifyCode: '' }))
        captcha.refresh()
        return
      }
      if (!storeBindingSession(result)) throw new Error(t('failed'))
      await utils.identity.me.invalidate()
      navigate(result.mustBindContact ? '/forceBinding' : '/Home', { replace: true })
    } catch (error) {
      setNotice({ kind: 'error', message: error instanceof Error && error.message ? error.message : t('failed') })
      form.setValues((old) => ({ ...old, verifyCode: '' }))
      captcha.refresh()
    }
  }

  return (
    <BindingCard
      title={t('routes:bindUid')}
      intro={t('bindUid.intro')}
      submitLabel={t('bindUid.submit')}
      pendingLabel={t('submitting')}
      pending={bind.isPending}
      onSubmit={(e) => void onSubmit(e)}
      notice={notice}
    >
      <BindingField label={t('fields.username')} name="username" autoComplete="username" value={form.values.username} onChange={form.change('username')} error={form.errors.username} inputRef={form.refs.username} />
      <BindingField label={t('fields.password')} name="password" type="password" autoComplete="current-password" value={form.values.password} onChange={form.change('password')} error={form.errors.password} inputRef={form.refs.password} />
      <BindingCaptchaField captcha={captcha} value={form.values.verifyCode} onChange={form.change('verifyCode')} error={form.errors.verifyCode} inputRef={form.refs.verifyCode} />
    </BindingCard>
  )
}
