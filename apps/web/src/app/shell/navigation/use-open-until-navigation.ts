import { useState } from 'react'
import { useLocation, type Location } from 'react-router-dom'

/**
 * Open/closed state that closes by itself when the route changes (a link, Back, a typed address),
 * because it remembers the location it was opened at. The location object, not its key: an address
 * typed into the bar arrives without history state, so its key repeats ("default").
 */
export function useOpenUntilNavigation(): [open: boolean, setOpen: (open: boolean | ((wasOpen: boolean) => boolean)) => void] {
  const location = useLocation()
  const [openedAt, setOpenedAt] = useState<Location | null>(null)
  const open = openedAt === location
  const setOpen = (next: boolean | ((wasOpen: boolean) => boolean)) => {
    const value = typeof next === 'function' ? next(open) : next
    setOpenedAt(value ? location : null)
  }
  return [open, setOpen]
}
