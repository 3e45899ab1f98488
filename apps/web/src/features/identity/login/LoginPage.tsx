import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { forgetAuthToken, storedAuthToken } from '../../../lib/auth-token.ts'
import type { PasswordChangedState } from '../../../lib/forced-change.ts'
import { trpc } from '../../../lib/trpc.ts'
import { usePortalBootstrap } from '../../../lib/use-portal-bootstrap.ts'
import { AccountLoginForm } from './AccountLoginForm.tsx'
import { LoginInstructions } from './LoginInstructions.tsx'
import { LOGIN_NEXT_PATH_KEY, loginTarget } from '../../../lib/login-next-path.ts'
import { OtherLogins } from './OtherLogins.tsx'
import { hasTokenCookie } from './stored-session.ts'

/** Query parameter a failed single sign-on comes back with (contracts SSO_ERROR_PARAM). */
const SSO_ERROR = 'ssoError'

/**
 * /login (spec §2 "Login screen"). Entering without the jwt cookie drops a stored token (spec §4); a patron
 * still signed in goes straight on. After signing in: ?next=, the saved next path, or /Home.
 */
export function LoginPage() {
  const { t } = useTranslation(['login', 'errors', 'routes'])
  const navigate = useNavigate()
  const { search, state } = useLocation()
  const passwordChanged = (state as PasswordChangedState | null)?.passwordChanged === true
  const [params] = useSearchParams()
  const bootstrap = usePortalBootstrap()
  // Decided once, on entering: a sign-in made on this page navigates by itself.
  const [signedIn] = useState(() => {
    if (!hasTokenCookie()) forgetAuthToken(window.sessionStorage)
    return storedAuthToken(window.sessionStorage) !== null
  })
  const me = trpc.identity.me.useQuery(undefined, { enabled: signedIn, retry: false, staleTime: 5 * 60_000 })

  const goOn = () => {
    const target = loginTarget(search, window.localStorage)
    window.localStorage.removeItem(LOGIN_NEXT_PATH_KEY)
    navigate(target, { replace: true })
  }
  const alreadySignedIn = signedIn && me.data != null
  useEffect(() => {
    if (alreadySignedIn) goOn()
    // goOn reads the address when it runs: only the change of alreadySignedIn matters here.
  }, [alreadySignedIn])

  const findConfig = bootstrap.data?.findConfig
  if (!findConfig) return null
  const ssoError = params.get(SSO_ERROR)
  const explain = findConfig.loginExplain.trim()

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-center text-2xl font-bold text-slate-900">{t('routes:login')}</h1>
      <div className={`mx-auto grid gap-6 ${explain ? 'max-w-4xl md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]' : 'max-w-md'}`}>
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          {passwordChanged ? (
            <p role="status" className="mb-4 rounded bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200">
              {t('password.changedSignIn')}
            </p>
          ) : null}
          {ssoError ? (
            <p role="alert" className="mb-4 rounded bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
              {t(`errors:${ssoError}` as 'errors:SSO_FAILED', { defaultValue: t('errors:SSO_FAILED') })}
            </p>
          ) : null}
          {findConfig.normalLogin === '1' ? <AccountLoginForm findConfig={findConfig} onSignedIn={goOn} /> : <p className="text-sm text-slate-700">{t('page.noAccountLogin')}</p>}
          <OtherLogins config={findConfig} />
        </div>
        {explain ? <LoginInstructions text={explain} className="self-start" /> : null}
      </div>
    </div>
  )
}
