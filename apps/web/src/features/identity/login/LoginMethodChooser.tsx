import { useTranslation } from 'react-i18next'
import { goToProvider, providerLinks, type LoginConfig } from './login-method.ts'

export type ModalView = 'chooser' | 'account' | 'wechat'

const CHOICE_CLASS =
  'flex min-h-20 flex-col items-center justify-center gap-1 rounded-lg border border-slate-300 px-4 py-3 text-center font-medium text-slate-800 hover:border-slate-500 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700'

/** The modal's first view when a library offers several ways of signing in (spec §2, §5). */
export function LoginMethodChooser({ config, onChoose }: { config: LoginConfig; onChoose: (view: Exclude<ModalView, 'chooser'>) => void }) {
  const { t } = useTranslation('login')
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {config.normalLogin === '1' ? (
        <li>
          <button type="button" onClick={() => onChoose('account')} className={`${CHOICE_CLASS} w-full`}>
            {t('methods.account')}
            <span className="text-xs font-normal text-slate-600">{t('methods.accountHint')}</span>
          </button>
        </li>
      ) : null}
      {config.weixinLogin === '1' ? (
        <li>
          <button type="button" onClick={() => onChoose('wechat')} className={`${CHOICE_CLASS} w-full`}>
            {t('other.wechat')}
            <span className="text-xs font-normal text-slate-600">{t('methods.wechatHint')}</span>
          </button>
        </li>
      ) : null}
      {providerLinks(config).map((link) => (
        <li key={link.id}>
          <a
            href={link.url}
            onClick={(e) => {
              e.preventDefault()
              goToProvider(link)
            }}
            className={CHOICE_CLASS}
          >
            {t(`other.${link.id}`)}
            <span className="text-xs font-normal text-slate-600">{t('methods.redirectHint')}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
