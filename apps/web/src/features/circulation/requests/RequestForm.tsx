import type { RequestTypeName } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useDayFormat } from '../../../lib/format-day.ts'
import { trpc } from '../../../lib/trpc.ts'
import { RequestContactFields, type Contact } from './RequestContactFields.tsx'

const NEEDS_PICKUP: readonly RequestTypeName[] = ['RESERVATION', 'ENTRUSTMENT']
const DELIVERED: readonly RequestTypeName[] = ['ONLINE_LOAN', 'HOME_DELIVERY']
const FIELD = 'mt-1 w-full rounded border border-slate-400 px-3 py-2 text-sm'

/**
 * The request form of a title (reached from its page): the copy, what the library should do with it (the kinds that
 * copy allows), where to collect it or where to send it, and how to reach the patron (spec §5: contact information
 * and take address are required).
 */
export function RequestForm({ recordId, onDone }: { recordId: number; onDone: () => void }) {
  const { t } = useTranslation('requests')
  const formatDay = useDayFormat()
  const utils = trpc.useUtils()
  const form = trpc.circulation.requests.form.useQuery({ recordId })
  const [itemId, setItemId] = useState<number | null>(null)
  const [type, setType] = useState<RequestTypeName | null>(null)
  const [takeLocationId, setTakeLocationId] = useState<number | null>(null)
  const [address, setAddress] = useState('')
  const [contact, setContact] = useState<Contact | null>(null)
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState('')
  const place = trpc.circulation.requests.place.useMutation({
    onSuccess: () => void utils.circulation.requests.invalidate(),
    onError: (error) => setProblem(error.message),
  })
  if (form.isPending) return <p className="mb-4 text-slate-600" aria-busy="true">{t('title')}…</p>
  if (form.isError) return <p className="mb-4 text-red-800">{form.error.message}</p>
  const { copies, pickupLocations, allowance } = form.data
  const requestable = copies.filter((c) => c.types.length)
  const copy = requestable.find((c) => c.itemId === itemId) ?? requestable[0]
  const kind = type && copy?.types.includes(type) ? type : copy?.types[0]
  const shown = contact ?? { name: form.data.contact.name, phone: form.data.contact.phone, email: form.data.contact.email }
  if (place.isSuccess)
    return (
      <div role="status" className="mb-6 rounded border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900">
        {t('form.done', { requestNo: place.data.requestNo })}{' '}
        <button type="button" className="ml-2 underline" onClick={onDone}>{t('takeCode.close')}</button>
      </div>
    )
  return (
    <form
      className="mb-6 rounded border border-slate-300 p-4"
      aria-labelledby="request-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!copy || !kind) return
        setProblem('')
        place.mutate({
          type: kind, itemId: copy.itemId, recordId, takeLocationId: NEEDS_PICKUP.includes(kind) ? takeLocationId : null, addressId: null,
          deliveryAddress: DELIVERED.includes(kind) ? address.trim() : '', contactName: shown.name, contactPhone: shown.phone, contactEmail: shown.email, note,
        })
      }}
    >
      <h3 id="request-form-title" className="text-lg font-semibold text-slate-900">{t('form.title', { title: form.data.title })}</h3>
      <p className="mt-1 text-sm text-slate-700">{t('form.left', { count: allowance.left })}</p>
      {!requestable.length ? (
        <p className="mt-3 text-sm text-slate-800">{t('form.noCopies')}</p>
      ) : (
        <>
          <fieldset className="mt-3">
            <legend className="text-sm font-medium text-slate-900">{t('form.chooseCopy')}</legend>
            {requestable.map((c) => (
              <label key={c.itemId} className="mt-1 flex items-start gap-2 text-sm text-slate-800">
                <input type="radio" name="copy" className="mt-1 size-4" checked={copy?.itemId === c.itemId} onChange={() => setItemId(c.itemId)} />
                <span>
                  {c.callNo} · {c.barcode} · {c.libraryName} {c.locationName} · {c.dueDate ? t('form.dueBack', { date: formatDay(c.dueDate.slice(0, 10)) }) : t('form.onShelf')}
                </span>
              </label>
            ))}
          </fieldset>
          <fieldset className="mt-3">
            <legend className="text-sm font-medium text-slate-900">{t('form.kind')}</legend>
            {copy?.types.map((name) => (
              <label key={name} className="mt-1 flex items-center gap-2 text-sm text-slate-800">
                <input type="radio" name="kind" className="size-4" checked={kind === name} onChange={() => setType(name)} />
                {/* i18n-keys: requests:type. */}
                {t(`type.${name}`)}
              </label>
            ))}
          </fieldset>
          {kind && NEEDS_PICKUP.includes(kind) ? (
            <label className="mt-3 block text-sm font-medium text-slate-900">
              {t('form.pickup')}
              <select required className={FIELD} value={takeLocationId ?? ''} onChange={(event) => setTakeLocationId(Number(event.target.value) || null)}>
                <option value="">{t('form.choosePickup')}</option>
                {pickupLocations.map((p) => (
                  <option key={p.locationId} value={p.locationId}>{p.libraryName} · {p.locationName}</option>
                ))}
              </select>
            </label>
          ) : null}
          {kind && DELIVERED.includes(kind) ? (
            <label className="mt-3 block text-sm font-medium text-slate-900">
              {t('form.address')}
              <textarea required rows={2} maxLength={300} className={FIELD} placeholder={t('form.addressHint')} value={address} onChange={(event) => setAddress(event.target.value)} />
            </label>
          ) : null}
          <RequestContactFields contact={shown} onChange={setContact} />
          <label className="mt-3 block text-sm font-medium text-slate-900">
            {t('form.note')}
            <input maxLength={300} className={FIELD} value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          <p role="alert" className="mt-2 min-h-5 text-sm text-red-800">{problem}</p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <button type="submit" disabled={place.isPending} className="rounded bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-900 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800">
              {t('form.submit')}
            </button>
            <Link to={`/searchList/bookDetails/${recordId}`} className="text-sm text-sky-900 underline">{t('form.back')}</Link>
          </div>
        </>
      )}
    </form>
  )
}
