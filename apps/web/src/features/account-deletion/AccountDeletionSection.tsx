import type { AccountDeletionCheck } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { trpc } from '../../lib/trpc.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { downloadAccountExport, forgetDeletedSession, type DeletedState } from './account-export.ts'
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx'

const BUTTON = 'rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60'
// i18n-keys: accountDeletion:happens_
const HAPPENS = ['sessions', 'personal', 'comments', 'final'] as const

/**
 * Deleting one's account (issue 16 item 8), at the foot of the personal-information panel (key 1): what happens,
 * what still blocks it, the data export, and the deletion behind a confirmation dialog. Once deleted, the browser
 * forgets the session (the server revoked it) and goes home, where AccountDeletedNotice says what happened.
 */
export function AccountDeletionSection() {
  const { t } = useTranslation('accountDeletion')
  const check = trpc.accountDeletion.check.useQuery(undefined, { retry: false })
  const [confirming, setConfirming] = useState(false)
  const navigate = useNavigate()
  // The token goes first (no later call carries it), then the page: the signed-in guard of this page must not see the
  // patron gone while it is still shown, or it would open sign-in. AccountDeletedNotice forgets the cached user.
  const deleted = () => {
    setConfirming(false)
    forgetDeletedSession()
    navigate('/Home', { replace: true, state: { accountDeleted: true } satisfies DeletedState })
  }
  return (
    <section aria-labelledby="account-deletion-heading" className="mt-10 space-y-4 border-t border-slate-200 pt-6">
      <h2 id="account-deletion-heading" className="text-xl font-semibold text-slate-900">{t('title')}</h2>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <div className="rounded border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
        <h3 className="font-medium text-slate-900">{t('happensTitle')}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {HAPPENS.map((item) => <li key={item}>{t(`happens_${item}`)}</li>)}
        </ul>
      </div>
      {check.isPending ? (
        <p role="status" className="text-sm text-slate-600">{t('checking')}</p>
      ) : check.isError ? (
        <ErrorPanel title={t('loadFailed')} description={check.error.message} retryLabel={t('retry')} onRetry={() => void check.refetch()} retrying={check.isFetching} />
      ) : (
        <>
          <ExportBox parts={check.data.exportParts} />
          {check.data.canDelete ? (
            <div className="space-y-3">
              <p className="text-slate-900">{t('clear')}</p>
              <button type="button" onClick={() => setConfirming(true)} className={`${BUTTON} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700`}>
                {t('deleteButton')}
              </button>
            </div>
          ) : (
            <Blockers blockers={check.data.blockers} />
          )}
        </>
      )}
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} onDeleted={deleted} />
    </section>
  )
}

/** The data export: what the ZIP holds, and the button that saves it. */
function ExportBox({ parts }: { parts: AccountDeletionCheck['exportParts'] }) {
  const { t } = useTranslation('accountDeletion')
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const run = async () => {
    setBusy(true)
    setFailure('')
    try {
      await downloadAccountExport(locale)
    } catch (error) {
      setFailure(`${t('downloadFailed')} ${error instanceof Error ? error.message : ''}`.trim())
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <h3 className="font-medium text-slate-900">{t('exportTitle')}</h3>
      <p className="text-sm text-slate-700">{t('exportText')}</p>
      <ul className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        {parts.map((part) => (
          // i18n-keys: accountDeletion:readme_part_
          <li key={part} className="min-w-0 break-words"><span className="font-mono text-slate-900">{part}.json</span> — {t(`readme_part_${part}`)}</li>
        ))}
      </ul>
      <button type="button" disabled={busy} onClick={() => void run()} className={`${BUTTON} border border-slate-400 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-slate-800`}>
        {busy ? t('downloading') : t('download')}
      </button>
      {failure ? <p role="alert" className="text-sm text-red-800">{failure}</p> : null}
    </div>
  )
}

/** Each reason that keeps the account, with its count and the money owed (the same texts as leaving school). */
function Blockers({ blockers }: { blockers: AccountDeletionCheck['blockers'] }) {
  const { t } = useTranslation(['accountDeletion', 'patronStatus'])
  return (
    <div role="alert" className="rounded border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t('blockedTitle')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {blockers.map((b) => (
          // i18n-keys: patronStatus:blocker_CURRENT_LOANS patronStatus:blocker_UNPAID_FINES patronStatus:blocker_WAITING_REQUESTS
          <li key={b.reason}>{t(`patronStatus:blocker_${b.reason}`, { count: b.count, amount: (b.amountCents / 100).toFixed(2) })}</li>
        ))}
      </ul>
    </div>
  )
}
