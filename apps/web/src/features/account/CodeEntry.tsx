import { VERIFICATION_CODE_DIGITS } from '@portal/contracts'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/TextField.tsx'
import { serverMessage } from './server-message.ts'
import { useCountdown } from './use-countdown.ts'

export type SentCode = { sentTo: string; expiresInSeconds: number; resendInSeconds: number; remaining: number; sentAt: number }

type CodeEntryProps = {
  sent: SentCode
  /** Asks for a new code; rejects with the server's message (too soon, daily limit, delivery failed). */
  onResend: () => Promise<void>
  /** Checks the code; rejects with the server's message when it is wrong or expired. */
  onVerify: (code: string) => Promise<void>
  submitLabel?: string
}

const CODE_SHAPE = new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS}}$`)

/**
 * The code that was sent: where it went, the field, a resend button that counts down the server's interval,
 * and how many codes today still allows. Errors of the server (wrong code, daily limit) show above the field.
 */
export function CodeEntry({ sent, onResend, onVerify, submitLabel }: CodeEntryProps) {
  const { t } = useTranslation(['account', 'errors'])
  const [code, setCode] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState<'verify' | 'resend' | null>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const secondsLeft = useCountdown(sent.sentAt + sent.resendInSeconds * 1000)

  const verify = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    setProblem(null)
    if (!CODE_SHAPE.test(code.trim())) {
      setFieldError(t('validation.code'))
      codeRef.current?.focus()
      return
    }
    setPending('verify')
    try {
      await onVerify(code.trim())
    } catch (error) {
      setProblem(serverMessage(error, t('errors:INTERNAL')))
      setCode('')
      codeRef.current?.focus()
    } finally {
      setPending(null)
    }
  }

  const resend = async () => {
    if (pending) return
    setProblem(null)
    setPending('resend')
    try {
      await onResend()
      setCode('')
      codeRef.current?.focus()
    } catch (error) {
      setProblem(serverMessage(error, t('errors:INTERNAL')))
    } finally {
      setPending(null)
    }
  }

  return (
    <form noValidate onSubmit={(e) => void verify(e)} className="space-y-4" aria-busy={pending !== null || undefined}>
      <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200">
        {t('code.sentTo', { target: sent.sentTo, minutes: Math.round(sent.expiresInSeconds / 60) })}
      </p>
      <div role="alert" className="empty:hidden">
        {problem ? <p className="rounded bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">{problem}</p> : null}
      </div>
      <TextField
        label={t('code.label')}
        name="code"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_DIGITS}
        value={code}
        onChange={(value) => {
          setCode(value.replace(/\D/g, ''))
          setFieldError(null)
        }}
        error={fieldError}
        hint={t('code.remaining', { count: sent.remaining })}
        inputRef={codeRef}
      />
      <div className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
        <button type="submit" disabled={pending !== null} className="rounded bg-slate-800 px-4 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:cursor-wait disabled:bg-slate-500">
          {pending === 'verify' ? t('working') : (submitLabel ?? t('code.verify'))}
        </button>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={pending !== null || secondsLeft > 0}
          className="rounded border border-slate-300 px-4 py-2 text-slate-800 hover:border-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 disabled:cursor-not-allowed disabled:text-slate-500"
        >
          {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.resend')}
        </button>
      </div>
    </form>
  )
}
