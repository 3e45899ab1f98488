import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CasIdentityProvider } from './cas.adapter.ts'
import { parseCasValidation } from './cas-response.ts'
import { startCasStandIn, type CasStandIn } from './stand-ins/cas-stand-in.ts'

let cas: CasStandIn
beforeAll(async () => {
  cas = await startCasStandIn({ attributesOf: (user) => ({ studentNo: `S-${user}`, mail: `${user}@campus.example` }) })
})
afterAll(() => cas.close())

const service = 'http://portal.test/find/sso/login/900001/0'

/** The browser's part: the login page, a user name, the redirect back to the service with a ticket. */
async function ticketFor(loginUrl: string, user: string): Promise<string> {
  const res = await fetch(`${loginUrl}&username=${encodeURIComponent(user)}`, { redirect: 'manual' })
  const back = new URL(res.headers.get('location')!)
  expect(`${back.origin}${back.pathname}`).toBe(service)
  return back.searchParams.get('ticket')!
}

describe('the CAS adapter against a CAS server', () => {
  it('3.0 validates at /p3/serviceValidate and reads the user and cas:attributes', async () => {
    const client = new CasIdentityProvider({ serverUrl: cas.url, version: '3.0', matchBy: 'primaryId' }, 5000)
    const { url, secrets } = await client.start(service)
    expect(url).toBe(`${cas.url}/login?service=${encodeURIComponent(service)}`)
    const ticket = await ticketFor(url, 'alice')
    const account = await client.complete({ callbackUrl: service, params: { ticket }, secrets })
    expect(account).toEqual({ subject: 'alice', attributes: { studentNo: ['S-alice'], mail: ['alice@campus.example'] } })
  })

  it('2.0 validates at /serviceValidate (no attributes)', async () => {
    const client = new CasIdentityProvider({ serverUrl: cas.url, version: '2.0', matchBy: 'primaryId' }, 5000)
    const ticket = await ticketFor((await client.start(service)).url, 'bob')
    expect(await client.complete({ callbackUrl: service, params: { ticket }, secrets: {} })).toEqual({ subject: 'bob', attributes: {} })
  })

  it('a ticket works once, and only for the service it was issued for', async () => {
    const client = new CasIdentityProvider({ serverUrl: cas.url, version: '3.0', matchBy: 'primaryId' }, 5000)
    const ticket = await ticketFor((await client.start(service)).url, 'carol')
    await client.complete({ callbackUrl: service, params: { ticket }, secrets: {} })
    await expect(client.complete({ callbackUrl: service, params: { ticket }, secrets: {} })).rejects.toMatchObject({ code: 'SSO_FAILED' })
    const other = await ticketFor((await client.start(service)).url, 'carol')
    await expect(client.complete({ callbackUrl: `${service}x`, params: { ticket: other }, secrets: {} })).rejects.toMatchObject({ code: 'SSO_FAILED' })
    await expect(client.complete({ callbackUrl: service, params: {}, secrets: {} })).rejects.toMatchObject({ code: 'SSO_FAILED' })
  })

  it('an unreachable CAS server is SSO_FAILED, not a crash', async () => {
    const client = new CasIdentityProvider({ serverUrl: 'http://127.0.0.1:9', version: '3.0', matchBy: 'primaryId' }, 2000)
    await expect(client.complete({ callbackUrl: service, params: { ticket: 'ST-1' }, secrets: {} })).rejects.toMatchObject({ code: 'SSO_FAILED' })
  })

  it('the XML reader refuses DOCTYPEs (no entity expansion) and reads failures', () => {
    const evil = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>&x;</cas:user></cas:authenticationSuccess></cas:serviceResponse>'
    expect(() => parseCasValidation(evil)).toThrow()
    expect(parseCasValidation('<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">no</cas:authenticationFailure></cas:serviceResponse>')).toEqual({ ok: false, code: 'INVALID_TICKET' })
    // A user element outside the CAS namespace does not count.
    expect(parseCasValidation('<serviceResponse><authenticationSuccess><user>mallory</user></authenticationSuccess></serviceResponse>')).toEqual({ ok: false, code: 'NO_USER' })
  })
})
