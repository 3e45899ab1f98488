import { useEffect, useEffectEvent, useRef } from 'react'

type ModalDialogOptions = {
  /** Runs just before the dialog opens, to start its form afresh. */
  onOpen?: () => void
  /** Selector of the element that gets the focus once it is open (showModal() focuses the first focusable one). */
  focus?: string
}

/**
 * Keeps a native <dialog> in step with `open`: showModal() when it opens (the page behind it inert, Escape closes,
 * focus returns where it was) and close() when it closes. Answers the ref for the <dialog>.
 */
export function useModalDialog(open: boolean, { onOpen, focus }: ModalDialogOptions = {}) {
  const ref = useRef<HTMLDialogElement>(null)
  const opening = useEffectEvent(() => onOpen?.())
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opening()
      dialog.showModal()
      if (focus) dialog.querySelector<HTMLElement>(focus)?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open, focus])
  return ref
}
