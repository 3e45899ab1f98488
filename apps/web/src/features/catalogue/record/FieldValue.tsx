import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { searchLinkPath } from './record-fields.ts'
import type { DetailValue } from './record-types.ts'

/** A detail field's value as text; an author or subject links to its search, a labelled note reads in the reader's language. */
export function FieldValue({ value }: { value: DetailValue }) {
  const { t } = useTranslation('record')
  const text = value.text.trim()
  return (
    <span className="whitespace-pre-line break-words">
      {value.link ? (
        <Link to={searchLinkPath(value.link)} className="text-sky-800 underline underline-offset-2 hover:text-sky-950">
          {text}
        </Link>
      ) : value.label === 'degreeGrantor' ? (
        t('metadata.degreeGrantor', { name: text })
      ) : (
        text
      )}
    </span>
  )
}
