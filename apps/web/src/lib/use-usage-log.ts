import { useEffect } from 'react'
import { trpc } from './trpc.ts'

type UsageKind = 'INDEX_NAVIGATION_CLICK' | 'DATABASE_CLICK' | 'ELE_VISIT'

/**
 * Fire-and-forget usage logging (spec §7 Logging): the counts feed the hot lists and rankings, so a
 * failed log call is never shown to the patron.
 */
export function useUsageLog() {
  const log = trpc.home.logUsage.useMutation({ onError: () => undefined })
  return (kind: UsageKind, targetId: string) => log.mutate({ kind, targetId: targetId.slice(0, 1000) })
}

const VISIT_KEY = 'visitLogged'

/** Counts one portal visit per browser session (eleLog/addEleVisits). */
export function useVisitLog() {
  const log = useUsageLog()
  useEffect(() => {
    if (window.sessionStorage.getItem(VISIT_KEY)) return
    window.sessionStorage.setItem(VISIT_KEY, '1')
    log('ELE_VISIT', window.location.hash.replace(/^#/, '') || '/')
    // Once per session by design: the stored flag, not the dependencies, decides.
  }, [])
}
