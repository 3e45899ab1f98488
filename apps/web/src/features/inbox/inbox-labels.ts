import type { InboxCategory } from '@portal/contracts'

/** The server's MESSAGE_CATEGORIES, kept here without the zod module (the bundle carries no schema). */
const CATEGORIES = ['REQUEST_READY', 'SUBSCRIPTION_ALERT', 'FEEDBACK_REPLY', 'RECOMMENDATION_REPLY', 'LIBRARY'] as const satisfies readonly InboxCategory[]

/** The i18n key of a message's category label; a category added later reads as a system message. */
export const categoryKey = (category: string): `category.${InboxCategory | 'other'}` =>
  (CATEGORIES as readonly string[]).includes(category) ? `category.${category as InboxCategory}` : 'category.other'

/** The badge colours of each category, so a notice from the library stands apart from system notices. */
export const categoryTone = (category: string): string =>
  category === 'LIBRARY' ? 'bg-sky-50 text-sky-900 ring-sky-700/30' : category === 'REQUEST_READY' ? 'bg-emerald-50 text-emerald-900 ring-emerald-700/30' : 'bg-slate-100 text-slate-800 ring-slate-600/30'
