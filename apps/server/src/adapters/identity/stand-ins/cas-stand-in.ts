import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { escapeXml, listenLocally } from './listen.ts'

// A small CAS server for contract and browser tests (CAS protocol 2.0 / 3.0): /login shows a form and, given
// a user name, redirects to `service` with a one-time service ticket; /serviceValidate and
// /p3/serviceValidate answer the protocol's XML (attributes on 3.0 only), each ticket once, for its service only.

export type CasStandIn = { url: string; close: () => Promise<void> }

/** `attributesOf(user)`: the cas:attributes released for a user (3.0). */
export async function startCasStandIn(options: { port?: number; attributesOf?: (user: string) => Record<string, string> } = {}): Promise<CasStandIn> {
  const tickets = new Map<string, { user: string; service: string }>()
  const xml = (body: string) => `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n${body}\n</cas:serviceResponse>\n`
  const failure = (code: string, message: string) => xml(`  <cas:authenticationFailure code="${code}">${escapeXml(message)}</cas:authenticationFailure>`)

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cas.local')
    const service = url.searchParams.get('service') ?? ''
    if (url.pathname === '/cas/login') {
      const username = url.searchParams.get('username')?.trim()
      if (!username) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          `<!doctype html><html lang="en"><head><title>CAS sign-in</title></head><body><h1>CAS sign-in</h1>` +
            `<form method="get" action="/cas/login"><input type="hidden" name="service" value="${escapeXml(service)}">` +
            `<label>Username <input name="username" required></label><button type="submit">Sign in</button></form></body></html>`,
        )
        return
      }
      const ticket = `ST-${randomBytes(12).toString('hex')}`
      tickets.set(ticket, { user: username, service })
      res.writeHead(302, { location: `${service}${service.includes('?') ? '&' : '?'}ticket=${ticket}` }).end()
      return
    }
    if (url.pathname === '/cas/serviceValidate' || url.pathname === '/cas/p3/serviceValidate') {
      const ticket = url.searchParams.get('ticket') ?? ''
      const issued = tickets.get(ticket)
      tickets.delete(ticket) // single use, whatever the outcome (protocol §3.1.1)
      res.setHeader('content-type', 'application/xml; charset=utf-8')
      if (!issued) return res.end(failure('INVALID_TICKET', `Ticket ${ticket} not recognized`))
      if (issued.service !== service) return res.end(failure('INVALID_SERVICE', 'Ticket was issued for another service'))
      const attributes = url.pathname.startsWith('/cas/p3/') ? (options.attributesOf?.(issued.user) ?? {}) : {}
      const attributeXml = Object.entries(attributes).map(([name, value]) => `      <cas:${name}>${escapeXml(value)}</cas:${name}>`).join('\n')
      return res.end(xml(`  <cas:authenticationSuccess>\n    <cas:user>${escapeXml(issued.user)}</cas:user>\n    <cas:attributes>\n${attributeXml}\n    </cas:attributes>\n  </cas:authenticationSuccess>`))
    }
    res.writeHead(404).end()
  })
  const { url, close } = await listenLocally(server, options.port)
  return { url: `${url}/cas`, close }
}
