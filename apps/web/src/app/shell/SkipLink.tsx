import { useTranslation } from 'react-i18next'

/**
 * "Skip to main content". It moves focus itself: a plain `#main-content` link would change the
 * hash route instead of scrolling.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation()
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault()
        document.getElementById(targetId)?.focus()
      }}
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900 focus:shadow"
    >
      {t('skipToContent')}
    </a>
  )
}
