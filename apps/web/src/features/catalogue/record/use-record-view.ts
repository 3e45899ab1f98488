import { useEffect, useRef } from 'react'
import { trpc } from '../../../lib/trpc.ts'

/**
 * Counts one view of the record per visit of its page (behaviorRecord/add): once when the record has
 * loaded, not again on re-renders or React's development double effects; a failure is never shown.
 */
export function useRecordView(recordId: number | null) {
  const record = trpc.catalogue.usage.recordBehaviour.useMutation({ onError: () => undefined })
  const counted = useRef<number | null>(null)
  const { mutate } = record
  useEffect(() => {
    if (recordId === null || counted.current === recordId) return
    counted.current = recordId
    mutate({ recordId })
  }, [recordId, mutate])
}
