import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { trpc } from '../../lib/trpc.ts'
import { BindingCard } from './BindingCard.tsx'
import { BindingField } from './BindingField.tsx'
import { useBindingTicket } from './binding-ticket.ts'
import { MissingTicket } from './MissingTicket.tsx'
import { storeBindingSession } from './signed-in-session.ts'
import { useFieldValues } from './use-field-values.ts'

const FIELDS = ['name', 'primaryId'] as const

/**
 * /relevanceUid, account association (spec §2, §4): a single sign-on account no library account matched is
 * associated by the patron's name and primaryId (both required); success stores the token and opens /Home.
 */
export function RelevanceUidPage() {
  const { t } = useTranslation(['sso', 'routes'])
  const navigate = useNavigate()
  const uid = useBindingTicket('uid')
  const utils = trpc.useUtils()
  const associate = trpc.sso.associate.useMutation()
  const form = useFieldValues(FIELDS, (field) => t(`validation.${field}`))
  const [notice, setNotice] = useState<{ kind: 'error'; message: string } | null>(null)

  if (!uid) return <MissingTicket title={t('routes:relevanceUid')} />

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (associate.isPending || form.check()) return
    setNotice(null)
    try {
      const token = await associate.mutateAsync({ name: form.values.name.trim(), primaryId: form.values.primaryId.trim(), uid })
      if (!storeBindingSession(token)) throw new Error(t('failed'))
      await utils.identity.me.invalidate()
      navigate('/Home', { replace: true })
    } catch (error) {
      setNotice({ kind: 'error', message: error instanceof Error && error.message ? error.message : t('failed') })
    }
  }

  return (
    <BindingCard
      title={t('routes:relevanceUid')}
      intro={t('relevance.intro')}
      submitLabel={t('relevance.submit')}
      pendingLabel={t('submitting')}
      pending={associate.isPending}
      onSubmit={(e) => void onSubmit(e)}
      notice={notice}
    >
      <BindingField label={t('fields.name')} name="name" autoComplete="name" value={form.values.name} onChange={form.change('name')} error={form.errors.name} inputRef={form.refs.name} />
      <BindingField label={t('fields.primaryId')} name="primaryId" autoComplete="off" value={form.values.primaryId} onChange={form.change('primaryId')} error={form.errors.primaryId} inputRef={form.refs.primaryId} />
    </BindingCard>
  )
}
