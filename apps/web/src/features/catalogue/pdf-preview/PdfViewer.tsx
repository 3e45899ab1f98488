import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import { PdfPageCanvas } from './PdfPageCanvas.tsx'

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const
const MAX_ZOOM = 3
const BUTTON = 'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700'

type PdfViewerProps = { document: PDFDocumentProxy; onDownload: () => void; downloading: boolean }

/** Page by page with a toolbar: previous/next, go to page, zoom, fit to width, download. Arrow keys turn pages. */
export function PdfViewer({ document, onDownload, downloading }: PdfViewerProps) {
  const { t } = useTranslation('pdfPreview')
  const count = document.numPages
  const [page, setPage] = useState(1)
  const [pageDraft, setPageDraft] = useState('1')
  const [zoom, setZoom] = useState<number | null>(null)
  const [scale, setScale] = useState(1)
  const pageInputId = useId()

  const goTo = useCallback((next: number) => setPage(Math.min(count, Math.max(1, next))), [count])
  useEffect(() => setPageDraft(String(page)), [page])
  const zoomBy = (direction: 1 | -1) => {
    const current = zoom ?? scale
    const next = direction > 0 ? ZOOM_STEPS.find((z) => z > current + 0.01) : [...ZOOM_STEPS].reverse().find((z) => z < current - 0.01)
    if (next) setZoom(next)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return
    if (event.key === 'ArrowRight' || event.key === 'PageDown') goTo(page + 1)
    else if (event.key === 'ArrowLeft' || event.key === 'PageUp') goTo(page - 1)
    else return
    event.preventDefault()
  }

  return (
    <div onKeyDown={onKeyDown}>
      <div role="toolbar" aria-label={t('toolbar')} className="sticky top-0 z-10 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50/95 px-3 py-2">
        <button type="button" className={BUTTON} onClick={() => goTo(page - 1)} disabled={page <= 1}>{t('previous')}</button>
        <form
          className="flex items-center gap-1 text-sm text-slate-700"
          onSubmit={(event) => {
            event.preventDefault()
            const wanted = Number.parseInt(pageDraft, 10)
            if (Number.isFinite(wanted)) goTo(wanted)
            else setPageDraft(String(page))
          }}
        >
          <label htmlFor={pageInputId} className="sr-only">{t('pageNumber')}</label>
          <input
            id={pageInputId}
            inputMode="numeric"
            value={pageDraft}
            onChange={(e) => setPageDraft(e.target.value.replace(/\D/g, '').slice(0, 6))}
            onBlur={() => setPageDraft(String(page))}
            className="w-12 rounded border border-slate-300 px-2 py-1 text-center focus-visible:outline-2 focus-visible:outline-slate-700"
          />
          <span aria-live="polite">{t('ofPages', { page, count })}</span>
        </form>
        <button type="button" className={BUTTON} onClick={() => goTo(page + 1)} disabled={page >= count}>{t('next')}</button>
        <span className="mx-1 hidden h-6 w-px bg-slate-300 sm:block" aria-hidden="true" />
        <button type="button" className={BUTTON} onClick={() => zoomBy(-1)} disabled={(zoom ?? scale) <= ZOOM_STEPS[0] + 0.01} aria-label={t('zoomOut')}>−</button>
        <span className="w-14 text-center text-sm tabular-nums text-slate-700">{t('zoomLevel', { percent: Math.round((zoom ?? scale) * 100) })}</span>
        <button type="button" className={BUTTON} onClick={() => zoomBy(1)} disabled={(zoom ?? scale) >= MAX_ZOOM - 0.01} aria-label={t('zoomIn')}>+</button>
        <button type="button" className={BUTTON} onClick={() => setZoom(null)} aria-pressed={zoom === null}>{t('fitWidth')}</button>
        <button type="button" className={`${BUTTON} sm:ml-auto`} onClick={onDownload} disabled={downloading}>{downloading ? t('downloading') : t('download')}</button>
      </div>
      <div className="bg-slate-200 p-2 sm:p-4">
        <PdfPageCanvas document={document} pageNumber={page} zoom={zoom} onScale={setScale} />
      </div>
    </div>
  )
}
