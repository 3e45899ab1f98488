import type { PointsEntryView } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { CardTable, cardCell } from '../../components/CardTable.tsx'
import { useTimeFormat } from './behaviour-format.ts'

/** A patron's points changes as a table (cards on a phone): when, what for, how many, and the points after. */
export function PointsTable({ entries, caption }: { entries: readonly PointsEntryView[]; caption: string }) {
  const { t } = useTranslation('behaviour')
  const formatTime = useTimeFormat()
  const columns = {
    name: t('points.columns.name'), change: t('points.columns.change'), time: t('points.columns.time'), type: t('points.columns.type'),
    platform: t('points.columns.platform'), balance: t('points.columns.balance'),
  }
  return (
    <CardTable
      caption={caption}
      head={
        <tr>
          {Object.entries(columns).map(([key, label]) => (
            <th key={key} scope="col" className={`whitespace-nowrap px-3 py-2 font-semibold ${key === 'change' || key === 'balance' ? 'text-right' : ''}`}>{label}</th>
          ))}
        </tr>
      }
    >
      {entries.map((entry) => (
        <tr key={entry.id} className="max-sm:block max-sm:rounded max-sm:border max-sm:border-slate-200 max-sm:p-3" data-points-id={entry.id}>
          <td className="px-3 py-2 align-top max-sm:block max-sm:px-0 max-sm:pb-1">
            <span className="font-medium text-slate-900">{entry.name}</span>
            {entry.detailName ? <span className="block text-xs text-slate-600">{entry.detailName}</span> : null}
          </td>
          {cardCell(
            columns.change,
            <span className={entry.change < 0 ? 'font-semibold text-red-800' : 'font-semibold text-emerald-800'}>{entry.change > 0 ? `+${entry.change}` : String(entry.change)}</span>,
            'whitespace-nowrap sm:text-right tabular-nums',
          )}
          {cardCell(columns.time, formatTime(entry.createdAt), 'whitespace-nowrap')}
          {cardCell(columns.type, entry.type || '—')}
          {cardCell(columns.platform, entry.platform || '—')}
          {cardCell(columns.balance, String(entry.balanceAfter), 'whitespace-nowrap sm:text-right tabular-nums')}
        </tr>
      ))}
    </CardTable>
  )
}
