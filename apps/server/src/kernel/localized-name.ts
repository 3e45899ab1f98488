import type { Locale } from '@portal/contracts'

/** A name in the request's language: English or Traditional where staff gave one, else the Chinese name. */
export function localizedName(names: { name: string; englishName: string; complexName: string }, locale: Locale): string {
  if (locale === 'en-US') return names.englishName || names.name
  if (locale === 'zh-TW') return names.complexName || names.name
  return names.name
}

/** Name of a place in the request's language, falling back to the Chinese name LibStar clients expect. */
export function placeName(place: { libName?: string; locationName?: string; englishName: string; complexName: string }, locale: Locale): string {
  return localizedName({ name: place.libName ?? place.locationName ?? '', englishName: place.englishName, complexName: place.complexName }, locale)
}
