import type { Resources } from '@portal/i18n'

// Typed translation keys: t('notFound.title') is checked against packages/i18n/locales/zh-CN.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: Resources
  }
}
