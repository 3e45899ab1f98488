import type { AppRouter } from '@portal/server/trpc'
import type { inferRouterOutputs } from '@trpc/server'
import { useTranslation } from 'react-i18next'
import { useDayFormat } from '../lib/format-day.ts'

export type Collection = inferRouterOutputs<AppRouter>['home']['hotCollections'][number]

// Addresses are typed in by staff; only real web addresses become links (never javascript: or relative paths).
const WEB_URL = /^https?:\/\//i

const STATUS_STYLE: Record<Collection['status'], string> = {
  TRIAL: 'bg-amber-100 text-amber-900',
  PURCHASED: 'bg-emerald-100 text-emerald-900',
  FORMAL: 'bg-sky-100 text-sky-900',
  FREE_OR_OPEN: 'bg-violet-100 text-violet-900',
}

/** One database: its name (opening it in a new window, and counted as a visit), status, maker and trial end. */
export function CollectionItem({ item, onOpen }: { item: Collection; onOpen: () => void }) {
  const { t } = useTranslation('homeLists')
  const formatDay = useDayFormat()
  return (
    <li className="flex min-w-0 flex-col gap-1.5 rounded-lg border border-slate-200 bg-white p-3">
      <h3 className="font-medium break-words text-slate-900">
        {WEB_URL.test(item.url) ? (
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onOpen}
            // A middle click also opens the database.
            onAuxClick={(event) => {
              if (event.button === 1) onOpen()
            }}
            className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
          >
            {item.collectionName}
            <NewWindowIcon />
            <span className="sr-only"> ({t('newWindow')})</span>
          </a>
        ) : (
          item.collectionName
        )}
      </h3>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className={`rounded px-1.5 py-0.5 font-medium ${STATUS_STYLE[item.status]}`}>{t(`collections.status.${item.status}`)}</span>
        {item.manufacturer ? <span className="text-slate-600">{item.manufacturer}</span> : null}
      </p>
      {item.status === 'TRIAL' && item.trialEnd ? (
        <p className="text-xs text-slate-700">
          <time dateTime={item.trialEnd}>{t('collections.trialUntil', { date: formatDay(item.trialEnd) })}</time>
        </p>
      ) : null}
    </li>
  )
}

function NewWindowIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="ml-1 inline size-3.5 align-[-0.125em] text-slate-600" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M9 2.5h4.5V7M13.5 2.5 7 9M11.5 9.5v3.5a.5.5 0 0 1-.5.5H3a.5.5 0 0 1-.5-.5V5a.5.5 0 0 1 .5-.5h3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
