import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/TextField.tsx'
import { trpc } from '../../lib/trpc.ts'

type Props = { channel: 'EMAIL' | 'SMS'; value: string; verified: boolean; onStatus: (status: { text: string; error: boolean }) => void }

const primary = 'rounded bg-slate-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:bg-slate-400'

/**
 * One notice contact. Not verified: typed and saved as it is (it stays unverified). Verified: changed only with a
 * code sent to the new one (the binding flow's sendCode, which asks for the current password), then checked by updateContact.
 */
export function ContactRow({ channel, value, verified, onStatus }: Props) {
  const { t } = useTranslation('profile')
  const utils = trpc.useUtils()
  const field = channel === 'EMAIL' ? 'email' : 'mobile'
  const [target, setTarget] = useState(value)
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const done = async () => {
    onStatus({ text: t('contact.saved'), error: false })
    setSentTo(null)
    setCode('')
    setPassword('')
    await Promise.all([utils.profile.contact.invalidate(), utils.profile.get.invalidate(), utils.identity.me.invalidate()])
  }
  const fail = (error: { message: string }) => onStatus({ text: t('contact.failed', { message: error.message }), error: true })
  const update = trpc.profile.updateContact.useMutation({ onSuccess: done, onError: fail })
  const sendCode = trpc.account.contact.sendCode.useMutation({ onSuccess: () => setSentTo(target.trim()), onError: fail })
  const label = t(`contact.${field}`)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!verified) return update.mutate({ [field]: target.trim() })
    if (sentTo === null) return sendCode.mutate({ channel, target: target.trim(), ...(password ? { currentPassword: password } : {}) })
    update.mutate({ [field]: sentTo, code: code.trim() })
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-2 rounded border border-slate-100 p-3" aria-label={label}>
      <TextField
        label={label}
        name={field}
        type={channel === 'EMAIL' ? 'email' : 'tel'}
        autoComplete={channel === 'EMAIL' ? 'email' : 'tel'}
        maxLength={channel === 'EMAIL' ? 254 : 30}
        value={target}
        readOnly={sentTo !== null}
        hint={verified ? t('contact.verifiedNote') : undefined}
        onChange={setTarget}
      />
      {verified && sentTo === null ? (
        <TextField label={t('contact.password')} name={`${field}-password`} type="password" autoComplete="current-password" value={password} hint={t('contact.passwordHint')} onChange={setPassword} />
      ) : null}
      {sentTo !== null ? (
        <>
          <p className="text-sm text-slate-700">{t('contact.codeSent', { to: sentTo })}</p>
          <TextField label={t('contact.code')} name={`${field}-code`} autoComplete="one-time-code" maxLength={20} value={code} onChange={setCode} />
        </>
      ) : null}
      <button type="submit" disabled={update.isPending || sendCode.isPending || (verified && target.trim() === value)} className={primary}>
        {!verified ? t('contact.save') : sentTo === null ? t('contact.sendCode') : t('contact.confirmCode')}
      </button>
    </form>
  )
}
