import { useTranslation } from 'react-i18next'

/** The library's sign-in instructions (findConfig.loginExplain), collapsible, one paragraph per line (spec §2). */
export function LoginInstructions({ text, className = '' }: { text: string; className?: string }) {
  const { t } = useTranslation('login')
  const paragraphs = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean)
  if (paragraphs.length === 0) return null
  return (
    <details open className={`group rounded border border-slate-200 bg-slate-50 ${className}`}>
      <summary className="cursor-pointer px-4 py-2 font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-slate-700">
        {t('instructions.title')}
      </summary>
      <div className="space-y-2 px-4 pb-3 text-sm leading-relaxed text-slate-700">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </details>
  )
}
