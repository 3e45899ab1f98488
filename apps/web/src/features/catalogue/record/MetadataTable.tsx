import { useTranslation } from 'react-i18next'
import { FieldValue } from './FieldValue.tsx'
import { FIELD_LABELS, groupFields, isKnownField, type FieldInput } from './record-fields.ts'

/**
 * Every field of the record (catalogue.detail's fields) as label and values, like a full record of VuFind or
 * Primo. Labels are in the reader's language: the field's own label when the page gives one, else its code's.
 */
export function MetadataTable({ fields }: { fields: readonly FieldInput[] }) {
  const { t } = useTranslation('record')
  const rows = groupFields(fields)
  // i18n-keys: record:fields.
  if (!rows.length) return <p className="py-4 text-sm text-slate-600">{t('metadata.empty')}</p>
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map((row) => (
        <div key={row.code} className="grid gap-1 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="font-medium text-slate-600">{row.label ?? (isKnownField(row.code) ? t(FIELD_LABELS[row.code]) : row.code)}</dt>
          <dd className="min-w-0 text-slate-900">
            {row.values.length === 1 ? (
              <FieldValue value={row.values[0]!} />
            ) : (
              // Links a line apart at least 24 px centre to centre (WCAG 2.5.8 target spacing): subjects are often a list of links.
              <ul className="space-y-1.5">
                {row.values.map((value, i) => (
                  <li key={i}>
                    <FieldValue value={value} />
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
