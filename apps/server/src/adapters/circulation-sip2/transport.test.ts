import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSip2Server, type RunningSip2Server } from '../../testing/sip2-server/start.ts'
import { Sip2Client } from './client.ts'
import { Sip2Error } from './connection.ts'

// The SIP2 transport over TCP against the test server process: login on each new connection, reuse within the
// pool's bound, reconnect after the server drops a connection, and a time-out instead of a hang.

const state = {
  institutionId: 'TEST', login: { user: 'sc', password: 'secret' },
  patrons: [{ barcode: 'P1', name: 'Reader One', chargedLimit: 5 }],
  items: [{ barcode: 'B1', title: 'Title One', patron: 'P1', dueDate: '2030-01-01T00:00:00.000Z' }],
}
const servers: RunningSip2Server[] = []
const clients: Sip2Client[] = []
const start = async (extra: object = {}) => {
  const server = await startSip2Server({ ...state, ...extra })
  servers.push(server)
  return server
}
const clientOf = (port: number, extra: Partial<ConstructorParameters<typeof Sip2Client>[0]> = {}) => {
  const client = new Sip2Client({ host: '127.0.0.1', port, tls: false, delimiter: '|', errorDetection: true, charset: 'UTF-8', timeoutMs: 2000, size: 2, loginUser: 'sc', loginPassword: 'secret', location: 'Desk', institutionId: 'TEST', ...extra })
  clients.push(client)
  return client
}

let steady: RunningSip2Server
beforeAll(async () => {
  steady = await start()
})
afterAll(async () => {
  clients.forEach((c) => c.close())
  await Promise.all(servers.map((s) => s.close()))
})

describe('SIP2 transport', () => {
  it('logs in, answers, and keeps at most the pool’s size of connections for concurrent calls', async () => {
    const client = clientOf(steady.port)
    expect((await client.status()).online).toBe(true)
    const infos = await Promise.all(Array.from({ length: 6 }, () => client.patronInformation('P1', 'charged')))
    expect(infos.every((i) => i.chargedItems.join() === 'B1')).toBe(true)
    expect(client.pool.size).toBeLessThanOrEqual(2)
    expect(client.pool.size).toBeGreaterThan(0)
  })

  it('speaks GB18030 and no checksums when configured so', async () => {
    const server = await start({ charset: 'GB18030', errorDetection: false, items: [{ barcode: 'B2', title: '怪物大师', patron: 'P1' }] })
    const client = clientOf(server.port, { charset: 'GB18030', errorDetection: false })
    expect((await client.itemInformation('B2')).title).toBe('怪物大师')
  })

  it('refuses with a login error when the server refuses the login', async () => {
    const client = clientOf(steady.port, { loginPassword: 'wrong' })
    await expect(client.status()).rejects.toMatchObject({ name: 'Sip2Error', kind: 'login' })
  })

  it('reconnects (and logs in again) after the server drops the connection', async () => {
    const server = await start({ dropAfterAnswers: 2 })
    const client = clientOf(server.port, { size: 1 })
    for (let i = 0; i < 5; i++) expect((await client.itemInformation('B1')).title).toBe('Title One')
  })

  it('answers a time-out error when the server never answers, without hanging', async () => {
    const server = await start({ silent: true })
    const client = clientOf(server.port, { timeoutMs: 300, size: 1 })
    const started = Date.now()
    const error = await client.status().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Sip2Error)
    expect((error as Sip2Error).kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('answers a connect error when nothing listens', async () => {
    const server = await start()
    const port = server.port
    await server.close()
    await expect(clientOf(port).status()).rejects.toMatchObject({ kind: 'connect' })
  })
})
