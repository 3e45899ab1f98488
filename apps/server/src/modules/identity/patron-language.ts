import { DEFAULT_LOCALE, LocaleSchema, type Locale } from '@portal/contracts'
import type { TenantData } from '../../data/tenant-data.ts'

// The language a patron reads what the library writes to them later (alerts, notices, replies, mails): the one of
// their last sign-in, kept as their `language` setting (the key LibStar clients use; a stored `zh_TW` is read as
// zh-TW). A message is written once, in that language, because nobody's request is there to ask.

const LANGUAGE_SETTING = 'language'

export async function readPatronLanguage(data: Pick<TenantData, 'userSetting'>, patronId: number): Promise<Locale> {
  const setting = await data.userSetting.findFirst({ where: { patronId, key: LANGUAGE_SETTING }, select: { value: true } })
  const parsed = LocaleSchema.safeParse(setting?.value.replace('_', '-'))
  return parsed.success ? parsed.data : DEFAULT_LOCALE
}

export async function rememberPatronLanguage(data: Pick<TenantData, 'userSetting'>, tenantId: number, patronId: number, locale: Locale): Promise<void> {
  await data.userSetting.upsert({
    where: { tenantId_patronId_key: { tenantId, patronId, key: LANGUAGE_SETTING } },
    create: { tenantId, patronId, key: LANGUAGE_SETTING, value: locale },
    update: { value: locale },
  })
}
