import { describe, expect, it } from 'vitest'
import { childAreas, districtOf } from './china-areas.ts'

describe('china-areas', () => {
  it('answers provinces, a province’s cities and a city’s districts in the six-digit form, in either code form', () => {
    expect(childAreas('')).toHaveLength(31)
    expect(childAreas('33')).toEqual(childAreas('330000'))
    expect(childAreas('330000')).toContainEqual({ code: '330100', name: '杭州市' })
    expect(childAreas('3301')).toContainEqual({ code: '330106', name: '西湖区' })
    // Dongguan has no districts of its own: it lists itself as its one district.
    expect(childAreas('441900')).toEqual([{ code: '441900', name: '东莞市' }])
    for (const junk of ['330106', '99', 'abc', '<b>', '1', '1234567']) expect(childAreas(junk)).toEqual([])
  })

  it('finds a district with the province and city that hold it, and nothing for other codes', () => {
    expect(districtOf('110108')).toEqual({ provinceCode: '110000', cityCode: '110100', areaCode: '110108', province: '北京市', city: '市辖区', district: '海淀区' })
    expect(districtOf('441900')?.city).toBe('东莞市')
    for (const code of ['110100', '110000', '999999', '', '11010']) expect(districtOf(code)).toBeNull()
  })
})
