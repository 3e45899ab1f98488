import type { ContactChannel } from '@portal/contracts'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { trpc } from '../../lib/trpc.ts'
import { usePortalBootstrap } from '../../lib/use-portal-bootstrap.ts'
import { ChannelChoice } from './ChannelChoice.tsx'
import { CodeEntry, type SentCode } from './CodeEntry.tsx'
import { IdentifyStep, type Identified } from './IdentifyStep.tsx'
import { NewPasswordStep } from './NewPasswordStep.tsx'

type Step =
  | { kind: 'identify' }
  | { kind: 'choose'; identified: Identified }
  | { kind: 'code'; identified: Identified; channel: ContactChannel; sent: SentCode }
  | { kind: 'password'; identified: Identified; resetTicket: string }
  | { kind: 'done' }

const NUMBERED = ['identify', 'choose', 'code', 'password'] as const

/**
 * /resetPassword (spec §7 "Reset", §8): account and captcha → e-mail or phone (only verified ones) → code →
 * new password → done. Each step replaces the last; its heading takes focus so a screen reader hears where
 * the patron is. The library may switch the whole flow off (findPasswordFlag '0').
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['account', 'errors'])
  const bootstrap = usePortalBootstrap()
  const sendCode = trpc.account.passwordReset.sendCode.useMutation()
  const checkCode = trpc.account.passwordReset.checkCode.useMutation()
  const [step, setStep] = useState<Step>({ kind: 'identify' })
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) first.current = false
    else heading.current?.focus()
  }, [step.kind])

  const findConfig = bootstrap.data?.findConfig
  if (!findConfig) return null
  const number = step.kind === 'done' ? null : NUMBERED.indexOf(step.kind) + 1
  const stepName = { identify: t('stepNames.identify'), choose: t('stepNames.choose'), code: t('stepNames.code'), password: t('stepNames.password') }

  const send = async (identified: Identified, channel: ContactChannel) => {
    const sent = await sendCode.mutateAsync({ resetTicket: identified.resetTicket, channel })
    setStep({ kind: 'code', identified, channel, sent: { ...sent, sentAt: Date.now() } })
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="mb-2 text-center text-2xl font-bold text-slate-900">{t('reset.title')}</h1>
      <p className="mb-6 text-center text-sm text-slate-600">{t('reset.intro')}</p>
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {findConfig.findPasswordFlag === '0' ? (
          <p role="alert" className="text-sm text-slate-800">{t('errors:LOGIN_METHOD_DISABLED')}</p>
        ) : (
          <>
            <h2 ref={heading} tabIndex={-1} className="mb-4 text-base font-semibold text-slate-900 focus:outline-none">
              {step.kind === 'done' ? t('reset.doneTitle') : t('steps', { step: number, total: NUMBERED.length, name: stepName[step.kind] })}
            </h2>
            {step.kind === 'identify' ? <IdentifyStep onIdentified={(identified) => setStep({ kind: 'choose', identified })} /> : null}
            {step.kind === 'choose' ? <ChannelChoice identified={step.identified} onSend={(channel) => send(step.identified, channel)} /> : null}
            {step.kind === 'code' ? (
              <CodeEntry
                key={step.sent.sentAt}
                sent={step.sent}
                onResend={() => send(step.identified, step.channel)}
                onVerify={async (code) => {
                  const { resetTicket } = await checkCode.mutateAsync({ resetTicket: step.identified.resetTicket, channel: step.channel, code })
                  setStep({ kind: 'password', identified: step.identified, resetTicket })
                }}
              />
            ) : null}
            {step.kind === 'password' ? (
              <NewPasswordStep
                resetTicket={step.resetTicket}
                username={step.identified.username}
                policy={{ isPasswordProtect: findConfig.isPasswordProtect, passwordCheck: findConfig.passwordCheck }}
                onDone={() => setStep({ kind: 'done' })}
              />
            ) : null}
            {step.kind === 'done' ? (
              <div className="space-y-4">
                <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200">{t('reset.doneText')}</p>
                <Link to="/login" className="block w-full rounded bg-slate-800 px-4 py-2 text-center font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800">
                  {t('reset.signIn')}
                </Link>
              </div>
            ) : null}
            {step.kind !== 'identify' && step.kind !== 'done' ? (
              <button type="button" onClick={() => setStep({ kind: 'identify' })} className="mt-4 text-sm text-blue-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700">
                {t('reset.startOver')}
              </button>
            ) : null}
          </>
        )}
      </div>
    </div>
  )
}
