import { spawn } from 'node:child_process'
import path from 'node:path'
import type { Sip2TestState } from './state.ts'

// Starts the test SIP2 server as its own process and waits for its port; `close` ends that process.

export type RunningSip2Server = { port: number; close(): Promise<void> }

const SERVER = path.join(import.meta.dirname, 'server.ts')
const SERVER_PACKAGE = path.resolve(import.meta.dirname, '../../..')

export function startSip2Server(state: Sip2TestState): Promise<RunningSip2Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { cwd: SERVER_PACKAGE, stdio: ['pipe', 'pipe', 'inherit'] })
  child.stdin.end(JSON.stringify(state))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => { child.kill(); reject(new Error('the SIP2 test server did not start within 20 s')) }, 20_000)
    const early = (code: number | null) => { clearTimeout(timer); reject(new Error(`the SIP2 test server exited with ${code}`)) }
    child.once('exit', early)
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8')
      const match = /listening (\d+)/.exec(out)
      if (!match) return
      clearTimeout(timer)
      child.off('exit', early)
      resolve({ port: Number(match[1]), close: async () => { child.kill('SIGTERM'); await exited } })
    })
  })
}
