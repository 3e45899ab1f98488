import { useTranslation } from 'react-i18next'

/** Spinner with the translated 'loading' text (spec §2); announced politely to screen readers. */
export function LoadingIndicator({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-16 text-slate-600 ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-slate-300 border-t-slate-700 motion-reduce:animate-none"
      />
      <span>{t('loading')}</span>
    </div>
  )
}
