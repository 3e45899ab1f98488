import { useEffect, useRef, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useForcedPasswordChange } from '../../lib/forced-change.ts'
import { encryptPassword } from '../../lib/password-cipher.ts'
import { trpc } from '../../lib/trpc.ts'
import { BindingCard } from './BindingCard.tsx'
import { BindingField } from './BindingField.tsx'
import { useBindingNotice } from './binding-notice.ts'
import { useBindingTicket } from './binding-ticket.ts'
import { MissingTicket } from './MissingTicket.tsx'
import { useFieldValues } from './use-field-values.ts'

const FIELDS = ['username', 'password'] as const
/** How long the success message stays before the login screen opens. */
export const BIND_ACCOUNT_REDIRECT_MS = 2000

/**
 * /bindAccount (spec §2, §4): links the WeChat account of the `openId` ticket to a library account by user
 * name and password. Success says so and opens /login, where the patron signs in (again by WeChat or by password).
 * An initial or expired password links nothing: the forced change opens and returns here to link with the new one.
 */
export function BindAccountPage() {
  const { t } = useTranslation(['sso', 'routes'])
  const navigate = useNavigate()
  const openId = useBindingTicket('openId')
  const utils = trpc.useUtils()
  const bind = trpc.sso.userBind.useMutation()
  const form = useFieldValues(FIELDS, (field) => t(`validation.${field}`))
  const [notice, setNotice] = useBindingNotice()
  const forcedChange = useForcedPasswordChange()
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  if (!openId) return <MissingTicket title={t('routes:bindAccount')} />

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (bind.isPending || bind.data?.status === 'ok' || form.check()) return
    setNotice(null)
    try {
      const { keyHex } = await utils.identity.transportKey.fetch(undefined, { staleTime: Infinity })
      const account = { username: form.values.username.trim(), password: encryptPassword(form.values.password, keyHex) }
      const result = await bind.mutateAsync({ ...account, loginType: 1, openId })
      if (result.status !== 'ok') {
        const reminder = forcedChange(result, { ...account, returnTo: `/bindAccount?openId=${encodeURIComponent(openId)}` })
        if (reminder) setNotice({ kind: 'reminder', message: reminder })
        return
      }
      setNotice({ kind: 'success', message: t('bindAccount.success') })
      timer.current = window.setTimeout(() => navigate('/login', { replace: true }), BIND_ACCOUNT_REDIRECT_MS)
    } catch (error) {
      setNotice({ kind: 'error', message: error instanceof Error && error.message ? error.message : t('failed') })
    }
  }

  return (
    <BindingCard
      title={t('routes:bindAccount')}
      intro={t('bindAccount.intro')}
      submitLabel={t('bindAccount.submit')}
      pendingLabel={t('submitting')}
      pending={bind.isPending}
      onSubmit={(e) => void onSubmit(e)}
      notice={notice}
    >
      <BindingField label={t('fields.username')} name="username" autoComplete="username" value={form.values.username} onChange={form.change('username')} error={form.errors.username} inputRef={form.refs.username} />
      <BindingField label={t('fields.password')} name="password" type="password" autoComplete="current-password" value={form.values.password} onChange={form.change('password')} error={form.errors.password} inputRef={form.refs.password} />
    </BindingCard>
  )
}
