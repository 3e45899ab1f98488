import type { FindConfig, Locale, MenuItemDto } from '@portal/contracts'
import { menuLabel, parseMenuUrl, type NavItem } from './nav-items.ts'

/** Keys that show even when menuB leaves them out (spec §2): personal info and problem feedback. */
const ALWAYS_SHOWN = ['1', '12'] as const
const RECOMMEND_KEY = '6'
const RECOMMEND_FLAGS = ['purderRec', 'freeRec', 'customRec', 'recRecord'] as const

type Labels = { personalInfo: string; feedback: string; documents: string }

/**
 * The user dropdown of spec §2: the entries menuB enables (in its order), personal info and feedback
 * always, the recommend entry only while recommending is allowed and at least one of purderRec, freeRec,
 * customRec, recRecord is on, and a document link when a document-service address is configured.
 */
export function userMenuItems(
  menuB: readonly MenuItemDto[],
  findConfig: Pick<FindConfig, (typeof RECOMMEND_FLAGS)[number] | 'documentServiceUrl'>,
  locale: Locale,
  labels: Labels,
  { recommendAllowed = true }: { recommendAllowed?: boolean } = {},
): NavItem[] {
  const recommendOn = recommendAllowed && RECOMMEND_FLAGS.some((flag) => findConfig[flag] !== '0')
  const enabled = menuB
    .filter((item) => item.useFlag === '1' && item.menuKey !== null)
    .filter((item) => item.menuKey !== RECOMMEND_KEY || recommendOn)
    .toSorted((a, b) => a.sortOrder - b.sortOrder)
  const items: NavItem[] = enabled.map((item) => ({
    id: `user-${item.menuKey}`,
    label: menuLabel(item, locale),
    target: parseMenuUrl(item.menuUrl, item.jumpMode === '2'),
    children: [],
  }))
  for (const key of ALWAYS_SHOWN) {
    if (items.some((item) => item.id === `user-${key}`)) continue
    items.push({ id: `user-${key}`, label: key === '1' ? labels.personalInfo : labels.feedback, target: { kind: 'route', to: `/personalExternal/${key}`, newWindow: false }, children: [] })
  }
  if (/^https?:\/\//i.test(findConfig.documentServiceUrl))
    items.push({ id: 'user-documents', label: labels.documents, target: { kind: 'external', href: findConfig.documentServiceUrl, newWindow: true }, children: [] })
  return items
}
