import type { BehaviourRecordView } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { CardTable, cardCell } from '../../components/CardTable.tsx'
import { useDayFormat } from '../../lib/format-day.ts'
import { useMoneyFormat } from './behaviour-format.ts'
import { dayOf } from './loan-status.ts'

const FLAG_STYLE: Record<BehaviourRecordView['processFlag'], string> = {
  UNTREATED: 'bg-red-50 text-red-900 ring-red-700/30',
  PROCESSING: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  TREATED: 'bg-emerald-50 text-emerald-900 ring-emerald-700/30',
  CANCELLED: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  ORDERED: 'bg-sky-50 text-sky-900 ring-sky-700/30',
  UNSUBSCRIBED: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  SHELVED: 'bg-slate-100 text-slate-800 ring-slate-500/30',
}

/** A patron's behaviour records as a table (cards on a phone): what happened to which copy, the money, the state. */
export function BehaviourTable({ records, caption }: { records: readonly BehaviourRecordView[]; caption: string }) {
  const { t } = useTranslation('behaviour')
  const formatDay = useDayFormat()
  const money = useMoneyFormat()
  const columns = {
    title: t('records.columns.title'), recordTime: t('records.columns.recordTime'), amountDue: t('records.columns.amountDue'), amountPaid: t('records.columns.amountPaid'),
    waived: t('records.columns.waived'), outstanding: t('records.columns.outstanding'), status: t('records.columns.status'),
  }
  return (
    <CardTable
      caption={caption}
      head={
        <tr>
          {Object.values(columns).map((label, i) => (
            <th key={label} scope="col" className={`whitespace-nowrap px-3 py-2 font-semibold ${i >= 2 && i <= 5 ? 'text-right' : ''}`}>{label}</th>
          ))}
        </tr>
      }
    >
      {records.map((record) => (
        <tr key={record.id} className="max-sm:block max-sm:rounded max-sm:border max-sm:border-slate-200 max-sm:p-3" data-record-id={record.id}>
          <td className="px-3 py-2 align-top max-sm:block max-sm:px-0 max-sm:pb-1">
            <span className="block text-xs font-semibold text-slate-700">
              <span className="sr-only">{t('records.columns.type')}: </span>
              {/* i18n-keys: behaviour:records.types. */}
              {t(`records.types.${record.typeCode}`, { defaultValue: record.typeName })}
            </span>
            {record.title ? (
              record.recordId ? (
                <Link to={`/searchList/bookDetails/${record.recordId}`} className="font-medium text-sky-900 underline-offset-2 hover:underline">{record.title}</Link>
              ) : (
                <span className="font-medium text-slate-900">{record.title}</span>
              )
            ) : null}
            {record.propNo && record.propNo !== record.barcode ? (
              <span className="block text-xs text-slate-600">
                {t('records.columns.propNo')}: <span className="font-mono">{record.propNo}</span>
              </span>
            ) : null}
            {record.barcode || record.locationName ? (
              <span className="mt-1 block text-xs text-slate-600">
                {record.locationName ? <><span className="sr-only">{t('records.columns.location')}: </span>{record.locationName}</> : null}
                {record.locationName && record.barcode ? <span className="mx-1" aria-hidden="true">·</span> : null}
                {record.barcode ? <><span className="sr-only">{t('records.columns.barcode')}: </span><span className="font-mono">{record.barcode}</span></> : null}
              </span>
            ) : null}
            {record.blockStart && record.blockEnd ? (
              <span className="mt-1 block text-xs text-slate-700">
                {t('records.blockRange', { start: formatDay(dayOf(record.blockStart)), end: formatDay(dayOf(record.blockEnd)) })}
              </span>
            ) : null}
          </td>
          {cardCell(columns.recordTime, formatDay(dayOf(record.recordTime)), 'whitespace-nowrap')}
          {cardCell(columns.amountDue, money(record.amountDueCents), 'whitespace-nowrap sm:text-right tabular-nums')}
          {cardCell(columns.amountPaid, money(record.amountPaidCents), 'whitespace-nowrap sm:text-right tabular-nums')}
          {cardCell(columns.waived, money(record.waivedCents), 'whitespace-nowrap sm:text-right tabular-nums')}
          {cardCell(columns.outstanding, money(record.outstandingCents), `whitespace-nowrap sm:text-right tabular-nums ${record.outstandingCents > 0 ? 'font-semibold text-red-800' : 'text-slate-900'}`)}
          {cardCell(
            columns.status,
            <span className={`inline-block justify-self-start whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${FLAG_STYLE[record.processFlag]}`}>
              {/* i18n-keys: behaviour:records.flags. */}
              {t(`records.flags.${record.processFlag}`)}
            </span>,
          )}
        </tr>
      ))}
    </CardTable>
  )
}
