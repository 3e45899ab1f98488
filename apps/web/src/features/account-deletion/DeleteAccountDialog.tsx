import { useId, useState, type FormEvent } from 'react'
import { useModalDialog } from '../../lib/use-modal-dialog.ts'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/TextField.tsx'
import { encryptPassword } from '../../lib/password-cipher.ts'
import { trpc } from '../../lib/trpc.ts'

type DeleteAccountDialogProps = { open: boolean; onClose: () => void; onDeleted: () => void }

/**
 * The last step of deleting the account: a modal on the native <dialog> (the page behind it inert, Escape closes,
 * focus returns) asking for the current password, sent encrypted with the transport key as sign-in sends it, and
 * for a word typed out, so a slip of the mouse cannot delete an account.
 */
export function DeleteAccountDialog({ open, onClose, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation('accountDeletion')
  const titleId = useId()
  const textId = useId()
  const [password, setPassword] = useState('')
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<{ field: 'password' | 'typed'; text: string } | null>(null)
  const dialogRef = useModalDialog(open, {
    onOpen: () => {
      setPassword('')
      setTyped('')
      setProblem(null)
    },
    focus: 'input',
  })
  const utils = trpc.useUtils()
  // The server revokes this very session: its 401s afterwards are expected, not a reason to open sign-in.
  const remove = trpc.accountDeletion.delete.useMutation({ meta: { ignoreUnauthorized: true } })
  const word = t('confirmWord')


  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!password) return setProblem({ field: 'password', text: t('passwordRequired') })
    if (typed.trim() !== word) return setProblem({ field: 'typed', text: t('confirmMismatch', { word }) })
    setProblem(null)
    try {
      const { keyHex } = await utils.identity.transportKey.fetch(undefined, { staleTime: Infinity })
      await remove.mutateAsync({ password: encryptPassword(password, keyHex) })
      onDeleted()
    } catch (error) {
      setProblem({ field: 'password', text: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => open && onClose()}
      className="m-auto w-[440px] max-w-[calc(100vw-1rem)] rounded-lg p-0 text-slate-900 shadow-xl backdrop:bg-black/50"
    >
      <form onSubmit={submit} className="space-y-4 p-5" noValidate>
        <h2 id={titleId} className="text-lg font-semibold">{t('dialogTitle')}</h2>
        <p id={textId} className="text-sm text-slate-700">{t('dialogText', { word })}</p>
        <TextField label={t('password')} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={problem?.field === 'password' ? problem.text : null} />
        <TextField label={t('confirmLabel', { word })} autoComplete="off" value={typed} onChange={setTyped} error={problem?.field === 'typed' ? problem.text : null} />
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
          >
            {t('cancel')}
          </button>
          <button
            type="submit"
            disabled={remove.isPending}
            className="rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
          >
            {remove.isPending ? t('working') : t('confirm')}
          </button>
        </div>
      </form>
    </dialog>
  )
}
