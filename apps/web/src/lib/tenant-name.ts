import type { GroupInfo, Locale } from '@portal/contracts'
import { pickLocalized } from './localized-text.ts'

/** The tenant's name in the page's language: name (zh-CN), complexName (zh-TW), englishName (en-US). */
export function tenantName(group: Pick<GroupInfo, 'name' | 'complexName' | 'englishName'>, locale: Locale): string {
  return pickLocalized({ 'zh-CN': group.name, 'zh-TW': group.complexName, 'en-US': group.englishName }, locale)
}
