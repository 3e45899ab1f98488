/** What an action of the page just did: a status for success, an alert for a failure (read out at once). */
export type ActionNoticeValue = { text: string; error: boolean }

export function ActionNotice({ notice }: { notice: ActionNoticeValue | null }) {
  if (!notice) return null
  return (
    <p
      role={notice.error ? 'alert' : 'status'}
      className={`mb-3 rounded px-3 py-2 text-sm ring-1 ring-inset ${notice.error ? 'bg-red-50 text-red-900 ring-red-700/30' : 'bg-emerald-50 text-emerald-900 ring-emerald-700/30'}`}
    >
      {notice.text}
    </p>
  )
}
