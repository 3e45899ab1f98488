import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../lib/trpc.ts'
import { ContactRow } from './ContactRow.tsx'

/** The e-mail and mobile the library's notices go to (getContactMess / updateContact). */
export function ContactSection() {
  const { t } = useTranslation('profile')
  const contact = trpc.profile.contact.useQuery()
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null)
  return (
    <section aria-labelledby="profile-contact-title" className="rounded border border-slate-200 p-4">
      <h3 id="profile-contact-title" className="font-semibold text-slate-900">{t('contact.title')}</h3>
      <p className="mb-3 text-sm text-slate-600">{t('contact.hint')}</p>
      {contact.data ? (
        <div className="grid gap-3 md:grid-cols-2">
          <ContactRow key={`e-${contact.data.email}`} channel="EMAIL" value={contact.data.email} verified={contact.data.emailVerified} onStatus={setStatus} />
          <ContactRow key={`m-${contact.data.mobile}`} channel="SMS" value={contact.data.mobile} verified={contact.data.mobileVerified} onStatus={setStatus} />
        </div>
      ) : null}
      <div role="status" className="mt-3 empty:hidden">
        {status ? <p className={`rounded px-3 py-2 text-sm ring-1 ${status.error ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-emerald-50 text-emerald-900 ring-emerald-200'}`}>{status.text}</p> : null}
      </div>
    </section>
  )
}
