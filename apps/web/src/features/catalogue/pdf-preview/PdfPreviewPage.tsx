import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { HomeLink } from '../../../components/HomeLink.tsx'
import { LoadingIndicator } from '../../../components/LoadingIndicator.tsx'
import { MessagePage } from '../../../components/MessagePage.tsx'
import { buildRequestHeaders } from '../../../lib/request-headers.ts'
import { trpc } from '../../../lib/trpc.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { PdfViewer } from './PdfViewer.tsx'
import { usePdfDocument } from './use-pdf-document.ts'

const LINK = 'rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900'

function positiveId(value: string | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : null
}

/** /previewPdf/{recordId}/{itemId}: a digitised copy of a record read in the browser (pdf.js). */
export function PdfPreviewPage() {
  const { t } = useTranslation('pdfPreview')
  const params = useParams()
  const recordId = positiveId(params.id1)
  const itemId = positiveId(params.id2)
  const valid = recordId !== null && itemId !== null
  const link = trpc.catalogue.digital.pdfLink.useQuery({ recordId: recordId ?? 1, itemId: itemId ?? 1 }, { enabled: valid, retry: false, staleTime: Infinity })
  const locale = useLocale()
  const headers = useMemo(() => buildRequestHeaders({ pathname: window.location.pathname, locale, session: window.sessionStorage }), [locale])
  const { state, retry } = usePdfDocument(link.data?.url ?? null, headers)
  const [downloading, setDownloading] = useState(false)
  const [downloadFailed, setDownloadFailed] = useState(false)

  if (!valid || link.error?.data?.appCode === 'NOT_FOUND')
    return <MessagePage title={t('notFoundTitle')} message={t('notFound')} actions={<HomeLink label={t('home')} />} />
  const appCode = link.error?.data?.appCode
  if (appCode === 'UNAUTHENTICATED' || appCode === 'SESSION_EXPIRED')
    return (
      <MessagePage
        title={t('signInTitle')}
        message={t('signInHint')}
        actions={<><Link to="/login" className={LINK}>{t('signIn')}</Link><Link to={`/searchList/bookDetails/${recordId}`} className={LINK}>{t('backToRecord')}</Link></>}
      />
    )
  if (link.error) return <ErrorPanel title={t('loadFailed')} description={link.error.message} retryLabel={t('retry')} onRetry={() => void link.refetch()} retrying={link.isFetching} />
  if (!link.data) return <LoadingIndicator />

  const download = async () => {
    setDownloading(true)
    setDownloadFailed(false)
    try {
      const response = await fetch(`${link.data.url}?download=1`, { headers })
      if (!response.ok || response.headers.get('content-type') !== link.data.mimeType) throw new Error(String(response.status))
      const href = URL.createObjectURL(await response.blob())
      const anchor = Object.assign(document.createElement('a'), { href, download: link.data.fileName })
      anchor.click()
      setTimeout(() => URL.revokeObjectURL(href), 10_000)
    } catch {
      setDownloadFailed(true)
    } finally {
      setDownloading(false)
    }
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-2 py-4 sm:px-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2 px-2">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{link.data.name || link.data.fileName}</h1>
        <Link to={`/searchList/bookDetails/${link.data.recordId}`} className="text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900">
          {t('backToRecord')}
        </Link>
      </div>
      {downloadFailed ? <p role="alert" className="mb-2 px-2 text-sm text-red-800">{t('downloadFailed')}</p> : null}
      <div className="overflow-hidden rounded-lg border border-slate-200">
        {state.status === 'ready' ? (
          <PdfViewer document={state.document} onDownload={() => void download()} downloading={downloading} />
        ) : state.status === 'error' ? (
          <ErrorPanel title={t('loadFailed')} description={t('loadFailedHint')} retryLabel={t('retry')} onRetry={retry} />
        ) : (
          <LoadingIndicator />
        )}
      </div>
    </div>
  )
}
