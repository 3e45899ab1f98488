import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { LoadingIndicator } from '../../components/LoadingIndicator.tsx'
import { MessagePage } from '../../components/MessagePage.tsx'
import { trpc } from '../../lib/trpc.ts'
import { pageSearchWithoutWechat, wechatReturnParams } from './binding-ticket.ts'
import { storeBindingSession } from './signed-in-session.ts'

/**
 * /wxLogin (spec §4 "WeChat login"): WeChat returns here with a one-time code. A bound WeChat account is
 * signed in and goes home; an unbound one goes to /bindAccount with the openId ticket. The code is used
 * once and removed from the address at once.
 */
export function WxLoginPage() {
  const { t } = useTranslation(['sso', 'routes'])
  const location = useLocation()
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const otherLogin = trpc.sso.otherLogin.useMutation()
  const [failure, setFailure] = useState<string | null>(null)
  // The code works once: React's development double effect (and any re-render) must not send it twice.
  const started = useRef(false)
  const [{ code, state }] = useState(() => wechatReturnParams(location.search, window.location.search))

  useEffect(() => {
    if (started.current || !code) return
    started.current = true
    if (window.location.search) {
      const clean = `${window.location.pathname}${pageSearchWithoutWechat(window.location.search)}${window.location.hash.split('?')[0]}`
      window.history.replaceState(window.history.state, '', clean)
    }
    otherLogin.mutateAsync({ code, loginType: 1, ...(state ? { state } : {}) }).then(
      async (result) => {
        if (result.bindFlag === '1' && storeBindingSession(result.jwt)) {
          await utils.identity.me.invalidate()
          navigate('/Home', { replace: true })
        } else if (result.bindFlag === '0') navigate(`/bindAccount?openId=${encodeURIComponent(result.openId)}`, { replace: true })
        else setFailure(t('failed'))
      },
      (error: unknown) => setFailure(error instanceof Error && error.message ? error.message : t('failed')),
    )
  }, [code, state, otherLogin, navigate, utils, t])

  if (code && !failure) return <LoadingIndicator />
  return (
    <MessagePage
      title={t('routes:wxLogin')}
      message={failure ?? t('wxLogin.missingCode')}
      actions={
        <Link to="/login" className="rounded bg-slate-800 px-4 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800">
          {t('backToLogin')}
        </Link>
      }
    />
  )
}
