import type { PortalBootstrap } from '@portal/contracts'
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { LoadingIndicator } from '../../components/LoadingIndicator.tsx'
import { mappingPathOf } from '../../lib/mapping-path.ts'
import { forgetGroupCode, rememberGroupCode } from '../../lib/tenant-session.ts'
import { usePortalBootstrap } from '../../lib/use-portal-bootstrap.ts'

/**
 * Loads the tenant before anything else is drawn. Its group code is stored (and so sent as the
 * `groupCode` header) before the pages mount, because their first calls go out when they mount.
 * A failure shows a translated message with a retry button and clears the stored code (spec §8).
 */
export function BootstrapGate({ children }: { children: (bootstrap: PortalBootstrap) => ReactNode }) {
  const { t } = useTranslation()
  const query = usePortalBootstrap()
  const [storedFor, setStoredFor] = useState<PortalBootstrap | null>(null)

  useEffect(() => {
    if (query.data) {
      rememberGroupCode(window.sessionStorage, query.data.group.groupCode, mappingPathOf(window.location.pathname))
      // Drawing the whole portal is the page's largest piece of work: as a transition, React does it in slices and
      // a phone stays responsive meanwhile (the loading indicator shows until it is done).
      const data = query.data
      startTransition(() => setStoredFor(data))
    } else if (query.isError) {
      forgetGroupCode(window.sessionStorage)
    }
  }, [query.data, query.isError])

  if (!query.data && query.isError)
    return (
      <main>
        <ErrorPanel
          title={t('bootstrapError.title')}
          description={t('bootstrapError.description')}
          retryLabel={t('bootstrapError.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </main>
    )
  if (!query.data || storedFor !== query.data)
    return (
      <main>
        <LoadingIndicator className="min-h-screen" />
      </main>
    )
  return children(query.data)
}
