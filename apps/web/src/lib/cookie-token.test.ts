import { describe, expect, it } from 'vitest'
import { cookieToken } from './cookie-token.ts'

describe('token cookies', () => {
  it('reads jwt and its header name among other cookies', () => {
    expect(cookieToken('route=abc; jwt=aaa.bbb.ccc; jwtHeader=jwtOpacAuth; libCode=')).toEqual({ value: 'aaa.bbb.ccc', header: 'jwtOpacAuth' })
  })
  it('defaults the header name, and answers null without a jwt cookie', () => {
    expect(cookieToken('jwt=t')).toEqual({ value: 't', header: 'jwtOpacAuth' })
    expect(cookieToken('jwtHeader=jwtOpacAuth; SESSION=x')).toBeNull()
    expect(cookieToken('')).toBeNull()
  })
  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(cookieToken('jwt=%E0%A4%A')?.value).toBe('%E0%A4%A')
  })
})
