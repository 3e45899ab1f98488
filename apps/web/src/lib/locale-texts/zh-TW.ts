import { byNamespace } from '../locale-texts.ts'

/** Every namespace of zh-TW, in one chunk (loaded by LOCALE_TEXTS). */
export const texts = byNamespace(import.meta.glob('../../../../../packages/i18n/locales/zh-TW/*.json', { eager: true, import: 'default' }))
