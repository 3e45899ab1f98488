import { useTranslation } from 'react-i18next'

/**
 * What a route shows while its page's chunk loads (route-table.ts loads every page on demand). It holds the
 * space a page takes, so the footer does not jump up and back, and shows no text that would flash for the
 * few milliseconds a cached chunk takes: a screen reader hears the busy region and its hidden label.
 */
export function PageFallback() {
  const { t } = useTranslation()
  return (
    <div aria-busy="true" className="min-h-screen" data-testid="page-fallback">
      <span className="sr-only">{t('loading')}</span>
    </div>
  )
}
