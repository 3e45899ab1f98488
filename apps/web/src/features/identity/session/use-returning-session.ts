import type { FindConfig } from '@portal/contracts'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { rememberAuthToken, storedAuthToken } from '../../../lib/auth-token.ts'
import { cookieToken } from '../../../lib/cookie-token.ts'
import { trpc } from '../../../lib/trpc.ts'
import { useCurrentUser } from '../../../lib/use-current-user.ts'
import { needsContactBinding, onContactBindingRequired } from './contact-binding-required.ts'

/**
 * Spec §4: returning to the tab (or opening a new one) with the token cookies but no stored session takes
 * the token over and loads the patron; when the library requires a verified e-mail or phone and the
 * patron has neither (as /oga/userinfo says, or as a refused personal call says), forced binding opens.
 */
export function useReturningSession(findConfig: Pick<FindConfig, 'bindMailOrPhone'>) {
  const utils = trpc.useUtils()
  const navigate = useNavigate()
  const { user } = useCurrentUser()

  useEffect(() => {
    const adopt = () => {
      if (document.visibilityState !== 'visible' || storedAuthToken(window.sessionStorage)) return
      const token = cookieToken(document.cookie)
      if (token && rememberAuthToken(window.sessionStorage, token)) void utils.identity.me.invalidate()
    }
    adopt()
    document.addEventListener('visibilitychange', adopt)
    return () => document.removeEventListener('visibilitychange', adopt)
  }, [utils])

  const mustBind = needsContactBinding(findConfig, user)
  useEffect(() => {
    if (mustBind) navigate('/forceBinding', { replace: true })
  }, [mustBind, navigate])

  // The server's word counts too (a flag changed since the page loaded): a personal call it refused for want of
  // a contact opens forced binding, which returns to the page the patron was on.
  const { pathname, search } = useLocation()
  const here = useRef('')
  useEffect(() => {
    here.current = `${pathname}${search}`
  }, [pathname, search])
  useEffect(
    () =>
      onContactBindingRequired(() => {
        if (/^\/forceBinding(\/|\?|$)/i.test(here.current)) return
        navigate(`/forceBinding?next=${encodeURIComponent(here.current)}`, { replace: true })
      }),
    [navigate],
  )
}
