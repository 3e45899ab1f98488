import { useTranslation } from 'react-i18next'
import { CARD_CELL } from '../../../components/card-table.ts'
import { useDayFormat } from '../../../lib/format-day.ts'
import { copyStatus, type CopyStatus } from './copy-status.ts'
import type { HoldingItem } from './record-types.ts'

const CELL = `${CARD_CELL} max-sm:grid`

/** A cell a phone's card leaves out when the copy has no value; the desktop table keeps its dash. */
const cellFor = (value: unknown) => (value ? CELL : `${CARD_CELL} max-sm:hidden`)

function StatusBadge({ status }: { status: CopyStatus }) {
  const { t } = useTranslation('record')
  // i18n-keys: record:status. record:circAttr.
  const label = status.key ? t(`status.${status.key}`) : status.raw
  const tone = status.available ? 'bg-emerald-50 text-emerald-900 ring-emerald-700/30' : status.key === 'onLoan' ? 'bg-amber-50 text-amber-900 ring-amber-700/30' : 'bg-slate-100 text-slate-800 ring-slate-500/30'
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span className={`inline-flex rounded px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}>{label}</span>
      {status.rule ? <span className="text-xs text-slate-700">{t(`circAttr.${status.rule}`)}</span> : null}
    </span>
  )
}

/** The copies of one location: call number, barcode, volume, status (with due date) and shelf. */
export function HoldingsTable({ items, caption }: { items: readonly HoldingItem[]; caption: string }) {
  const { t } = useTranslation('record')
  const formatDay = useDayFormat()
  const columns = { callNo: t('holdings.callNo'), barcode: t('holdings.barcode'), volume: t('holdings.volume'), status: t('holdings.status'), dueDate: t('holdings.dueDate'), shelf: t('holdings.shelf') }
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 max-sm:sr-only">
          <tr>
            {Object.values(columns).map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block max-sm:divide-y-0 max-sm:space-y-2">
          {items.map((item) => {
            const status = copyStatus(item)
            const volume = [item.vol, item.yearVol].filter(Boolean).join(' ')
            const shelf = item.shelfNo || (item.curLocationName !== item.locationName ? item.curLocationName : '')
            return (
              <tr key={item.itemId} className="max-sm:block max-sm:rounded max-sm:border max-sm:border-slate-200 max-sm:p-3">
                <td data-label={columns.callNo} className={`${CELL} font-mono text-slate-900`}>{item.callNo || '—'}</td>
                <td data-label={columns.barcode} className={`${CELL} font-mono text-slate-700`}>{item.barcode}</td>
                <td data-label={columns.volume} className={cellFor(volume)}>{volume || '—'}</td>
                <td data-label={columns.status} className={CELL}>
                  <StatusBadge status={status} />
                </td>
                <td data-label={columns.dueDate} className={cellFor(status.dueDate)}>{status.dueDate ? formatDay(status.dueDate) : '—'}</td>
                <td data-label={columns.shelf} className={cellFor(shelf)}>{shelf || '—'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
