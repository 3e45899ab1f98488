import { randomBytes } from 'node:crypto'
import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { TEMPLATE_FILES_DIR } from '@portal/seed'
import supertest from 'supertest'
import { buildApp } from '../app.ts'
import { loadEnv } from '../env.ts'
import { signToken } from '../kernel/tokens.ts'
import type { AppPorts } from '../ports/index.ts'

export const DEFAULT_GROUP = '900001'
export const CITY_GROUP = '900002'

/**
 * A server on its own copy of the seeded template database (see seed/src/template-seed.ts), for
 * REST and tRPC contract tests. Each test file gets one and may change its data freely.
 */
export async function createTestApp(overrides: Record<string, string> = {}, ports: Partial<AppPorts> = {}) {
  const db: TestDatabase = await createTestDatabase()
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', DATABASE_URL: db.url, FILE_STORAGE_DIR: TEMPLATE_FILES_DIR, ...overrides })
  const app = await buildApp({ env, db: db.prisma, logger: false, ports })
  await app.ready()
  return {
    app,
    db,
    env,
    http: () => supertest(app.server),
    close: async () => {
      await app.close()
      await db.drop()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** Signs a staff member in through the REST door and returns the headers of their later calls. */
export async function staffHeaders(t: TestApp, groupCode: string, username = 'admin', password = 'Admin@2026') {
  const res = await t.http().post('/admin/auth/login').set('groupCode', groupCode).send({ username, password })
  if (!res.body.success) throw new Error(`staff login failed: ${JSON.stringify(res.body)}`)
  return { authorization: `Bearer ${res.body.data.token as string}`, groupCode }
}

/** A session for a seeded patron (as /oga/login would make one), the headers of their later calls and the cookies a browser would hold. */
export async function patronHeaders(t: TestApp, groupCode: string, username: string) {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode } })
  const patron = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId: tenant.id, username } })
  const { token, claims } = signToken(t.env.JWT_SECRET, { sub: String(patron.id), groupCode, mappingPath: tenant.mappingPath, typ: 'patron' })
  const sessionId = randomBytes(16).toString('hex')
  await t.db.prisma.session.create({ data: { id: sessionId, tenantId: tenant.id, patronId: patron.id, jwtId: claims.jti, expiresAt: new Date(claims.exp * 1000) } })
  // What a signed-in browser sends by itself (contract §2.5): the token cookies and the server-side session.
  const cookie = `SESSION=${sessionId}; jwt=${token}; jwtHeader=jwtOpacAuth`
  return { headers: { groupCode, jwtOpacAuth: token }, cookie, sessionId, patronId: patron.id, tenantId: tenant.id }
}
