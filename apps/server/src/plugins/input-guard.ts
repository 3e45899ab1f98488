import { pipeline, Transform, type Readable } from 'node:stream'
import fp from 'fastify-plugin'
import { malformed, queryIsUtf8, rejectUnsafeInput } from '../kernel/safe-input.ts'

/** Bodies read as text (JSON, forms, XML, text/*): their bytes must be UTF-8. Files (octet-stream, multipart) are not. */
const TEXT_BODY = /^\s*(?:text\/|application\/(?:json|[\w.-]+\+json|x-www-form-urlencoded|xml|[\w.-]+\+xml)\b)/i

/**
 * Passes the body through unchanged, failing it at the first byte sequence that is not UTF-8. Decoding as a string
 * would turn such bytes into U+FFFD and store a different text than was sent.
 */
function utf8Only(payload: Readable): Readable {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const check = (bytes?: Buffer) => {
    try {
      decoder.decode(bytes, { stream: bytes !== undefined })
      return null
    } catch {
      return malformed('(body)', 'INVALID_UTF8')
    }
  }
  const checked = new Transform({
    transform: (chunk: Buffer, _encoding, done) => done(check(chunk), chunk),
    flush: (done) => done(check()),
  })
  // pipeline() ends the check when the client goes away, so the body reader is not left waiting.
  return pipeline(payload, checked, () => {})
}

/**
 * Input that cannot be stored or read is refused at the edge with HTTP 400 (MALFORMED_REQUEST), for every route:
 * query strings and bodies whose bytes are not UTF-8, and query, path parameters and bodies holding U+0000, lone
 * surrogates, reserved keys or absurd nesting. tRPC reads its own input from the body or `?input=`; its middleware
 * checks the parsed input the same way (trpc/init.ts). Cookies never reach a query unchecked: only session ids and
 * tokens of a fixed shape are looked up (data/sessions.ts).
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (req) => {
      if (!queryIsUtf8(req.url)) throw malformed('(query)', 'INVALID_UTF8')
    })
    app.addHook('preParsing', async (req, _reply, payload) => (TEXT_BODY.test(req.headers['content-type'] ?? '') ? utf8Only(payload) : payload))
    app.addHook('preValidation', async (req) => {
      rejectUnsafeInput(req.query)
      rejectUnsafeInput(req.params)
      rejectUnsafeInput(req.body)
    })
  },
  { name: 'input-guard' },
)
