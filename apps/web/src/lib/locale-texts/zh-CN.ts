import { byNamespace } from '../locale-texts.ts'

/** Every namespace of zh-CN, in one chunk (loaded by LOCALE_TEXTS). */
export const texts = byNamespace(import.meta.glob('../../../../../packages/i18n/locales/zh-CN/*.json', { eager: true, import: 'default' }))
