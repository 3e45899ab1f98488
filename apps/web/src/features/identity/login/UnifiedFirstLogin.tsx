import type { FindConfig } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountLoginForm } from './AccountLoginForm.tsx'
import { goToProvider, providerLinks, type LoginConfig } from './login-method.ts'

/** The group whose sign-in is led by its unified authentication (spec §2, §9 "Group code 200616 uses a special login"). */
export const UNIFIED_FIRST_GROUP = '200616'

type UnifiedFirstLoginProps = { config: LoginConfig & Pick<FindConfig, 'findPasswordFlag'>; onSignedIn: () => void }

/** That group's login: the unified-authentication button first; the account form only on request. */
export function UnifiedFirstLogin({ config, onSignedIn }: UnifiedFirstLoginProps) {
  const { t } = useTranslation('login')
  const [accountShown, setAccountShown] = useState(false)
  const unified = providerLinks(config).find((link) => link.id === 'unified')
  return (
    <div className="space-y-4">
      {unified ? (
        <button
          type="button"
          onClick={() => goToProvider(unified)}
          className="w-full rounded bg-slate-800 px-4 py-3 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800"
        >
          {t('other.unified')}
        </button>
      ) : null}
      {config.normalLogin === '1' || !unified ? (
        accountShown || !unified ? (
          <AccountLoginForm findConfig={config} onSignedIn={onSignedIn} autoFocus={Boolean(unified)} />
        ) : (
          <button
            type="button"
            aria-expanded={false}
            onClick={() => setAccountShown(true)}
            className="w-full rounded border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
          >
            {t('methods.account')}
          </button>
        )
      ) : null}
    </div>
  )
}
