import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'
import { RecordSection } from './RecordSection.tsx'

type CopyState = 'idle' | 'copied' | 'failed'

/** Copies text to the clipboard; where the Clipboard API is refused, selects the text for Ctrl+C. */
export async function copyText(text: string, fallback: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    fallback?.focus()
    fallback?.select()
    return false
  }
}

/**
 * The record's link and its QR code (catalogue.record.qrCode): copy the link, or scan the code with a phone
 * — the same code serves WeChat's scanner, which is how readers share a record there.
 */
export function ShareSection({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record')
  const query = trpc.catalogue.record.qrCode.useQuery({ recordId }, { staleTime: Infinity })
  const [copy, setCopy] = useState<CopyState>('idle')
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  useEffect(() => {
    if (copy === 'idle') return
    const timer = setTimeout(() => setCopy('idle'), 4000)
    return () => clearTimeout(timer)
  }, [copy])

  return (
    <RecordSection id="share" title={t('share.title')} query={query} skeleton="block">
      {query.data ? (
        <div className="flex flex-col gap-3">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
            {t('share.link')}
          </label>
          <div className="flex gap-2">
            <input
              ref={input}
              id={inputId}
              readOnly
              value={query.data.url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-xs text-slate-800"
            />
            <button
              type="button"
              onClick={() => void copyText(query.data.url, input.current).then((ok) => setCopy(ok ? 'copied' : 'failed'))}
              className="shrink-0 rounded-md bg-nav-back px-3 py-1.5 text-sm font-medium text-nav-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
            >
              {t('share.copy')}
            </button>
          </div>
          <p role="status" className="min-h-5 text-sm text-emerald-800">
            {copy === 'copied' ? t('share.copied') : copy === 'failed' ? t('share.copyFailed') : ''}
          </p>
          <figure className="flex flex-col items-center gap-2 self-center rounded border border-slate-200 p-3">
            <img src={query.data.qrCode} width={160} height={160} alt={t('share.qrAlt')} className="size-40" />
            <figcaption className="max-w-48 text-center text-xs text-slate-700">{t('share.wechat')}</figcaption>
          </figure>
        </div>
      ) : null}
    </RecordSection>
  )
}
