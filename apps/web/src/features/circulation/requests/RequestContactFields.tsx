import { useTranslation } from 'react-i18next'

export type Contact = { name: string; phone: string; email: string }

const FIELD = 'mt-1 w-full rounded border border-slate-400 px-3 py-2 text-sm'

/** How the library reaches the patron about a request, prefilled from their account. */
export function RequestContactFields({ contact, onChange }: { contact: Contact; onChange: (contact: Contact) => void }) {
  const { t } = useTranslation('requests')
  const field = (key: keyof Contact, label: string, type: string, autoComplete: string) => (
    <label className="block text-sm font-medium text-slate-900">
      {label}
      <input type={type} autoComplete={autoComplete} maxLength={key === 'email' ? 200 : 50} className={FIELD} value={contact[key]} onChange={(event) => onChange({ ...contact, [key]: event.target.value })} />
    </label>
  )
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-3">
      {field('name', t('form.name'), 'text', 'name')}
      {field('phone', t('form.phone'), 'tel', 'tel')}
      {field('email', t('form.email'), 'email', 'email')}
    </div>
  )
}
