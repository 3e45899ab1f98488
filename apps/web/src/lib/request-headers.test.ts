import { describe, expect, it } from 'vitest'
import { rememberAuthToken } from './auth-token.ts'
import { buildRequestHeaders } from './request-headers.ts'
import { rememberGroupCode } from './tenant-session.ts'

function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  }
}

describe('request headers', () => {
  it('carry the language in both LibStar forms and the mapping path without slashes', () => {
    expect(buildRequestHeaders({ pathname: '/xinghai/', locale: 'zh-TW', session: memoryStorage() })).toEqual({
      mappingPath: 'xinghai',
      language: 'CHI',
      'content-language': 'zh_HK',
    })
    expect(buildRequestHeaders({ pathname: '/', locale: 'en-US', session: memoryStorage() })).toEqual({
      language: 'ENG',
      'content-language': 'en_US',
    })
  })

  it('carry the stored group code only on the mapping path it was resolved for', () => {
    const session = memoryStorage()
    rememberGroupCode(session, '100000', 'xinghai')
    expect(buildRequestHeaders({ pathname: '/xinghai/', locale: 'zh-CN', session }).groupCode).toBe('100000')
    expect(buildRequestHeaders({ pathname: '/other/', locale: 'zh-CN', session }).groupCode).toBeUndefined()
  })

  it('carry the token under the stored header name, and refuse unusable header names', () => {
    const session = memoryStorage()
    expect(rememberAuthToken(session, { header: 'Cookie', value: 'x' })).toBe(false)
    expect(rememberAuthToken(session, { header: 'jwtOpacAuth', value: 'token-1' })).toBe(true)
    expect(buildRequestHeaders({ pathname: '/', locale: 'zh-CN', session }).jwtOpacAuth).toBe('token-1')
  })
})
