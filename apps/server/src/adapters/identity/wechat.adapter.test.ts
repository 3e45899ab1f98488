import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WechatIdentityProvider } from './wechat.adapter.ts'
import { startWechatStandIn, wechatReturnAddress, type WechatStandIn } from './stand-ins/wechat-stand-in.ts'

let wx: WechatStandIn
let client: WechatIdentityProvider
beforeAll(async () => {
  wx = await startWechatStandIn()
  client = new WechatIdentityProvider({ appId: wx.appId, appSecret: wx.appSecret, authorizeBaseUrl: wx.url, apiBaseUrl: wx.url }, 5000, 'STATE')
})
afterAll(() => wx.close())

describe('the WeChat adapter against WeChat’s documented answers', () => {
  it('builds the qrconnect address of the website login', async () => {
    const { url } = await client.start('http://portal.test/#/wxLogin')
    expect(url).toBe(`${wx.url}/connect/qrconnect?appid=wx-test-app&redirect_uri=${encodeURIComponent('http://portal.test/#/wxLogin')}&response_type=code&scope=snsapi_login&state=STATE#wechat_redirect`)
  })

  it('exchanges a code for the openid and unionid', async () => {
    const account = await client.complete({ callbackUrl: '', params: { code: wx.issueCode('o-123') }, secrets: {} })
    expect(account).toEqual({ subject: 'o-123', attributes: { unionid: ['union-o-123'] } })
  })

  it('errcode 40029 (invalid or used code) and a wrong secret are SSO_FAILED', async () => {
    const code = wx.issueCode('o-9')
    await client.complete({ callbackUrl: '', params: { code }, secrets: {} })
    await expect(client.complete({ callbackUrl: '', params: { code }, secrets: {} })).rejects.toMatchObject({ code: 'SSO_FAILED' })
    const wrongSecret = new WechatIdentityProvider({ appId: wx.appId, appSecret: 'nope', authorizeBaseUrl: wx.url, apiBaseUrl: wx.url }, 5000, '')
    await expect(wrongSecret.complete({ callbackUrl: '', params: { code: wx.issueCode('o-1') }, secrets: {} })).rejects.toMatchObject({ code: 'SSO_FAILED' })
  })

  it('WeChat returns to a hash address with the code before the fragment', () => {
    expect(wechatReturnAddress('http://portal.test/#/wxLogin', 'C', 'S')).toBe('http://portal.test/?code=C&state=S#/wxLogin')
  })
})
