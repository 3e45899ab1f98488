import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { pageSearchWithoutEntry, readAddressEntry } from '../../../lib/address-entry.ts'
import { rememberAuthToken } from '../../../lib/auth-token.ts'

/** sessionStorage key of the navigation=1 flag: the external personal pages then keep the header. */
export const NAVIGATION_KEY = 'navigation'

/**
 * Takes a sign-in hand-over out of the address (see address-entry.ts): stores the token and the
 * navigation flag, removes them from the address and the history, and opens the page they name.
 */
export function useAddressEntry() {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const entry = readAddressEntry(location.pathname, location.search, window.location.search)
    if (!entry) return
    if (entry.token) rememberAuthToken(window.sessionStorage, entry.token)
    if (entry.navigation !== null) window.sessionStorage.setItem(NAVIGATION_KEY, entry.navigation ? '1' : '0')
    if (window.location.search) {
      const clean = `${window.location.pathname}${pageSearchWithoutEntry(window.location.search)}${window.location.hash}`
      window.history.replaceState(window.history.state, '', clean)
    }
    navigate(entry.target, { replace: true })
  }, [location.pathname, location.search, navigate])
}
