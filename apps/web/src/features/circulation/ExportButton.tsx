import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../lib/use-locale.ts'
import { downloadLoanExport, type ExportedList } from './loan-export.ts'

type ExportButtonProps = { list: ExportedList; selected: ReadonlySet<number>; search?: Record<string, string | number> }

/** Exports the selected rows of a loan list as a spreadsheet (spec §5: at least one row must be selected). */
export function ExportButton({ list, selected, search = {} }: ExportButtonProps) {
  const { t } = useTranslation('circulation')
  const locale = useLocale()
  const hintId = useId()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const run = async () => {
    setBusy(true)
    setFailure('')
    try {
      await downloadLoanExport(list, [...selected], search, locale)
    } catch (error) {
      setFailure(error instanceof Error && error.message ? `${t('loans.exportFailed')} ${error.message}` : t('loans.exportFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <span className="flex flex-col items-start gap-1">
      <button
        type="button"
        disabled={!selected.size || busy}
        aria-describedby={selected.size ? undefined : hintId}
        onClick={() => void run()}
        className="rounded border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800"
      >
        {busy ? t('loans.exporting') : t('loans.export', { count: selected.size })}
      </button>
      {selected.size ? null : <span id={hintId} className="sr-only">{t('loans.exportHint')}</span>}
      {failure ? <span role="alert" className="text-sm text-red-800">{failure}</span> : null}
    </span>
  )
}
