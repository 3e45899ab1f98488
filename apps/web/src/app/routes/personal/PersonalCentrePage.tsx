import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, useParams } from 'react-router-dom'
import { BehaviourPanel } from '../../../features/circulation/BehaviourPanel.tsx'
import { LoansPanel } from '../../../features/circulation/LoansPanel.tsx'
import { SubscriptionsPanel } from '../../../features/subscriptions/SubscriptionsPanel.tsx'
import { RequestsPanel } from '../../../features/circulation/requests/RequestsPanel.tsx'
import { PointsPanel } from '../../../features/circulation/PointsPanel.tsx'
import { CardStatus } from '../../../features/circulation/card/CardStatus.tsx'
import { LeaveSchoolPanel } from '../../../features/circulation/card/LeaveSchoolPanel.tsx'
import { InboxPanel } from '../../../features/inbox/InboxPanel.tsx'
import { ProfileSection } from './ProfileSection.tsx'
import { AddressesPanel } from '../../../features/addresses/AddressesPanel.tsx'
import { FeedbackPanel } from '../../../features/feedback/FeedbackPanel.tsx'
import { OverviewPanel } from '../../../features/personal-overview/OverviewPanel.tsx'
import { FavouritesPanel } from '../../../features/favourites/FavouritesPanel.tsx'
import { QuestionnairesPanel } from '../../../features/questionnaires/QuestionnairesPanel.tsx'
import { useCurrentUser } from '../../../lib/use-current-user.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { usePortalBootstrap } from '../../../lib/use-portal-bootstrap.ts'
import { userMenuItems } from '../../shell/navigation/user-menu-items.ts'

/**
 * The panel of each user-menu key that is built (spec §2 "User dropdown"); My library itself (key 0) opens on
 * its overview (set below). The other keys show that their part is being built.
 */
const PANELS: Partial<Record<string, ComponentType>> = { '2': FavouritesPanel, '0': LoansPanel, '4': RequestsPanel, '5': LoansPanel, '7': BehaviourPanel, '8': PointsPanel, '14': LeaveSchoolPanel }
// Personal information (key 1) and the inbox (key 13), issue 16.
PANELS['1'] = ProfileSection
PANELS['13'] = InboxPanel
PANELS['9'] = AddressesPanel
PANELS['12'] = FeedbackPanel
PANELS['10'] = QuestionnairesPanel
PANELS['3'] = SubscriptionsPanel
// My library itself (key 0) opens on the overview: every count a shortcut to its section (issue 16).
PANELS['0'] = OverviewPanel

/** My library (/personalCenter) and its sections (/personalExternal/{key}): the user menu beside the section. */
export function PersonalCentrePage() {
  const { t } = useTranslation(['circulation', 'nav'])
  const { n: key = '0' } = useParams()
  const locale = useLocale()
  const bootstrap = usePortalBootstrap()
  const { user } = useCurrentUser()
  const sections = bootstrap.data
    ? userMenuItems(bootstrap.data.menu.menuB, bootstrap.data.findConfig, locale, {
        personalInfo: t('nav:user.personalInfo'), feedback: t('nav:user.feedback'), documents: t('nav:user.documents'),
      }).filter((item) => item.target?.kind === 'route')
    : []
  const Panel = PANELS[key]
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('centre.title')}</h1>
      {user ? <p className="mt-1 text-sm text-slate-600">{t('centre.signedInAs', { name: user.name })}</p> : null}
      {user ? <CardStatus /> : null}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[13rem_minmax(0,1fr)]">
        <nav aria-label={t('centre.sections')} className="min-w-0">
          <ul className="flex gap-1 overflow-x-auto pb-1 md:flex-col md:overflow-visible">
            {sections.map((item) => {
              const to = item.target?.kind === 'route' ? item.target.to : '/personalCenter'
              return (
                <li key={item.id} className="shrink-0">
                  <NavLink
                    to={to}
                    end
                    className={({ isActive }) =>
                      `block rounded px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 ${isActive ? 'bg-slate-800 font-medium text-white' : 'text-slate-800 hover:bg-slate-100'}`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="min-w-0">{Panel ? <Panel /> : <p className="rounded border border-slate-200 bg-slate-50 p-6 text-slate-700">{t('centre.building')}</p>}</div>
      </div>
    </div>
  )
}
