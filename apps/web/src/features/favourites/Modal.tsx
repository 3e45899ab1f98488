import { useId, type ReactNode } from 'react'
import { useModalDialog } from '../../lib/use-modal-dialog.ts'

type ModalProps = { open: boolean; onClose: () => void; title: string; children: (titleId: string) => ReactNode; wide?: boolean }

/**
 * A modal on the native <dialog> (the page behind it inert, Escape closes, focus returns to where it was), its
 * content drawn only while open so a form starts fresh each time.
 */
export function Modal({ open, onClose, title, children, wide = false }: ModalProps) {
  const ref = useModalDialog(open)
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => open && onClose()}
      className={`m-auto ${wide ? 'w-[520px]' : 'w-[420px]'} max-w-[calc(100vw-1rem)] rounded-lg p-0 text-slate-900 shadow-xl backdrop:bg-black/50`}
    >
      {open ? (
        <div className="space-y-4 p-5">
          <h2 id={titleId} className="text-lg font-semibold break-words">{title}</h2>
          {children(titleId)}
        </div>
      ) : null}
    </dialog>
  )
}

export const BUTTON =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700'
export const PRIMARY =
  'rounded-md bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-900 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700'
export const DANGER =
  'rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700'

/** An error's message for a toast-like line: the server's message is already in the page's language. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
