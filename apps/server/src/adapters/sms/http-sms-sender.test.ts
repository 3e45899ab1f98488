import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { runSmsContract } from '../sms.contract.ts'
import { HttpSmsSender } from './http-sms-sender.ts'

const TOKEN = 'gateway-token'

runSmsContract('HTTP gateway against a local node:http server', async () => {
  const received: { to: string; text: string }[] = []
  // The stand-in gateway: 204 for a well-formed, authorised POST /send; 401 without the token; /broken answers 502.
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.url === '/broken') return void res.writeHead(502).end('upstream down')
      if (req.method !== 'POST' || req.headers.authorization !== `Bearer ${TOKEN}` || !/json/.test(req.headers['content-type'] ?? ''))
        return void res.writeHead(401).end('no')
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text: string })
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    sender: new HttpSmsSender({ url: `${base}/send`, token: TOKEN, timeoutMs: 3000 }),
    failing: new HttpSmsSender({ url: `${base}/broken`, token: TOKEN, timeoutMs: 3000 }),
    unreachable: new HttpSmsSender({ url: 'http://127.0.0.1:1/send', token: TOKEN, timeoutMs: 3000 }),
    received: async () => received,
    teardown: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
})
