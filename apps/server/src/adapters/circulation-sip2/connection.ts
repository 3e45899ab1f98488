import net from 'node:net'
import tls from 'node:tls'
import { decodeText } from './charset.ts'
import { encodeMessage, parseMessage, type Sip2Message } from './codec.ts'
import { ANSWER_OF, type Sip2Request } from './messages.ts'

// One SIP2 connection over TCP or TLS: one request at a time, each answered before the next is sent. AY counts
// 0–9 per connection. A 96 (the ACS asks for a resend) sends the request again; an answer whose checksum fails
// while error detection is on is asked for again with 97. A time-out or a dropped connection ends the connection:
// its state is unknown, so the pool opens a new one.

export type Sip2Endpoint = {
  host: string; port: number; tls: boolean; delimiter: string; errorDetection: boolean; charset: string; timeoutMs: number
  /** Accept a server certificate that does not verify (a test server's own). Off by default. */
  insecureTls?: boolean
}

export type Sip2ErrorKind = 'connect' | 'timeout' | 'closed' | 'login' | 'protocol' | 'busy'

export class Sip2Error extends Error {
  constructor(readonly kind: Sip2ErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'Sip2Error'
  }
}

const MAX_RESENDS = 2

export class Sip2Connection {
  #socket: net.Socket
  #buffer = Buffer.alloc(0)
  #waiting: ((line: Buffer | Error) => void) | null = null
  #lines: Buffer[] = []
  #sequence = 0
  #closed: Error | null = null
  /** What was noticed but not fatal: answers with a wrong checksum or another sequence number. */
  readonly warnings: string[] = []

  private constructor(socket: net.Socket, readonly endpoint: Sip2Endpoint) {
    this.#socket = socket
    socket.on('data', (chunk: Buffer) => this.#receive(chunk))
    socket.on('error', (error) => this.#end(new Sip2Error('closed', `connection failed: ${error.message}`, { cause: error })))
    socket.on('close', () => this.#end(new Sip2Error('closed', 'the server closed the connection')))
    socket.on('end', () => this.#end(new Sip2Error('closed', 'the server closed the connection')))
  }

  static open(endpoint: Sip2Endpoint): Promise<Sip2Connection> {
    return new Promise((resolve, reject) => {
      const options = { host: endpoint.host, port: endpoint.port }
      const socket = endpoint.tls ? tls.connect({ ...options, servername: net.isIP(endpoint.host) ? undefined : endpoint.host, rejectUnauthorized: !endpoint.insecureTls }) : net.connect(options)
      const timer = setTimeout(() => fail(new Sip2Error('timeout', `no connection to ${endpoint.host}:${endpoint.port} within ${endpoint.timeoutMs} ms`)), endpoint.timeoutMs)
      const fail = (error: Error) => {
        clearTimeout(timer)
        socket.destroy()
        reject(error instanceof Sip2Error ? error : new Sip2Error('connect', `cannot connect to ${endpoint.host}:${endpoint.port}: ${error.message}`, { cause: error }))
      }
      socket.once('error', fail)
      socket.once(endpoint.tls ? 'secureConnect' : 'connect', () => {
        clearTimeout(timer)
        socket.off('error', fail)
        socket.setNoDelay(true)
        resolve(new Sip2Connection(socket, endpoint))
      })
    })
  }

  get alive(): boolean {
    return this.#closed === null && !this.#socket.destroyed
  }

  /** Sends the request and returns its answer (a 96 or a failed checksum is dealt with here). */
  async request(request: Sip2Request): Promise<Sip2Message> {
    if (this.#closed) throw this.#closed
    const sequence = this.#sequence
    this.#sequence = (this.#sequence + 1) % 10
    const bytes = encodeMessage(request.command, request.fixed, request.fields, { delimiter: this.endpoint.delimiter, charset: this.endpoint.charset, errorDetection: this.endpoint.errorDetection, sequence })
    let resends = 0
    let outgoing = bytes
    for (;;) {
      const answer = await this.#exchange(outgoing)
      if (answer.command === '96') {
        if (++resends > MAX_RESENDS) throw this.#fail(new Sip2Error('protocol', `the server asked for request ${request.command} again ${resends} times`))
        outgoing = bytes
        continue
      }
      if (this.endpoint.errorDetection && answer.checksumStatus === 'invalid') {
        if (++resends > MAX_RESENDS) throw this.#fail(new Sip2Error('protocol', `answer to ${request.command} failed its checksum ${resends} times`))
        outgoing = encodeMessage('97', '', [], { delimiter: this.endpoint.delimiter, charset: this.endpoint.charset, errorDetection: this.endpoint.errorDetection, sequence })
        continue
      }
      if (answer.checksumStatus === 'invalid') this.warnings.push(`answer ${answer.command} has a wrong checksum ${answer.checksum ?? ''}`)
      if (this.endpoint.errorDetection && answer.sequence !== null && answer.sequence !== sequence) this.warnings.push(`answer ${answer.command} has sequence ${answer.sequence}, not ${sequence}`)
      const expected = ANSWER_OF[request.command]
      if (expected && answer.command !== expected) throw this.#fail(new Sip2Error('protocol', `expected a ${expected} answer to ${request.command}, got ${JSON.stringify(answer.command)}`))
      return answer
    }
  }

  close(): void {
    this.#end(new Sip2Error('closed', 'connection closed'))
  }

  #fail(error: Sip2Error): Sip2Error {
    this.#end(error)
    return error
  }

  async #exchange(bytes: Buffer): Promise<Sip2Message> {
    this.#lines = []
    this.#socket.write(Buffer.concat([bytes, Buffer.from('\r')]))
    const line = await this.#nextLine()
    return parseMessage(decodeText(line, this.endpoint.charset), this.endpoint.delimiter, line)
  }

  #nextLine(): Promise<Buffer> {
    const ready = this.#lines.shift()
    if (ready) return Promise.resolve(ready)
    if (this.#closed) return Promise.reject(this.#closed)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting = null
        reject(this.#fail(new Sip2Error('timeout', `no answer within ${this.endpoint.timeoutMs} ms`)))
      }, this.endpoint.timeoutMs)
      this.#waiting = (line) => {
        clearTimeout(timer)
        this.#waiting = null
        if (line instanceof Error) reject(line)
        else resolve(line)
      }
    })
  }

  /** Splits the stream at CR or LF (CR LF and LF-only servers too); empty lines are skipped. */
  #receive(chunk: Buffer): void {
    this.#buffer = Buffer.concat([this.#buffer, chunk])
    for (;;) {
      const end = this.#buffer.findIndex((b) => b === 0x0d || b === 0x0a)
      if (end < 0) break
      const line = this.#buffer.subarray(0, end)
      this.#buffer = this.#buffer.subarray(end + 1)
      if (line.length === 0) continue
      if (this.#waiting) this.#waiting(line)
      else this.#lines.push(line)
    }
    if (this.#buffer.length > 1_000_000) this.#fail(new Sip2Error('protocol', 'answer longer than 1 MB without a terminator'))
  }

  #end(error: Sip2Error): void {
    if (this.#closed) return
    this.#closed = error
    this.#socket.destroy()
    this.#waiting?.(error)
  }
}
