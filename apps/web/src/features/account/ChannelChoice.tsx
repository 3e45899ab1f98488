import type { ContactChannel } from '@portal/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from './server-message.ts'
import type { Identified } from './IdentifyStep.tsx'

type ChannelChoiceProps = {
  identified: Identified
  /** Sends the code; rejects with the server's message (too soon, daily limit, delivery failed). */
  onSend: (channel: ContactChannel) => Promise<void>
}

/**
 * Step 2 of /resetPassword: where the code goes. Both contacts are listed masked; one that is not verified
 * cannot be chosen (the server would refuse it too). The first verified one is preselected.
 */
export function ChannelChoice({ identified, onSend }: ChannelChoiceProps) {
  const { t } = useTranslation(['account', 'errors'])
  const options = [
    { channel: 'EMAIL' as const, usable: identified.emailCheckFlag === '1', label: t('reset.viaEmail', { target: identified.mail || '—' }) },
    { channel: 'SMS' as const, usable: identified.mobileCheckFlag === '1', label: t('reset.viaPhone', { target: identified.phone || '—' }) },
  ]
  const [channel, setChannel] = useState<ContactChannel>(options.find((o) => o.usable)?.channel ?? 'EMAIL')
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    setProblem(null)
    setPending(true)
    try {
      await onSend(channel)
    } catch (error) {
      setProblem(serverMessage(error, t('errors:INTERNAL')))
    } finally {
      setPending(false)
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-busy={pending || undefined}>
      <div role="alert" className="empty:hidden">
        {problem ? <p className="rounded bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">{problem}</p> : null}
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('reset.chooseLegend')}</legend>
        {options.map((option) => (
          <label
            key={option.channel}
            className={`flex items-start gap-3 rounded border px-3 py-2 text-sm ${option.usable ? 'cursor-pointer border-slate-300 text-slate-900 has-checked:border-slate-700 has-checked:bg-slate-50' : 'cursor-not-allowed border-slate-200 text-slate-500'}`}
          >
            <input
              type="radio"
              name="channel"
              value={option.channel}
              checked={channel === option.channel}
              disabled={!option.usable}
              onChange={() => setChannel(option.channel)}
              className="mt-0.5 size-4 accent-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
            />
            <span className="min-w-0 break-all">
              {option.label}
              {option.usable ? null : <span className="block text-xs">{t('reset.notVerified')}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={pending} className="w-full rounded bg-slate-800 px-4 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:cursor-wait disabled:bg-slate-500">
        {pending ? t('working') : t('reset.sendCode')}
      </button>
    </form>
  )
}
