import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { clearForcedChange, readForcedChange, type ForcedChange, type PasswordChangedState } from '../../../lib/forced-change.ts'
import { encryptPassword } from '../../../lib/password-cipher.ts'
import { trpc } from '../../../lib/trpc.ts'
import { useCurrentUser } from '../../../lib/use-current-user.ts'
import { usePortalBootstrap } from '../../../lib/use-portal-bootstrap.ts'
import { PasswordChangeForm } from './PasswordChangeForm.tsx'
import type { PasswordValues } from './password-change-rules.ts'
import { RequireLogin } from './RequireLogin.tsx'

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : '')

/**
 * /modifyPassword. Forced (a sign-in or a binding form left localStorage `modifyPassword`): the server's reason,
 * the account fixed, the old password already known; success returns to /login to sign in with the new one, or
 * to the binding form that was refused, to bind with it. Otherwise
 * the signed-in patron changes their own password (a visitor is asked to sign in first).
 */
export function ModifyPasswordPage() {
  const [forced] = useState(readForcedChange)
  return forced ? <ForcedChangeView forced={forced} /> : <RequireLogin titleKey="modifyPassword"><OwnChangeView /></RequireLogin>
}

function usePolicyAndKey() {
  const bootstrap = usePortalBootstrap()
  const utils = trpc.useUtils()
  const findConfig = bootstrap.data?.findConfig
  const policy = { isPasswordProtect: findConfig?.isPasswordProtect ?? '0', passwordCheck: findConfig?.passwordCheck ?? '1' }
  const encrypt = async (values: PasswordValues) => {
    const { keyHex } = await utils.identity.transportKey.fetch(undefined, { staleTime: Infinity })
    return { keyHex, newPassword: encryptPassword(values.newPassword, keyHex), confirmPassword: encryptPassword(values.confirmPassword, keyHex), oldPassword: encryptPassword(values.oldPassword, keyHex) }
  }
  const keyHex = utils.identity.transportKey.getData()?.keyHex
  return { policy, encrypt, keyHex }
}

function PageFrame({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  const { t } = useTranslation('routes')
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="mb-4 text-center text-2xl font-bold text-slate-900">{t('modifyPassword')}</h1>
      {lead}
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>
    </div>
  )
}

function ForcedChangeView({ forced }: { forced: ForcedChange }) {
  const navigate = useNavigate()
  const forceModify = trpc.identity.forceModify.useMutation()
  const { policy, encrypt, keyHex } = usePolicyAndKey()
  trpc.identity.transportKey.useQuery(undefined, { staleTime: Infinity })
  const submit = async (values: PasswordValues) => {
    try {
      const sent = await encrypt(values)
      await forceModify.mutateAsync({ username: forced.username, oldPassword: forced.password, newPassword: sent.newPassword, confirmPassword: sent.confirmPassword })
      clearForcedChange()
      navigate(forced.returnTo ?? '/login', { replace: true, state: { passwordChanged: true } satisfies PasswordChangedState })
      return null
    } catch (error) {
      return errorMessage(error)
    }
  }
  return (
    <PageFrame lead={forced.msg ? <p role="status" className="mb-4 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{forced.msg}</p> : null}>
      <PasswordChangeForm
        policy={policy}
        identity={{ username: forced.username }}
        fixedUsername={forced.username}
        oldKnown
        isSameAsOld={(values) => keyHex !== undefined && encryptPassword(values.newPassword, keyHex) === forced.password}
        onSubmit={submit}
      />
    </PageFrame>
  )
}

function OwnChangeView() {
  const { t } = useTranslation('login')
  const { user } = useCurrentUser()
  const changePassword = trpc.identity.changePassword.useMutation()
  const { policy, encrypt } = usePolicyAndKey()
  const [changed, setChanged] = useState(0)
  const submit = async (values: PasswordValues) => {
    try {
      const sent = await encrypt(values)
      await changePassword.mutateAsync({ oldPassword: sent.oldPassword, newPassword: sent.newPassword, confirmPassword: sent.confirmPassword })
      setChanged((n) => n + 1)
      return null
    } catch (error) {
      return errorMessage(error)
    }
  }
  return (
    <PageFrame lead={<p role="status" className="mb-4 rounded bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200 empty:hidden">{changed ? t('password.changed') : ''}</p>}>
      {/* A new form after each success: the fields start empty again. */}
      <PasswordChangeForm key={changed} policy={policy} identity={{ username: user?.username, primaryId: user?.primaryId }} oldKnown={false} isSameAsOld={(values) => values.newPassword === values.oldPassword} onSubmit={submit} />
    </PageFrame>
  )
}
