import { useTranslation } from 'react-i18next'
import type { CaptchaState } from '../lib/use-captcha.ts'

/** The captcha image as a button: click, Enter or Space loads a new one. Shared by every captcha field layout. */
export function CaptchaImageButton({ captcha, className = '' }: { captcha: CaptchaState; className?: string }) {
  const { t } = useTranslation('login')
  return (
    <button
      type="button"
      onClick={captcha.refresh}
      disabled={captcha.loading}
      aria-busy={captcha.loading || undefined}
      title={t('captcha.refresh')}
      className={`flex h-10 w-28 items-center justify-center overflow-hidden rounded border border-slate-300 bg-slate-50 text-xs text-slate-700 hover:border-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 disabled:cursor-wait ${className}`}
    >
      {captcha.image ? (
        <img src={captcha.image} alt={t('captcha.imageAlt')} className={`h-full w-full object-contain ${captcha.loading ? 'opacity-50' : ''}`} />
      ) : (
        <span>{captcha.failed ? t('captcha.loadFailed') : t('captcha.loading')}</span>
      )}
      <span className="sr-only">{t('captcha.refresh')}</span>
    </button>
  )
}
