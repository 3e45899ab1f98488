import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LabelledSelect } from '../../../components/search-box/LabelledSelect.tsx'
import type { SearchDictionaries } from '../../../components/search-box/use-search-choices.ts'
import type { AdvancedForm, LimitName } from './advanced-form.ts'

type AdvancedLimitsProps = {
  form: AdvancedForm
  dictionaries: SearchDictionaries | undefined
  onChange: (patch: Partial<AdvancedForm>) => void
  yearInvalid: boolean
}

type CodeList = { code: string; name: string }[]
const LISTS: Record<LimitName, (d: SearchDictionaries) => CodeList> = {
  docCode: (d) => d.docCode,
  langCode: (d) => d.langCode,
  countryCode: (d) => d.countryCode,
  libCode: (d) => d.libCode,
  campusId: (d) => d.campusCode,
  locationId: (d) => d.locationId,
  coreInclude: (d) => d.coreInclude as CodeList,
}

/** The limits of the advanced search (catalogue.dictionaries); a list the library does not use is left out. */
export function AdvancedLimits({ form, dictionaries, onChange, yearInvalid }: AdvancedLimitsProps) {
  const { t } = useTranslation('search')
  const fromId = useId()
  const toId = useId()
  const input = 'w-24 rounded border border-slate-300 px-2 py-1 tabular-nums focus-visible:outline-2 focus-visible:outline-slate-700'
  return (
    <fieldset className="mt-6 rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{t('advanced.limits')}</legend>
      <div className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {(Object.keys(LISTS) as LimitName[]).map((name) => {
          const list = dictionaries ? LISTS[name](dictionaries) : []
          if (!list.length && !form.limits[name]) return null
          return (
            <LabelledSelect
              key={name}
              label={t(`limits.${name}`)}
              value={form.limits[name]}
              options={[{ value: '', label: t('limits.any') }, ...list.map((entry) => ({ value: entry.code, label: entry.name }))]}
              onChange={(value) => onChange({ limits: { ...form.limits, [name]: value } })}
              className="justify-between"
              selectClassName="w-48 max-w-full"
            />
          )
        })}
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-slate-700">{t('facets.year')}</span>
          <label htmlFor={fromId} className="sr-only">
            {t('year.from')}
          </label>
          <input id={fromId} type="number" inputMode="numeric" min={0} max={9999} placeholder={t('year.from')} value={form.yearFrom} onChange={(e) => onChange({ yearFrom: e.target.value })} aria-invalid={yearInvalid} className={input} />
          <span aria-hidden="true">–</span>
          <label htmlFor={toId} className="sr-only">
            {t('year.to')}
          </label>
          <input id={toId} type="number" inputMode="numeric" min={0} max={9999} placeholder={t('year.to')} value={form.yearTo} onChange={(e) => onChange({ yearTo: e.target.value })} aria-invalid={yearInvalid} className={input} />
        </div>
        <label className="flex cursor-pointer items-center gap-2 text-slate-800">
          <input type="checkbox" checked={form.onlyOnShelf} onChange={(e) => onChange({ onlyOnShelf: e.target.checked })} className="size-4 accent-slate-700" />
          {t('facets.onlyOnShelf')}
        </label>
      </div>
    </fieldset>
  )
}
