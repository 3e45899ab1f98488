import type { Resources } from '@portal/i18n'
import type { NavItem } from './nav-items.ts'

export type DefaultMenuLabelKey = keyof Resources['nav']['defaultMenu']

type DefaultMenuEntry = {
  labelKey: DefaultMenuLabelKey
  path?: string
  newWindow?: boolean
  children?: DefaultMenuEntry[]
}

/** The menu used when the server gives none (spec §2 "Menu"). Detail pages stay out of the menu. */
const DEFAULT_MENU: DefaultMenuEntry[] = [
  { labelKey: 'resourceSearch', path: '/searchList' },
  {
    labelKey: 'browse',
    children: [
      { labelKey: 'categorySearch', path: '/categorySearchList' },
      { labelKey: 'newBooks', path: '/newBookInform' },
      { labelKey: 'bookDonation', path: '/bookDonate' },
    ],
  },
  {
    labelKey: 'recommendation',
    children: [
      { labelKey: 'popularBorrowing', path: '/hotBook' },
      { labelKey: 'purchaseOnDemand', path: '/drivePurchas', newWindow: true },
    ],
  },
  {
    labelKey: 'navigation',
    children: [
      { labelKey: 'journals', path: '/magazineNav' },
      { labelKey: 'databases', path: '/dataBaseNav' },
      { labelKey: 'specialLibraries', path: '/specialBaseNav' },
    ],
  },
  {
    labelKey: 'subjectService',
    children: [
      { labelKey: 'departments', path: '/departmentList' },
      { labelKey: 'researchers', path: '/researcher' },
      { labelKey: 'ownSchoolTheses', path: '/schoolBaseNav' },
      { labelKey: 'courseReference', path: '/courseReference' },
    ],
  },
]

function toNavItem(entry: DefaultMenuEntry, label: (key: DefaultMenuLabelKey) => string): NavItem {
  return {
    id: `default-${entry.labelKey}`,
    label: label(entry.labelKey),
    target: entry.path ? { kind: 'route', to: entry.path, newWindow: entry.newWindow ?? false } : null,
    children: (entry.children ?? []).map((child) => toNavItem(child, label)),
  }
}

export function defaultNavItems(label: (key: DefaultMenuLabelKey) => string): NavItem[] {
  return DEFAULT_MENU.map((entry) => toNavItem(entry, label))
}
