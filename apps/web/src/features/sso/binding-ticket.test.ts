import { describe, expect, it } from 'vitest'
import { pageSearchWithoutWechat, wechatReturnParams } from './binding-ticket.ts'

describe('the WeChat return address', () => {
  it('finds code and state before the fragment (WeChat’s way with hash routes) or in the route’s query', () => {
    expect(wechatReturnParams('', '?code=C&state=S')).toEqual({ code: 'C', state: 'S' })
    expect(wechatReturnParams('?code=R', '')).toEqual({ code: 'R', state: null })
    expect(wechatReturnParams('?code=R', '?code=C')).toEqual({ code: 'R', state: null })
    expect(wechatReturnParams('', '')).toEqual({ code: null, state: null })
  })

  it('drops code and state from the real query and keeps the rest', () => {
    expect(pageSearchWithoutWechat('?code=C&state=S')).toBe('')
    expect(pageSearchWithoutWechat('?code=C&lang=en&state=S')).toBe('?lang=en')
  })
})
