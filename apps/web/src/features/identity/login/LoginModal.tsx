import type { FindConfig } from '@portal/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountLoginForm } from './AccountLoginForm.tsx'
import { LoginInstructions } from './LoginInstructions.tsx'
import { loginEntry } from './login-method.ts'
import type { LoginModalReason } from './login-modal-store.ts'
import { LoginMethodChooser, type ModalView } from './LoginMethodChooser.tsx'
import { ModalDialog } from './ModalDialog.tsx'
import { UnifiedFirstLogin, UNIFIED_FIRST_GROUP } from './UnifiedFirstLogin.tsx'
import { WechatQrPanel } from './WechatQrPanel.tsx'

/** Spec §9 widths: 640 the chooser, 760 the form beside the instructions, else 400. */
const WIDTH = { chooser: 'w-[640px]', wide: 'w-[760px]', narrow: 'w-[400px]' } as const

type LoginModalProps = {
  open: boolean
  reason: LoginModalReason
  findConfig: FindConfig
  groupCode: string
  onClose: () => void
  onSignedIn: () => void
}

/**
 * The login modal (spec §2 "Login modal"): the chooser when several ways are on, else the account form at
 * once (its captcha loads as it opens); WeChat's QR panel; findCoerceLogin '1' makes it impossible to close.
 */
export function LoginModal({ open, reason, findConfig, groupCode, onClose, onSignedIn }: LoginModalProps) {
  const { t } = useTranslation(['login', 'errors'])
  const titleId = useId()
  const entry = loginEntry(findConfig)
  const firstView: ModalView = entry.kind === 'modal' && entry.chooser ? 'chooser' : findConfig.normalLogin === '1' ? 'account' : 'wechat'
  const [view, setView] = useState<ModalView>(firstView)
  const unifiedFirst = groupCode === UNIFIED_FIRST_GROUP
  const explain = findConfig.loginExplain.trim()
  const besideInstructions = view === 'account' && explain !== '' && !unifiedFirst
  const width = view === 'chooser' ? WIDTH.chooser : besideInstructions ? WIDTH.wide : WIDTH.narrow

  const close = () => {
    setView(firstView)
    onClose()
  }
  const signedIn = () => {
    setView(firstView)
    onSignedIn()
  }

  return (
    <ModalDialog open={open} onClose={close} closable={findConfig.findCoerceLogin !== '1'} title={t('modal.title')} titleId={titleId} widthClass={width}>
      {reason ? (
        <p role="alert" className="mb-4 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {reason === 'expired' ? t('modal.expired') : t('errors:UNAUTHENTICATED')}
        </p>
      ) : null}
      {unifiedFirst ? (
        <UnifiedFirstLogin config={findConfig} onSignedIn={signedIn} />
      ) : view === 'chooser' ? (
        <LoginMethodChooser config={findConfig} onChoose={setView} />
      ) : (
        <div className={besideInstructions ? 'grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]' : ''}>
          <div>
            {view === 'account' ? <AccountLoginForm findConfig={findConfig} onSignedIn={signedIn} autoFocus /> : <WechatQrPanel />}
            {firstView === 'chooser' ? (
              <button
                type="button"
                onClick={() => setView('chooser')}
                className="mt-3 text-sm text-blue-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-slate-700"
              >
                {t('methods.back')}
              </button>
            ) : null}
          </div>
          {besideInstructions ? <LoginInstructions text={explain} className="self-start" /> : null}
        </div>
      )}
    </ModalDialog>
  )
}
