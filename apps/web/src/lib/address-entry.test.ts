import { describe, expect, it } from 'vitest'
import { pageSearchWithoutEntry, readAddressEntry } from './address-entry.ts'

describe('address entry', () => {
  it('reads the gateway landing form: token, header name, pageType and navigation', () => {
    expect(readAddressEntry('/Home', '?jwt=abc.def&jwtHeader=jwtOpacAuth&pageType=0&navigation=1')).toEqual({
      token: { value: 'abc.def', header: 'jwtOpacAuth' }, navigation: true, target: '/personalCenter',
    })
  })

  it.each([
    ['4', '/personalExternal/4'], ['14', '/personalExternal/14'], ['11', '/personalExternal/8'], ['8', '/personalCenter/customTabs'],
    ['101', '/searchList'], ['102', '/Home'], ['103', '/drivePurchas'], ['104', '/newBookInform'],
  ])('pageType %s opens %s', (pageType, target) => {
    expect(readAddressEntry('/Home', `?pageType=${pageType}`)?.target).toBe(target)
  })

  it('pageType 102 opens the record when a recordId comes along', () => {
    expect(readAddressEntry('/Home', '?pageType=102&recordId=42')?.target).toBe('/searchList/bookDetails/42')
    expect(readAddressEntry('/Home', '?pageType=102&recordId=42;alert(1)')?.target).toBe('/Home')
  })

  it('without a pageType stays on the page, keeping its other parameters and dropping the token', () => {
    expect(readAddressEntry('/searchList', '?searchFieldContent=%E4%B8%89%E4%BD%93&jwt=t')).toEqual({
      token: { value: 't', header: 'jwtOpacAuth' }, navigation: null, target: '/searchList?searchFieldContent=%E4%B8%89%E4%BD%93',
    })
  })

  it('takes the token from the real query string too, and leaves an ordinary address alone', () => {
    expect(readAddressEntry('/Home', '', '?jwt=q&jwtHeader=jwtOpacAuth')?.token).toEqual({ value: 'q', header: 'jwtOpacAuth' })
    expect(pageSearchWithoutEntry('?jwt=q&jwtHeader=jwtOpacAuth&utm=1')).toBe('?utm=1')
    expect(readAddressEntry('/searchList', '?searchFieldContent=x')).toBeNull()
  })
})
