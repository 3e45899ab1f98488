import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { escapeXml, listenLocally } from './listen.ts'

// A stand-in of WeChat's website login for tests: /connect/qrconnect shows a "scan" page; confirming it returns
// to redirect_uri the way WeChat does, with ?code=&state= inserted before the address's fragment
// (…/?code=…&state=…#/wxLogin). /sns/oauth2/access_token answers WeChat's documented JSON: the openid for a
// fresh code of this app, errcode 40029 "invalid code" for anything else (codes work once).

export type WechatStandIn = { url: string; appId: string; appSecret: string; issueCode: (openid: string) => string; close: () => Promise<void> }

/** WeChat puts the parameters into the query part of the redirect address, keeping its fragment last. */
export function wechatReturnAddress(redirectUri: string, code: string, state: string): string {
  const hashAt = redirectUri.indexOf('#')
  const [base, fragment] = hashAt < 0 ? [redirectUri, ''] : [redirectUri.slice(0, hashAt), redirectUri.slice(hashAt)]
  const params = `code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`
  return `${base}${base.includes('?') ? '&' : '?'}${params}${fragment}`
}

export async function startWechatStandIn(options: { port?: number; appId?: string; appSecret?: string } = {}): Promise<WechatStandIn> {
  const appId = options.appId ?? 'wx-test-app'
  const appSecret = options.appSecret ?? 'wx-test-secret'
  const codes = new Map<string, string>()
  const issueCode = (openid: string) => {
    const code = randomBytes(12).toString('hex')
    codes.set(code, openid)
    return code
  }
  const json = (res: http.ServerResponse, body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://wechat.local')
    const q = (name: string) => url.searchParams.get(name) ?? ''
    if (url.pathname === '/connect/qrconnect') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="en"><head><title>WeChat login</title></head><body><h1>Scan with WeChat</h1>` +
          `<form method="get" action="/connect/confirm"><input type="hidden" name="redirect_uri" value="${escapeXml(q('redirect_uri'))}">` +
          `<input type="hidden" name="state" value="${escapeXml(q('state'))}"><label>openid <input name="openid" required></label>` +
          `<button type="submit">Confirm</button></form></body></html>`,
      )
      return
    }
    if (url.pathname === '/connect/confirm') {
      res.writeHead(302, { location: wechatReturnAddress(q('redirect_uri'), issueCode(q('openid')), q('state')) }).end()
      return
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      if (q('appid') !== appId || q('secret') !== appSecret) return json(res, { errcode: 40125, errmsg: 'invalid appsecret' })
      const openid = codes.get(q('code'))
      codes.delete(q('code'))
      if (!openid || q('grant_type') !== 'authorization_code') return json(res, { errcode: 40029, errmsg: 'invalid code' })
      return json(res, { access_token: 'ACCESS', expires_in: 7200, refresh_token: 'REFRESH', openid, scope: 'snsapi_login', unionid: `union-${openid}` })
    }
    res.writeHead(404).end()
  })
  const { url, close } = await listenLocally(server, options.port)
  return { url, appId, appSecret, issueCode, close }
}
