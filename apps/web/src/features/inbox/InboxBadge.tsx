import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { trpc } from '../../lib/trpc.ts'

/** The inbox (user-menu key 13) beside the signed-in patron's name in the header, with how many messages are unread. */
export function InboxBadge() {
  const { t } = useTranslation('inbox')
  // A minute is soon enough for a library notice; the inbox's own actions refresh it at once.
  const unread = trpc.inbox.unreadCount.useQuery(undefined, { refetchInterval: 60_000, staleTime: 30_000, retry: false })
  const count = unread.data?.unread ?? 0
  return (
    <Link
      to="/personalExternal/13"
      aria-label={count > 0 ? t('badge', { count }) : t('badgeNone')}
      data-testid="inbox-badge"
      className="relative flex size-9 items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m4 7 8 6 8-6" />
      </svg>
      {count > 0 ? (
        <span aria-hidden="true" data-testid="inbox-badge-count" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
