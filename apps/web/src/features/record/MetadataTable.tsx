import { useTranslation } from 'react-i18next'
import { FieldValue } from './FieldValue.tsx'
import { FIELD_LABELS, groupFields, isKnownField } from './record-fields.ts'
import type { Bean2Item } from './record-types.ts'

/**
 * Every field of the record (bean2List) as label and values, like a full record of VuFind or Primo.
 * Labels are in the reader's language; a code this app does not know shows the server's description.
 */
export function MetadataTable({ fields }: { fields: readonly Bean2Item[] }) {
  const { t } = useTranslation('record')
  const rows = groupFields(fields)
  // i18n-keys: record:fields.
  if (!rows.length) return <p className="py-4 text-sm text-slate-600">{t('metadata.empty')}</p>
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map((row) => (
        <div key={row.key || row.description} className="grid gap-1 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="font-medium text-slate-600">{isKnownField(row.key) ? t(FIELD_LABELS[row.key]) : row.description || row.key}</dt>
          <dd className="min-w-0 text-slate-900">
            {row.values.length === 1 ? (
              <FieldValue html={row.values[0]!} />
            ) : (
              <ul className="space-y-0.5">
                {row.values.map((value, i) => (
                  <li key={i}>
                    <FieldValue html={value} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
