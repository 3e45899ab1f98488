import type { ContactChannel } from '@portal/contracts'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { trpc } from '../../lib/trpc.ts'
import { LOGIN_NEXT_PATH_KEY, loginTarget } from '../../lib/login-next-path.ts'
import { TextField } from '../../components/TextField.tsx'
import { CodeEntry, type SentCode } from './CodeEntry.tsx'
import { serverMessage } from './server-message.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const PHONE = /^\+?[\d\s()-]{8,20}$/

/**
 * /forceBinding (spec §4): a library with bindMailOrPhone '1' sends a signed-in patron without a verified
 * e-mail address or phone number here. The patron gets a code at the address or number typed, enters it,
 * and continues to the saved next path (or /Home). The route requires sign-in (RequireLogin asks visitors to).
 */
export function ForceBindingPage() {
  const { t } = useTranslation(['account', 'errors'])
  const navigate = useNavigate()
  const { search } = useLocation()
  const utils = trpc.useUtils()
  const sendCode = trpc.account.contact.sendCode.useMutation()
  const confirm = trpc.account.contact.confirm.useMutation()
  const [channel, setChannel] = useState<ContactChannel>('EMAIL')
  const [target, setTarget] = useState('')
  const [targetError, setTargetError] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState<SentCode | null>(null)
  const [bound, setBound] = useState(false)
  const targetRef = useRef<HTMLInputElement>(null)

  const send = async () => {
    const answer = await sendCode.mutateAsync({ channel, target: target.trim() })
    setSent({ ...answer, sentAt: Date.now() })
  }

  const submitTarget = async (event: FormEvent) => {
    event.preventDefault()
    if (sendCode.isPending) return
    setProblem(null)
    if (!(channel === 'EMAIL' ? EMAIL : PHONE).test(target.trim())) {
      setTargetError(channel === 'EMAIL' ? t('validation.email') : t('validation.phone'))
      return targetRef.current?.focus()
    }
    try {
      await send()
    } catch (error) {
      setProblem(serverMessage(error, t('errors:INTERNAL')))
      targetRef.current?.focus()
    }
  }

  const verify = async (code: string) => {
    await confirm.mutateAsync({ channel, target: target.trim(), code })
    setBound(true)
    await utils.identity.me.invalidate()
    const next = loginTarget(search, window.localStorage)
    window.localStorage.removeItem(LOGIN_NEXT_PATH_KEY)
    navigate(next, { replace: true })
  }

  const choose = (next: ContactChannel) => {
    setChannel(next)
    setTarget('')
    setTargetError(null)
    setSent(null)
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="mb-2 text-center text-2xl font-bold text-slate-900">{t('binding.title')}</h1>
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {bound ? (
          <p role="status" className="text-sm text-green-900">{t('binding.done')}</p>
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">{t('binding.intro')}</p>
            <form noValidate onSubmit={(e) => void submitTarget(e)} className="space-y-4" aria-busy={sendCode.isPending || undefined}>
              <fieldset className="flex gap-2">
                <legend className="mb-2 text-sm font-medium text-slate-800">{t('binding.channelLegend')}</legend>
                {(['EMAIL', 'SMS'] as const).map((option) => (
                  <label key={option} className="flex flex-1 cursor-pointer items-center justify-center gap-2 rounded border border-slate-300 px-3 py-2 text-sm text-slate-900 has-checked:border-slate-700 has-checked:bg-slate-50">
                    <input type="radio" name="channel" checked={channel === option} onChange={() => choose(option)} className="size-4 accent-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700" />
                    {option === 'EMAIL' ? t('binding.email') : t('binding.phone')}
                  </label>
                ))}
              </fieldset>
              <div role="alert" className="empty:hidden">
                {problem ? <p className="rounded bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">{problem}</p> : null}
              </div>
              <TextField
                label={channel === 'EMAIL' ? t('binding.emailLabel') : t('binding.phoneLabel')}
                name={channel === 'EMAIL' ? 'email' : 'phone'}
                type={channel === 'EMAIL' ? 'email' : 'tel'}
                autoComplete={channel === 'EMAIL' ? 'email' : 'tel'}
                maxLength={254}
                readOnly={sent !== null}
                value={target}
                onChange={(value) => {
                  setTarget(value)
                  setTargetError(null)
                }}
                error={targetError}
                inputRef={targetRef}
              />
              {sent ? null : (
                <button type="submit" disabled={sendCode.isPending} className="w-full rounded bg-slate-800 px-4 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:cursor-wait disabled:bg-slate-500">
                  {sendCode.isPending ? t('working') : t('reset.sendCode')}
                </button>
              )}
            </form>
            {sent ? <CodeEntry key={sent.sentAt} sent={sent} onResend={send} onVerify={verify} submitLabel={t('binding.submit')} /> : null}
          </div>
        )}
      </div>
    </div>
  )
}
