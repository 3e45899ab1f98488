import type { Profile } from '@portal/contracts'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../lib/use-locale.ts'

type FieldKey =
  | 'username' | 'name' | 'primaryId' | 'userBarcode' | 'libName' | 'userType' | 'department' | 'major' | 'grade' | 'className' | 'position' | 'job'
  | 'unit' | 'certificateNumber' | 'email' | 'mobile' | 'wechat' | 'learningApp' | 'deposit' | 'prepayment' | 'validTime' | 'cardState' | 'lendingParticipation'

/** Every field of spec §3 "Profile", as the library keeps it. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile')
  const locale = useLocale()
  const money = useMemo(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' }), [locale])
  const day = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }), [locale])
  const formatDay = (value: string | null) => (value ? day.format(new Date(`${value}T00:00:00Z`)) : t('openEnded'))
  const text = (value: string) => value || <span className="text-slate-500">{t('none')}</span>
  const verified = (value: string, ok: boolean) => (
    <>
      {text(value)}
      {value ? <span className={`ml-2 rounded px-1.5 py-0.5 text-xs ring-1 ring-inset ${ok ? 'bg-emerald-50 text-emerald-900 ring-emerald-700/30' : 'bg-amber-50 text-amber-900 ring-amber-700/30'}`}>{ok ? t('verified') : t('unverified')}</span> : null}
    </>
  )
  const rows: [FieldKey, ReactNode][] = [
    ['username', profile.username], ['name', profile.name], ['primaryId', text(profile.primaryId)], ['userBarcode', text(profile.userBarcode)],
    ['libName', text(profile.libName)], ['userType', text(profile.userType)], ['department', text(profile.department)], ['major', text(profile.major)],
    ['grade', text(profile.grade)], ['className', text(profile.className)], ['position', text(profile.position)], ['job', text(profile.job)],
    ['unit', text(profile.unit)], ['certificateNumber', text(profile.certificateNumber)],
    ['email', verified(profile.email, profile.emailVerified)], ['mobile', verified(profile.mobile, profile.mobileVerified)],
    ['wechat', profile.wechatBound ? t('bound') : t('unbound')], ['learningApp', profile.learningAppBound ? t('bound') : t('unbound')],
    ['deposit', money.format(profile.depositCents / 100)], ['prepayment', money.format(profile.prepaymentCents / 100)],
    ['validTime', t('validRange', { from: formatDay(profile.validFrom), until: formatDay(profile.validUntil) })],
    ['cardState', t(`state.${profile.status}`)], ['lendingParticipation', profile.lendingParticipation ? t('yes') : t('no')],
  ]
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="profile-card">
      {rows.map(([key, value]) => (
        <div key={key} className="flex min-w-0 flex-wrap gap-x-2 border-b border-slate-100 py-1.5">
          <dt className="w-32 shrink-0 text-sm text-slate-600">{t(`field.${key}`)}</dt>
          <dd className="min-w-0 flex-1 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
