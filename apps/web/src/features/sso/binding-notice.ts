import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import type { PasswordChangedState } from '../../lib/forced-change.ts'
import type { BindingNotice } from './BindingCard.tsx'

/**
 * The notice of a binding form that takes the password. A form refused for an initial or expired password sent the
 * patron to /modifyPassword, which returns here once it is changed: the form then says to bind with the new one.
 */
export function useBindingNotice() {
  const { t } = useTranslation('sso')
  const { state } = useLocation()
  const passwordChanged = (state as PasswordChangedState | null)?.passwordChanged === true
  return useState<BindingNotice | null>(() => (passwordChanged ? { kind: 'success', message: t('passwordChanged') } : null))
}
