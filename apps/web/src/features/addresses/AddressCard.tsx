import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from './address-types.ts'

type AddressCardProps = {
  address: Address
  busy: boolean
  onEdit: () => void
  onSetDefault: () => void
  onDelete: () => void
}

const BUTTON = 'rounded border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 disabled:opacity-50'

/** One address: who receives it where, its type and the default mark, and its actions (delete asks first, in place). */
export function AddressCard({ address, busy, onEdit, onSetDefault, onDelete }: AddressCardProps) {
  const { t } = useTranslation('addresses')
  const [confirming, setConfirming] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
  }, [confirming])
  const place = [address.province, address.city, address.district].filter((part) => part && part !== '市辖区').join(' ')
  return (
    <li
      className={`rounded-lg border p-4 ${address.isDefault ? 'border-slate-700 bg-slate-50' : 'border-slate-200 bg-white'}`}
      aria-label={t('addressOf', { recipient: address.recipient })}
      data-testid="address-card"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{address.recipient}</span>
        <span className="text-slate-700">{address.phone}</span>
        {address.typeName ? <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{address.typeName}</span> : null}
        {address.isDefault ? <span data-testid="address-default" className="rounded bg-slate-800 px-2 py-0.5 text-xs font-medium text-white">{t('default')}</span> : null}
      </div>
      <p className="mt-2 break-words text-slate-800">
        {place} {address.details}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {t('field_zipCode')}: {address.zipCode}
      </p>
      {confirming ? (
        <div role="group" aria-label={t('confirmDelete')} className="mt-3 rounded bg-red-50 p-3 ring-1 ring-inset ring-red-700/30">
          <p className="text-sm text-red-900">{address.isDefault ? t('confirmDeleteDefault') : t('confirmDelete')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button ref={confirmRef} type="button" disabled={busy} onClick={onDelete} className={`${BUTTON} border-red-700 bg-red-700 text-white hover:bg-red-800`}>
              {t('confirm')}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={`${BUTTON} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={onEdit} className={`${BUTTON} border-slate-300 text-slate-800 hover:bg-slate-100`}>{t('edit')}</button>
          {address.isDefault ? null : (
            <button type="button" disabled={busy} onClick={onSetDefault} className={`${BUTTON} border-slate-300 text-slate-800 hover:bg-slate-100`}>{t('setDefault')}</button>
          )}
          <button type="button" disabled={busy} onClick={() => setConfirming(true)} className={`${BUTTON} border-red-300 text-red-800 hover:bg-red-50`}>{t('delete')}</button>
        </div>
      )}
    </li>
  )
}
