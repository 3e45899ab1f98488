import http from 'node:http'
import { STAND_IN_PORTS } from './stand-in-ports.ts'
import { startCasServer, startOidcProvider } from './sso-providers.ts'
import { startSmtpSink } from './smtp-sink.ts'

/**
 * Starts the local, real stand-ins of the outside systems the portal talks to in the browser tests, then
 * answers /healthz. Each starter listens on its port from stand-in-ports.ts and returns a closer.
 */
type StandIn = { name: string; start: () => Promise<() => Promise<void>> }

const STAND_INS: StandIn[] = [
  { name: 'smtp', start: startSmtpSink },
  { name: 'oidc', start: startOidcProvider },
  { name: 'cas', start: startCasServer },
]

const closers: (() => Promise<void>)[] = []
for (const standIn of STAND_INS) {
  closers.push(await standIn.start())
  console.log(`[stand-ins] ${standIn.name} ready`)
}

const health = http.createServer((req, res) => {
  res.writeHead(req.url === '/healthz' ? 200 : 404, { 'content-type': 'text/plain' }).end(req.url === '/healthz' ? 'ok' : 'not found')
})
health.listen(STAND_IN_PORTS.health, '127.0.0.1')

const stop = async () => {
  health.close()
  await Promise.allSettled(closers.map((close) => close()))
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
