import { byNamespace } from '../locale-texts.ts'

/** Every namespace of en-US, in one chunk (loaded by LOCALE_TEXTS). */
export const texts = byNamespace(import.meta.glob('../../../../../packages/i18n/locales/en-US/*.json', { eager: true, import: 'default' }))
