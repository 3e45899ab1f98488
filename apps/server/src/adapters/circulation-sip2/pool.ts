import { Sip2Connection, Sip2Error, type Sip2Endpoint } from './connection.ts'
import { loginRequest, parseLoginResponse } from './messages.ts'

// A bounded pool of SIP2 connections for one tenant's configuration: at most `size` open at once, each logged in
// (93) when it opens, reused while it lives, dropped when it fails. A call that finds every connection busy waits
// its turn, up to the time-out. Idempotent calls (lists, item information) are tried once more on a fresh
// connection when a kept one turns out to have been dropped by the server; a renewal is never sent twice.

export type Sip2PoolOptions = Sip2Endpoint & { size: number; loginUser: string; loginPassword: string; location: string }

type Waiter = { resolve: (connection: Sip2Connection) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }

export class Sip2Pool {
  #idle: Sip2Connection[] = []
  #open = 0
  #waiters: Waiter[] = []
  #closed = false

  constructor(readonly options: Sip2PoolOptions) {}

  /** Runs `work` on a connection of the pool; `retry` lets an idempotent call try a fresh connection once. */
  async use<T>(work: (connection: Sip2Connection) => Promise<T>, retry = false): Promise<T> {
    const { connection, reused } = await this.#acquire()
    try {
      const result = await work(connection)
      this.#release(connection)
      return result
    } catch (error) {
      this.#release(connection)
      if (retry && reused && error instanceof Sip2Error && error.kind === 'closed') return this.use(work, false)
      throw error
    }
  }

  /** Connections open now (idle and in use). */
  get size(): number {
    return this.#open
  }

  close(): void {
    this.#closed = true
    for (const connection of this.#idle) connection.close()
    this.#idle = []
    for (const waiter of this.#waiters.splice(0)) {
      clearTimeout(waiter.timer)
      waiter.reject(new Sip2Error('closed', 'the connection pool was closed'))
    }
  }

  async #acquire(): Promise<{ connection: Sip2Connection; reused: boolean }> {
    if (this.#closed) throw new Sip2Error('closed', 'the connection pool was closed')
    while (this.#idle.length) {
      const connection = this.#idle.pop()!
      if (connection.alive) return { connection, reused: true }
      this.#open--
    }
    if (this.#open < Math.max(this.options.size, 1)) {
      this.#open++
      try {
        return { connection: await this.#connect(), reused: false }
      } catch (error) {
        this.#open--
        this.#wakeNext()
        throw error
      }
    }
    const connection = await new Promise<Sip2Connection>((resolve, reject) => {
      const waiter: Waiter = {
        resolve, reject,
        timer: setTimeout(() => {
          this.#waiters = this.#waiters.filter((w) => w !== waiter)
          reject(new Sip2Error('busy', `every connection stayed busy for ${this.options.timeoutMs} ms`))
        }, this.options.timeoutMs),
      }
      this.#waiters.push(waiter)
    })
    return { connection, reused: true }
  }

  async #connect(): Promise<Sip2Connection> {
    const connection = await Sip2Connection.open(this.options)
    if (!this.options.loginUser) return connection
    try {
      const answer = await connection.request(loginRequest(this.options.loginUser, this.options.loginPassword, this.options.location))
      if (!parseLoginResponse(answer).ok) throw new Sip2Error('login', 'the server refused the login (94 with ok 0)')
      return connection
    } catch (error) {
      connection.close()
      throw error
    }
  }

  #release(connection: Sip2Connection): void {
    if (!connection.alive || this.#closed) {
      connection.close()
      this.#open--
      this.#wakeNext()
      return
    }
    const waiter = this.#waiters.shift()
    if (waiter) {
      clearTimeout(waiter.timer)
      waiter.resolve(connection)
    } else {
      this.#idle.push(connection)
    }
  }

  /** A connection slot freed up: the first waiter opens a new connection in it. */
  #wakeNext(): void {
    const waiter = this.#waiters.shift()
    if (!waiter) return
    clearTimeout(waiter.timer)
    this.#open++
    this.#connect().then(waiter.resolve, (error: Error) => {
      this.#open--
      waiter.reject(error)
    })
  }
}
