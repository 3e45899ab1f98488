import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import { createTestDatabase } from '@portal/db/testing'
import { TEMPLATE_FILES_DIR } from '@portal/seed'
import supertest from 'supertest'
import { buildApp } from '../app.ts'
import { loadEnv } from '../env.ts'
import { loggerOptions } from '../log-options.ts'
import { signToken } from '../kernel/tokens.ts'
import type { TestApp } from './test-app.ts'
import { tinyWebDist } from './web-dist.ts'

export type FuzzRequest = { method: string; url: string; headers: Record<string, string>; body?: string | Buffer; label: string }
export type FuzzAnswer = { status: number; text: string }

/**
 * A server on its own database copy (as createTestApp), listening on a port, whose error-level log lines are kept:
 * the fuzz asserts that none is written. No rate limit, so every request reaches its route.
 */
export async function createFuzzApp(overrides: Record<string, string> = {}) {
  const db = await createTestDatabase()
  const webDist = tinyWebDist()
  const env = loadEnv({
    NODE_ENV: 'test', LOG_LEVEL: 'error', WEB_DIST_DIR: webDist, DATABASE_URL: db.url, FILE_STORAGE_DIR: TEMPLATE_FILES_DIR,
    RATE_LIMIT_PER_MINUTE: '10000000', CAPTCHA_FIXED_CODE: 'FUZZ', ...overrides,
  })
  const errorLines: string[] = []
  const stream = { write: (line: string) => void ((JSON.parse(line) as { level: number }).level >= 50 && errorLines.push(line)) }
  const app = await buildApp({ env, db: db.prisma, logger: loggerOptions('error', stream) })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const t: TestApp = {
    app, db, env,
    http: () => supertest(app.server),
    close: async () => {
      await app.close()
      await db.drop()
      fs.rmSync(webDist, { recursive: true, force: true })
    },
  }
  return { t, base, errorLines }
}

/** An error log line in one line: what failed, the last line of its message and the first frame of ours. */
export function summariseLogLine(line: string): string {
  const entry = JSON.parse(line) as { msg?: string; url?: string; err?: { type?: string; message?: string; stack?: string } }
  const message = (entry.err?.message ?? '').split('\n').filter((l) => l.trim()).pop() ?? ''
  const frame = entry.err?.stack?.split('\n').find((l) => l.includes('/apps/server/src/'))?.trim() ?? ''
  return `${entry.msg ?? ''}: ${entry.err?.type ?? ''}: ${message.slice(0, 300)} ${frame}`
}

export type FuzzApp = Awaited<ReturnType<typeof createFuzzApp>>

/** A staff session made directly (as a sign-in would), for calls that end it: logging out must not end the shared one. */
export async function disposableStaffHeaders(t: TestApp, groupCode: string, username = 'admin') {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode } })
  const staff = await t.db.prisma.staffUser.findFirstOrThrow({ where: { tenantId: tenant.id, username } })
  const { token, claims } = signToken(t.env.JWT_SECRET, { sub: String(staff.id), groupCode, mappingPath: tenant.mappingPath, typ: 'staff' })
  await t.db.prisma.session.create({ data: { id: randomBytes(16).toString('hex'), tenantId: tenant.id, staffId: staff.id, jwtId: claims.jti, expiresAt: new Date(claims.exp * 1000) } })
  return { authorization: `Bearer ${token}`, groupCode }
}

async function send(base: string, request: FuzzRequest): Promise<FuzzAnswer> {
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD'
  const res = await fetch(base + request.url, {
    method: request.method,
    headers: request.headers,
    redirect: 'manual',
    ...(hasBody ? { body: request.body } : {}),
  })
  return { status: res.status, text: await res.text() }
}

const describe = (r: FuzzRequest) =>
  `${r.label}: ${r.method} ${r.url.slice(0, 200)} ${r.headers['content-type'] ?? ''} ${r.body === undefined ? '' : JSON.stringify(r.body.toString().slice(0, 200))}`

/**
 * Sends the requests a few at a time and returns the ones answered with HTTP 500 (or not answered at all),
 * each with the label that names how it was made.
 */
export async function sendAll(base: string, requests: FuzzRequest[], concurrency = 8) {
  const failures: string[] = []
  const statuses = new Map<number, number>()
  const timeByLabel = new Map<string, number>()
  let nextIndex = 0
  const worker = async () => {
    while (nextIndex < requests.length) {
      const index = nextIndex++
      const request = requests[index]!
      const started = performance.now()
      try {
        const answer = await send(base, request)
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        if (answer.status === 500) failures.push(`#${index} ${describe(request)} → 500 ${answer.text.slice(0, 200)}`)
      } catch (error) {
        failures.push(`#${index} ${describe(request)} → no answer (${String(error)})`)
      }
      timeByLabel.set(request.label, (timeByLabel.get(request.label) ?? 0) + performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const slowest = [...timeByLabel].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([label, ms]) => `${label} ${Math.round(ms)} ms`)
  return { failures, statuses: Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])), slowest }
}
