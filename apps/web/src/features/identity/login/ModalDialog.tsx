import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type ModalDialogProps = {
  open: boolean
  /** The patron closed it (close button, Escape, click on the backdrop); never called when not `closable`. */
  onClose: () => void
  closable: boolean
  title: ReactNode
  titleId: string
  /** Tailwind width class (spec §9 widths), capped to the screen. */
  widthClass: string
  children: ReactNode
}

/**
 * A modal on the native <dialog> as the help modal uses it: showModal() makes the rest of the page inert
 * (focus stays inside), Escape closes and focus returns to where it was. A dialog that must not close
 * (findCoerceLogin) swallows Escape; Chrome closes a dialog anyway on a second Escape without a click in
 * between, so it is then shown again at once.
 */
export function ModalDialog({ open, onClose, closable, title, titleId, widthClass, children }: ModalDialogProps) {
  const { t } = useTranslation('login')
  const dialogRef = useRef<HTMLDialogElement>(null)
  const wanted = useRef(open)
  useEffect(() => {
    wanted.current = open
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // showModal() focuses the first focusable element (the close button); a form starts at its first field.
      dialog.querySelector<HTMLElement>('form input:not([type="hidden"]):not([readonly])')?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  const onNativeClose = () => {
    if (!wanted.current) return
    if (closable) onClose()
    else dialogRef.current?.showModal()
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(e) => {
        if (!closable) e.preventDefault()
      }}
      onClose={onNativeClose}
      onClick={(e) => closable && e.target === dialogRef.current && dialogRef.current.close()}
      className={`${widthClass} m-auto max-h-[92vh] max-w-[calc(100vw-1rem)] rounded-lg p-0 text-slate-900 shadow-xl backdrop:bg-black/50`}
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {closable ? (
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="rounded px-2 py-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-700"
          >
            {t('modal.close')}
          </button>
        ) : null}
      </div>
      {open ? <div className="px-5 py-4">{children}</div> : null}
    </dialog>
  )
}
