import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist'

type PdfPageCanvasProps = {
  document: PDFDocumentProxy
  pageNumber: number
  /** CSS pixels per PDF point; null fits the page to the available width. */
  zoom: number | null
  onScale: (scale: number) => void
}

/**
 * One page drawn on a canvas at the screen's pixel density, with the page's text beside it for screen
 * readers (a canvas has none) and for copying.
 */
export function PdfPageCanvas({ document, pageNumber, zoom, onScale }: PdfPageCanvasProps) {
  const { t } = useTranslation('pdfPreview')
  const frame = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [text, setText] = useState('')
  const [width, setWidth] = useState(0)

  useEffect(() => {
    const element = frame.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    if (!width || !canvas.current) return
    let task: RenderTask | undefined
    let cancelled = false
    void (async () => {
      const page = await document.getPage(pageNumber)
      const natural = page.getViewport({ scale: 1 })
      const scale = zoom ?? width / natural.width
      onScale(scale)
      const ratio = window.devicePixelRatio || 1
      const viewport = page.getViewport({ scale: scale * ratio })
      const target = canvas.current
      if (cancelled || !target) return
      target.width = Math.floor(viewport.width)
      target.height = Math.floor(viewport.height)
      target.style.width = `${Math.floor(viewport.width / ratio)}px`
      target.style.height = `${Math.floor(viewport.height / ratio)}px`
      task = page.render({ canvas: target, viewport })
      const content = await page.getTextContent()
      if (!cancelled) setText(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('').trim())
      await task.promise.catch(() => undefined) // cancelled by a newer render
    })()
    return () => {
      cancelled = true
      task?.cancel()
    }
  }, [document, pageNumber, zoom, width, onScale])

  return (
    <div ref={frame} className="w-full overflow-auto">
      <canvas ref={canvas} role="img" aria-label={t('pageImage', { page: pageNumber, count: document.numPages })} className="mx-auto block bg-white shadow-md" />
      <div className="sr-only" aria-label={t('pageText', { page: pageNumber })} role="region">
        <p className="whitespace-pre-line">{text}</p>
      </div>
    </div>
  )
}
