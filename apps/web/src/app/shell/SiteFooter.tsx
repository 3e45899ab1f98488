import type { PortalBootstrap } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { externalHref } from '../../lib/safe-href.ts'
import { tenantName } from '../../lib/tenant-name.ts'
import { useLocale } from '../../lib/use-locale.ts'

/**
 * Filing numbers, contact lines when configured, © 2017–this year, version (spec §1, §2). The version is the
 * server's: the tenant's own parameter or else the portal's release (root package.json), never a constant here.
 */
export function SiteFooter({ bootstrap }: { bootstrap: PortalBootstrap }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { footer } = bootstrap
  const holder = footer.copyrightHolder || tenantName(bootstrap.group, locale)

  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-6 text-center">
        {footer.filingNumbers.length > 0 ? (
          <ul aria-label={t('footer.filingNumbers')} className="flex flex-wrap justify-center gap-x-4 gap-y-1">
            {footer.filingNumbers.map((filing, index) => (
              <li key={`${index}-${filing.text}`}>
                <FilingNumber text={filing.text} href={externalHref(filing.url)} />
              </li>
            ))}
          </ul>
        ) : null}
        {footer.phone || footer.directorEmail ? (
          <p className="flex flex-wrap justify-center gap-x-4">
            {footer.phone ? <span>{t('footer.phone', { phone: footer.phone })}</span> : null}
            {footer.directorEmail ? (
              <a href={`mailto:${footer.directorEmail}`} className="underline hover:text-slate-900">
                {t('footer.directorEmail', { email: footer.directorEmail })}
              </a>
            ) : null}
          </p>
        ) : null}
        <p>
          {t('footer.copyright', { year: new Date().getFullYear(), holder })}
          {bootstrap.version ? (
            <>
              <span aria-hidden="true"> · </span>
              {t('footer.version', { version: bootstrap.version })}
            </>
          ) : null}
        </p>
      </div>
    </footer>
  )
}

/** A filing number links to its registry only when the address is a safe http(s) one; otherwise it is text. */
function FilingNumber({ text, href }: { text: string; href: string | null }) {
  if (!href) return <>{text}</>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="underline hover:text-slate-900">
      {text}
    </a>
  )
}
