import type { InboxMessage } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { categoryKey, categoryTone } from './inbox-labels.ts'
import { useInboxTime } from './use-inbox-time.ts'

type Props = {
  message: InboxMessage
  open: boolean
  onToggle: () => void
  onDelete: () => void
  deleting: boolean
}

const button = 'rounded border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 disabled:opacity-50'

/** One message of the inbox: its category, title and date; opened, its text, its link and delete (asked twice). */
export function InboxMessageItem({ message, open, onToggle, onDelete, deleting }: Props) {
  const { t } = useTranslation('inbox')
  const time = useInboxTime()
  const [confirming, setConfirming] = useState(false)
  const bodyId = `inbox-message-${message.id}`
  return (
    <li className={`rounded border ${message.read ? 'border-slate-200 bg-white' : 'border-sky-300 bg-sky-50/40'}`} data-testid="inbox-message" data-read={message.read ? '1' : '0'}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
        className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700"
      >
        {message.read ? null : (
          <span className="size-2 shrink-0 rounded-full bg-sky-700" aria-label={t('unread')} role="img" />
        )}
        {/* i18n-keys: inbox:category. */}
        <span className={`shrink-0 rounded px-2 py-0.5 text-xs ring-1 ring-inset ${categoryTone(message.category)}`}>{t(categoryKey(message.category))}</span>
        <span className={`min-w-0 flex-1 break-words ${message.read ? 'text-slate-800' : 'font-semibold text-slate-900'}`}>{message.title}</span>
        <time dateTime={message.createdAt} className="shrink-0 text-sm text-slate-600">{time(message.createdAt)}</time>
      </button>
      {open ? (
        <div id={bodyId} className="border-t border-slate-200 px-4 py-3">
          <p className="whitespace-pre-line break-words text-slate-800">{message.body}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {message.link.startsWith('/') && !message.link.startsWith('//') ? (
              <Link to={message.link} className="text-sm text-sky-800 underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700">
                {t('openLink')}
              </Link>
            ) : null}
            <span className="flex-1" />
            {confirming ? (
              <span role="group" aria-label={t('confirmDelete')} className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-slate-800">{t('confirmDelete')}</span>
                <button type="button" className={`${button} border-red-700 bg-red-700 text-white hover:bg-red-800`} disabled={deleting} onClick={onDelete}>
                  {t('confirm')}
                </button>
                <button type="button" className={`${button} border-slate-300 text-slate-800 hover:bg-slate-50`} onClick={() => setConfirming(false)}>
                  {t('cancel')}
                </button>
              </span>
            ) : (
              <button type="button" className={`${button} border-slate-300 text-red-800 hover:bg-red-50`} onClick={() => setConfirming(true)}>
                {t('delete')}
              </button>
            )}
          </div>
        </div>
      ) : null}
    </li>
  )
}
