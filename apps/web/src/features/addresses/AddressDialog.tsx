import { useId, useState, type FormEvent } from 'react'
import { useModalDialog } from '../../lib/use-modal-dialog.ts'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/TextField.tsx'
import { trpc } from '../../lib/trpc.ts'
import { AreaSelects, type AreaChoice } from './AreaSelects.tsx'
import type { Address } from './address-types.ts'

type Form = AreaChoice & { typeCode: string; details: string; zipCode: string; recipient: string; phone: string; isDefault: boolean }
const EMPTY: Form = { provinceCode: '', cityCode: '', areaCode: '', typeCode: '', details: '', zipCode: '', recipient: '', phone: '', isDefault: false }
const formOf = (a: Address | null): Form => (a ? { ...a } : EMPTY)

type AddressDialogProps = { open: boolean; editing: Address | null; onClose: () => void; onSaved: () => void }

/**
 * Adding or changing an address in a modal on the native <dialog> (page behind inert, Escape closes, focus returns).
 * The server checks every field and answers the problem in the patron's language; the form shows it as it is.
 */
export function AddressDialog({ open, editing, onClose, onSaved }: AddressDialogProps) {
  const { t } = useTranslation('addresses')
  const titleId = useId()
  const typeId = useId()
  const [form, setForm] = useState<Form>(EMPTY)
  const [problem, setProblem] = useState<string | null>(null)
  const dialogRef = useModalDialog(open, {
    onOpen: () => {
      setForm(formOf(editing))
      setProblem(null)
    },
    focus: 'select, input',
  })
  const types = trpc.addresses.types.useQuery(undefined, { staleTime: Infinity, enabled: open })
  const add = trpc.addresses.add.useMutation()
  const update = trpc.addresses.update.useMutation()
  const working = add.isPending || update.isPending


  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => setForm((f) => ({ ...f, [key]: value }))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    const fields = { typeCode: form.typeCode, areaCode: form.areaCode, details: form.details, zipCode: form.zipCode, recipient: form.recipient, phone: form.phone, isDefault: form.isDefault }
    try {
      if (editing) await update.mutateAsync({ ...fields, id: editing.id })
      else await add.mutateAsync(fields)
      onSaved()
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }
  const button = 'rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700'

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={() => open && onClose()}
      className="m-auto max-h-[92vh] w-[560px] max-w-[calc(100vw-1rem)] rounded-lg p-0 text-slate-900 shadow-xl backdrop:bg-black/50"
    >
      <form onSubmit={submit} className="space-y-4 p-5" noValidate>
        <h2 id={titleId} className="text-lg font-semibold">{editing ? t('dialogEdit') : t('dialogAdd')}</h2>
        {problem ? <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-inset ring-red-700/30">{problem}</p> : null}
        <AreaSelects value={form} onChange={(area) => setForm((f) => ({ ...f, ...area }))} />
        <TextField label={t('field_details')} hint={t('hint_details')} value={form.details} onChange={set('details')} maxLength={200} autoComplete="street-address" />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t('field_recipient')} value={form.recipient} onChange={set('recipient')} maxLength={50} autoComplete="name" />
          <TextField label={t('field_phone')} hint={t('hint_phone')} type="tel" value={form.phone} onChange={set('phone')} maxLength={20} autoComplete="tel" />
          <TextField label={t('field_zipCode')} hint={t('hint_zipCode')} value={form.zipCode} onChange={set('zipCode')} maxLength={6} autoComplete="postal-code" />
          <div className="space-y-1">
            <label htmlFor={typeId} className="block text-sm font-medium text-slate-800">{t('field_type')}</label>
            <select id={typeId} value={form.typeCode} onChange={(e) => set('typeCode')(e.target.value)} className="w-full rounded border border-slate-300 bg-white px-2 py-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700">
              <option value="">{t('noType')}</option>
              {(types.data ?? []).map((type) => <option key={type.code} value={type.code}>{type.name}</option>)}
            </select>
          </div>
        </div>
        {editing?.isDefault ? null : (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={form.isDefault} onChange={(e) => set('isDefault')(e.target.checked)} className="size-4" />
            {t('field_isDefault')}
          </label>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}>{t('cancel')}</button>
          <button type="submit" disabled={working} className={`${button} bg-slate-800 text-white hover:bg-slate-900 disabled:opacity-60`}>{working ? t('saving') : t('save')}</button>
        </div>
      </form>
    </dialog>
  )
}
