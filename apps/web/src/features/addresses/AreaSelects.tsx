import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../lib/trpc.ts'

export type AreaChoice = { provinceCode: string; cityCode: string; areaCode: string }

const SELECT_CLASS =
  'w-full rounded border border-slate-300 bg-white px-2 py-2 text-slate-900 focus-visible:border-slate-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 disabled:bg-slate-100 disabled:text-slate-500'

/**
 * Province → city → district from the server's division codes (loadArea): choosing a level loads the next and
 * clears what was chosen below it, so the district always lies in the city and province shown.
 */
export function AreaSelects({ value, onChange }: { value: AreaChoice; onChange: (next: AreaChoice) => void }) {
  const { t } = useTranslation('addresses')
  const id = useId()
  const provinces = trpc.addresses.areas.useQuery({ parentCode: '' }, { staleTime: Infinity })
  const cities = trpc.addresses.areas.useQuery({ parentCode: value.provinceCode }, { enabled: Boolean(value.provinceCode), staleTime: Infinity })
  const districts = trpc.addresses.areas.useQuery({ parentCode: value.cityCode }, { enabled: Boolean(value.cityCode), staleTime: Infinity })
  const levels = [
    { key: 'province', label: t('field_province'), options: provinces.data ?? [], current: value.provinceCode, disabled: false,
      choose: (code: string) => onChange({ provinceCode: code, cityCode: '', areaCode: '' }) },
    { key: 'city', label: t('field_city'), options: value.provinceCode ? (cities.data ?? []) : [], current: value.cityCode, disabled: !value.provinceCode,
      choose: (code: string) => onChange({ ...value, cityCode: code, areaCode: '' }) },
    { key: 'district', label: t('field_district'), options: value.cityCode ? (districts.data ?? []) : [], current: value.areaCode, disabled: !value.cityCode,
      choose: (code: string) => onChange({ ...value, areaCode: code }) },
  ]
  return (
    <fieldset className="space-y-1">
      <legend className="block text-sm font-medium text-slate-800">{t('field_area')}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {levels.map((level) => (
          <div key={level.key}>
            <label htmlFor={`${id}-${level.key}`} className="sr-only">{level.label}</label>
            <select
              id={`${id}-${level.key}`}
              data-testid={`area-${level.key}`}
              className={SELECT_CLASS}
              value={level.current}
              disabled={level.disabled}
              onChange={(e) => level.choose(e.target.value)}
            >
              <option value="">{`${level.label}: ${t('choose')}`}</option>
              {level.options.map((area) => (
                <option key={area.code} value={area.code}>{area.name}</option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
