import type { FastifyRequest, FastifyServerOptions } from 'fastify'

/** Where log lines go; tests pass one that keeps them. */
export type LogStream = { write(line: string): void }

/**
 * Redaction is by rule, not by list, so the fields of routes written tomorrow are covered too: any field whose name
 * contains one of these is a password, code, ticket, token or secret. Two names are kept because a log line without
 * its library is hard to read, and they hold identifiers every patron of the library shares.
 */
const SECRET_NAME = /pass|pwd|code|ticket|token|secret|jwt/i
const PUBLIC_IDENTIFIERS = new Set(['groupcode', 'libcode'])
const REDACTED = '[Redacted]'

export const isSecretFieldName = (name: string) => SECRET_NAME.test(name) && !PUBLIC_IDENTIFIERS.has(name.toLowerCase())

/** A JSON value with the values of secret-named keys replaced, at any depth (tRPC's `input=` parameter). */
function redactJson(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => redactJson(v, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSecretFieldName(k) ? REDACTED : redactJson(v, depth + 1)]))
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '))
  } catch {
    return null // a malformed escape: the raw text is all there is
  }
}

/** One `name=value` pair of a query string as logged. */
function redactPair(pair: string): string {
  const eq = pair.indexOf('=')
  if (eq < 0) return pair
  const name = decoded(pair.slice(0, eq)) ?? pair.slice(0, eq)
  if (isSecretFieldName(name)) return `${pair.slice(0, eq)}=${REDACTED}`
  // tRPC queries carry their whole input as JSON in one parameter (`input`, and `batch=1&input={"0":…}`).
  if (name === 'input') {
    const text = decoded(pair.slice(eq + 1))
    if (text === null) return `${pair.slice(0, eq)}=${REDACTED}`
    try {
      return `${pair.slice(0, eq)}=${encodeURIComponent(JSON.stringify(redactJson(JSON.parse(text))))}`
    } catch {
      return `${pair.slice(0, eq)}=${REDACTED}` // not JSON: nothing tells what it holds
    }
  }
  return pair
}

/** The request URL as logged: the values of secret-named query fields replaced, the rest kept for reading logs. */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?')
  if (mark < 0) return url
  return `${url.slice(0, mark)}?${url.slice(mark + 1).split('&').map(redactPair).join('&')}`
}

/**
 * Logger settings of the server. Passwords and tokens never reach the log: request bodies are not logged at all,
 * credential headers and cookies are censored should anything log headers, and the logged URL loses the values of
 * secret-named query fields (redactedUrl), whichever door and route they came through.
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
