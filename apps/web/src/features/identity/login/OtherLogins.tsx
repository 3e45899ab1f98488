import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { goToProvider, providerLinks, type LoginConfig } from './login-method.ts'
import { ModalDialog } from './ModalDialog.tsx'
import { WechatQrPanel } from './WechatQrPanel.tsx'

const LINK_CLASS =
  'rounded border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700'

/** The login screen's other ways in (spec §2): WeChat QR in a 400 px modal, and the single sign-on links. */
export function OtherLogins({ config }: { config: LoginConfig }) {
  const { t } = useTranslation('login')
  const [qrOpen, setQrOpen] = useState(false)
  const titleId = useId()
  const links = providerLinks(config)
  const wechat = config.weixinLogin === '1'
  if (!wechat && links.length === 0) return null
  return (
    <section aria-labelledby={`${titleId}-other`} className="mt-6 border-t border-slate-200 pt-4">
      <h2 id={`${titleId}-other`} className="mb-3 text-sm font-medium text-slate-700">
        {t('other.title')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {wechat ? (
          <button type="button" aria-haspopup="dialog" onClick={() => setQrOpen(true)} className={LINK_CLASS}>
            {t('other.wechat')}
          </button>
        ) : null}
        {links.map((link) => (
          <a
            key={link.id}
            href={link.url}
            onClick={(e) => {
              e.preventDefault()
              goToProvider(link)
            }}
            className={LINK_CLASS}
          >
            {t(`other.${link.id}`)}
          </a>
        ))}
      </div>
      <ModalDialog open={qrOpen} onClose={() => setQrOpen(false)} closable title={t('wechat.title')} titleId={titleId} widthClass="w-[400px]">
        <WechatQrPanel />
      </ModalDialog>
    </section>
  )
}
