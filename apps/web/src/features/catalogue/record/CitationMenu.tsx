import { CITATION_FORMATS, type CitationFormat } from '@portal/contracts'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../../lib/trpc.ts'
import { copyText } from './ShareSection.tsx'

const BUTTON = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 disabled:opacity-60'

/** Saves text as a file of the browser's downloads. */
function downloadText(text: string, fileName: string, mimeType: string) {
  const href = URL.createObjectURL(new Blob([text], { type: mimeType }))
  const anchor = Object.assign(document.createElement('a'), { href, download: fileName })
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/** The chosen style's text (catalogue.record.citation), a copy button and a download of the file. */
function CitationPanel({ recordId, format }: { recordId: number; format: CitationFormat }) {
  const { t } = useTranslation('record')
  const citation = trpc.catalogue.record.citation.useQuery({ recordId, format }, { staleTime: Infinity })
  const text = useRef<HTMLTextAreaElement>(null)
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => setCopied('idle'), [format])
  if (citation.isPending) return <div className="h-28 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" aria-hidden="true" />
  if (citation.isError)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-900">
        {t('section.failed')}
        <button type="button" className={BUTTON} onClick={() => void citation.refetch()}>
          {t('section.retry')}
        </button>
      </p>
    )
  const { data } = citation
  const lines = data.text.split('\n').length
  return (
    <div className="space-y-2">
      <textarea
        ref={text}
        readOnly
        aria-label={t('cite.text')}
        value={data.text}
        rows={Math.min(12, Math.max(3, lines))}
        onFocus={(e) => e.currentTarget.select()}
        className="block w-full rounded border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900"
        data-testid="citation-text"
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={BUTTON} onClick={() => void copyText(data.text, text.current).then((ok) => setCopied(ok ? 'copied' : 'failed'))}>
          {t('cite.copy')}
        </button>
        <button type="button" className={BUTTON} onClick={() => downloadText(data.text, data.fileName, data.mimeType)}>
          {t('cite.download', { file: data.fileName })}
        </button>
        <p role="status" className="text-sm text-emerald-800">
          {copied === 'copied' ? t('cite.copied') : copied === 'failed' ? t('share.copyFailed') : ''}
        </p>
      </div>
    </div>
  )
}

/**
 * "Cite": a dialog with the record in GB/T 7714-2015, APA, MLA, RIS and BibTeX — the text to copy, and
 * the file to download (RIS and BibTeX for reference managers). A native modal dialog: focus moves in,
 * Escape closes it, focus returns to the button.
 */
export function CitationMenu({ recordId, buttonClassName }: { recordId: number; buttonClassName: string }) {
  const { t } = useTranslation('record')
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const [format, setFormat] = useState<CitationFormat>('gbt7714')
  const titleId = useId()
  const groupName = useId()
  const show = () => {
    setOpen(true)
    dialog.current?.showModal()
  }
  const close = () => dialog.current?.close()
  // i18n-keys: record:cite.formats.
  return (
    <>
      <button type="button" className={buttonClassName} aria-haspopup="dialog" onClick={show}>
        {t('cite.button')}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={(e) => e.target === e.currentTarget && close()}
        className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="space-y-4 p-4 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {t('cite.title')}
            </h2>
            <button type="button" onClick={close} className={BUTTON}>
              {t('cite.close')}
            </button>
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">{t('cite.format')}</legend>
            <div className="flex flex-wrap gap-2">
              {CITATION_FORMATS.map((f) => (
                <label key={f} className="cursor-pointer rounded-full border border-slate-300 px-3 py-1 text-sm has-checked:border-sky-800 has-checked:bg-sky-50 has-checked:font-medium has-focus-visible:outline-2 has-focus-visible:outline-slate-700">
                  <input type="radio" name={groupName} value={f} checked={format === f} onChange={() => setFormat(f)} className="sr-only" />
                  {t(`cite.formats.${f}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {open ? <CitationPanel recordId={recordId} format={format} /> : null}
        </div>
      </dialog>
    </>
  )
}
