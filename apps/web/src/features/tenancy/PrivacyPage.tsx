import type { Footer, Locale } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { LoadingIndicator } from '../../components/LoadingIndicator.tsx'
import { tenantName } from '../../lib/tenant-name.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { usePortalBootstrap } from '../../lib/use-portal-bootstrap.ts'
import { CONTACT_SECTION_ID, POLICY_SECTIONS, PolicySection, SpecSection, type PolicyValues } from './PrivacySections.tsx'

const TOC_HEADING_ID = 'privacy-toc'

/** '2026-11-22' in the page's language, e.g. "November 22, 2026" or "2026年11月22日". */
function formatEffectiveDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

/**
 * Scrolls to a section and puts focus on its heading. The app uses hash routes, so an
 * `href="#id"` link would navigate instead of jumping within the page.
 */
function jumpTo(id: string) {
  const heading = document.getElementById(id)
  if (!heading) return
  heading.scrollIntoView({ block: 'start' })
  heading.focus({ preventScroll: true })
}

/** /privacy (spec "Public: /privacy"): the library's privacy policy; the login screen links here. */
export function PrivacyPage() {
  const { t } = useTranslation('privacy')
  const { data: bootstrap } = usePortalBootstrap()
  const locale = useLocale()
  if (!bootstrap) return <LoadingIndicator />

  const values: PolicyValues = { library: tenantName(bootstrap.group, locale), date: formatEffectiveDate(t('effectiveDate'), locale) }
  const contents = [...POLICY_SECTIONS.map((spec) => ({ id: spec.id, title: t(spec.title) })), { id: CONTACT_SECTION_ID, title: t('contact.title') }]

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 leading-relaxed break-words text-slate-800 sm:py-12">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('effective', values)}</p>
        <p className="mt-6">{t('intro', values)}</p>
      </header>

      <nav aria-labelledby={TOC_HEADING_ID} className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5">
        <h2 id={TOC_HEADING_ID} className="text-base font-semibold text-slate-900">
          {t('toc')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6 marker:text-slate-500">
          {contents.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => jumpTo(entry.id)}
                className="text-left text-slate-800 underline decoration-slate-400 underline-offset-2 hover:text-slate-950 hover:decoration-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
              >
                {entry.title}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      {POLICY_SECTIONS.map((spec) => (
        <SpecSection key={spec.id} spec={spec} values={values} />
      ))}
      <ContactSection footer={bootstrap.footer} values={values} />
    </article>
  )
}

/** The library's phone and e-mail from the footer settings; the service desk when neither is set. */
function ContactSection({ footer, values }: { footer: Footer; values: PolicyValues }) {
  const { t } = useTranslation('privacy')
  const phone = footer.phone.trim()
  const email = footer.directorEmail.trim()
  return (
    <PolicySection id={CONTACT_SECTION_ID} title={t('contact.title')}>
      <p>{t('contact.intro', values)}</p>
      {phone || email ? (
        <ul className="space-y-1">
          {phone ? <li>{t('contact.phone', { phone })}</li> : null}
          {email ? (
            <li>
              <a href={`mailto:${email}`} className="underline underline-offset-2 hover:text-slate-950">
                {t('contact.email', { email })}
              </a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>{t('contact.fallback')}</p>
      )}
    </PolicySection>
  )
}
