import { useCallback, useEffect, useState } from 'react'
import type { PDFDocumentProxy } from 'pdfjs-dist'

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; document: PDFDocumentProxy }

// pdf.js is large: it is loaded with the preview page only, and parses in its own worker.
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  return pdfjs
}

/** Opens the PDF at `url` (sending `headers`, which carry the token for licensed files); `retry` loads it again. */
export function usePdfDocument(url: string | null, headers: Record<string, string>) {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const headerKey = JSON.stringify(headers)

  useEffect(() => {
    if (!url) return
    let cancelled = false
    let destroy: (() => Promise<void>) | undefined
    setState({ status: 'loading' })
    void (async () => {
      try {
        const pdfjs = await loadPdfJs()
        // Small files: one request, no range requests or streaming to negotiate.
        const task = pdfjs.getDocument({ url, httpHeaders: JSON.parse(headerKey) as Record<string, string>, disableRange: true, disableStream: true, isEvalSupported: false })
        destroy = () => task.destroy()
        const document = await task.promise
        if (!cancelled) setState({ status: 'ready', document })
      } catch {
        if (!cancelled) setState({ status: 'error' })
      }
    })()
    return () => {
      cancelled = true
      void destroy?.()
    }
  }, [url, headerKey, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
