import { useState } from 'react'
import { ActionNotice, type ActionNoticeValue } from '../../components/ActionNotice.tsx'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { trpc } from '../../lib/trpc.ts'
import { AddressCard } from './AddressCard.tsx'
import { AddressDialog } from './AddressDialog.tsx'
import type { Address } from './address-types.ts'

/** The server's MAX_ADDRESSES, kept here without the zod module. */
const MAX_ADDRESSES = 20

/**
 * "Addresses" of My library (user menu key 9): the patron's address cards, the default first; add and edit in a
 * dialog, set the default, delete after a confirmation. The list is fetched again after every change (spec §4).
 */
export function AddressesPanel() {
  const { t } = useTranslation('addresses')
  const utils = trpc.useUtils()
  const list = trpc.addresses.list.useQuery()
  const [dialog, setDialog] = useState<{ open: boolean; editing: Address | null }>({ open: false, editing: null })
  const [notice, setNotice] = useState<ActionNoticeValue | null>(null)
  const reload = () => void Promise.all([utils.addresses.list.invalidate(), utils.addresses.defaultId.invalidate()])
  const done = (text: string) => ({
    onSuccess: () => {
      setNotice({ text, error: false })
      reload()
    },
    onError: (error: { message: string }) => {
      setNotice({ text: error.message, error: true })
      reload()
    },
  })
  const setDefault = trpc.addresses.setDefault.useMutation(done(t('defaultSet')))
  const remove = trpc.addresses.remove.useMutation(done(t('deleted')))
  const busy = setDefault.isPending || remove.isPending
  const count = list.data?.length ?? 0
  const full = count >= MAX_ADDRESSES

  return (
    <section aria-labelledby="addresses-heading">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="addresses-heading" className="text-xl font-semibold text-slate-900">{t('title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
        </div>
        <button
          type="button"
          disabled={full || !list.data}
          onClick={() => setDialog({ open: true, editing: null })}
          className="rounded-md bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700 disabled:opacity-60"
        >
          {t('add')}
        </button>
      </div>
      <ActionNotice notice={notice} />
      {list.isPending ? (
        <p className="py-8 text-slate-600" aria-busy="true">{t('loading')}</p>
      ) : list.isError ? (
        <ErrorPanel title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.length ? (
        <>
          <p className="mb-2 text-sm text-slate-600">{full ? t('limitReached', { max: MAX_ADDRESSES }) : t('count', { count, max: MAX_ADDRESSES })}</p>
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {list.data.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                busy={busy}
                onEdit={() => setDialog({ open: true, editing: address })}
                onSetDefault={() => setDefault.mutate({ id: address.id })}
                onDelete={() => remove.mutate({ id: address.id })}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className="rounded border border-dashed border-slate-300 p-6 text-slate-700">{t('empty')}</p>
      )}
      <AddressDialog
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog({ open: false, editing: null })}
        onSaved={() => {
          setDialog({ open: false, editing: null })
          setNotice({ text: t('saved'), error: false })
          reload()
        }}
      />
    </section>
  )
}
