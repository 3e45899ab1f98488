import type { FastifyRequest, FastifyServerOptions } from 'fastify'

/** Where log lines go; tests pass one that keeps them. */
export type LogStream = { write(line: string): void }

/**
 * Query parameters that carry credentials: the token of contract §2.5 transport 3
 * (`/oga/userinfo?jwtHeader=jwtOpacAuth&jwt=…`), passwords of careless clients, single-sign-on tickets and codes.
 */
const SECRET_QUERY_PARAMS = new Set(['jwt', 'jwtopacauth', 'token', 'access_token', 'password', 'oldpassword', 'newpassword', 'confirmpassword', 'ticket', 'code'])

/** The request URL as logged: credential values in the query string replaced, the rest kept for reading logs. */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?')
  if (mark < 0) return url
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const name = eq < 0 ? pair : pair.slice(0, eq)
      let decoded = name
      try {
        decoded = decodeURIComponent(name)
      } catch {
        // A malformed escape is logged as it came; it is no known parameter name either.
      }
      return eq >= 0 && SECRET_QUERY_PARAMS.has(decoded.toLowerCase()) ? `${name}=[Redacted]` : pair
    })
  return `${url.slice(0, mark)}?${query.join('&')}`
}

/**
 * Logger settings of the server. Passwords and tokens never reach the log: request bodies are not logged at all,
 * credential headers and cookies are censored should anything log headers, and the logged URL loses credential
 * query values (the one place a token travels in a URL).
 */
export function loggerOptions(level: string, stream?: LogStream): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization', 'req.headers.jwtopacauth', 'req.headers.cookie',
        'headers.authorization', 'headers.jwtopacauth', 'headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: '[Redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: redactedUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
    },
    ...(stream ? { stream } : {}),
  }
}
