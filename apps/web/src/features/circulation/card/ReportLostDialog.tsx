import { useId, useState, type FormEvent } from 'react'
import { useModalDialog } from '../../../lib/use-modal-dialog.ts'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/TextField.tsx'
import { encryptPassword } from '../../../lib/password-cipher.ts'
import { trpc } from '../../../lib/trpc.ts'

type ReportLostDialogProps = { open: boolean; onClose: () => void; onReported: () => void }

/**
 * Reporting one's card lost (LibStar 挂失): a modal on the native <dialog> (the page behind it inert, Escape
 * closes, focus returns), the password checked first (gsCardCheck) and sent again with the report (gsCard),
 * encrypted with the server's transport key as sign-in sends it.
 */
export function ReportLostDialog({ open, onClose, onReported }: ReportLostDialogProps) {
  const { t } = useTranslation('patronStatus')
  const titleId = useId()
  const textId = useId()
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const dialogRef = useModalDialog(open, {
    onOpen: () => {
      setPassword('')
      setProblem(null)
    },
    focus: 'input',
  })
  const utils = trpc.useUtils()
  const check = trpc.circulation.card.checkPassword.useMutation()
  const report = trpc.circulation.card.reportLost.useMutation()
  const working = check.isPending || report.isPending


  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!password) return setProblem(t('card.passwordRequired'))
    setProblem(null)
    try {
      const { keyHex } = await utils.identity.transportKey.fetch(undefined, { staleTime: Infinity })
      const sent = encryptPassword(password, keyHex)
      await check.mutateAsync({ password: sent })
      await report.mutateAsync({ password: sent })
      onReported()
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => open && onClose()}
      className="m-auto w-[420px] max-w-[calc(100vw-1rem)] rounded-lg p-0 text-slate-900 shadow-xl backdrop:bg-black/50"
    >
      <form onSubmit={submit} className="space-y-4 p-5" noValidate>
        <h2 id={titleId} className="text-lg font-semibold">{t('card.dialogTitle')}</h2>
        <p id={textId} className="text-sm text-slate-700">{t('card.dialogText')}</p>
        <TextField label={t('card.password')} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={problem} />
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
          >
            {t('card.cancel')}
          </button>
          <button
            type="submit"
            disabled={working}
            className="rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
          >
            {working ? t('card.working') : t('card.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  )
}
