import { applyMigrations, openDatabase } from '@portal/db'
import { seedDemo } from '@portal/seed'
import { LocalFileStorage } from './adapters/file-storage/local-file-storage.ts'
import { buildApp } from './app.ts'
import { catchUpSearchIndex } from './jobs/catch-up-search-index.ts'
import { loadEnv } from './env.ts'

// Start-up: configuration → database (embedded PostgreSQL unless DATABASE_URL is set) → migrations →
// demo data when asked → HTTP server. Stops cleanly on SIGINT/SIGTERM, embedded database included.

const env = loadEnv()
const log = (message: string) => console.log(`[portal] ${message}`)
const dbLog = { info: log, warn: (message: string) => console.warn(`[portal] ${message}`), debug: () => {} }

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, embeddedDataDir: env.EMBEDDED_PG_DIR, embeddedPort: env.EMBEDDED_PG_PORT, statementTimeoutMs: env.REQUEST_TIMEOUT_MS, log: dbLog })
let closing = false

async function shutdown(signal: string, code = 0) {
  if (closing) return
  closing = true
  log(`${signal}: shutting down`)
  const force = setTimeout(() => process.exit(1), 10_000).unref()
  try {
    await app?.close()
  } finally {
    await database.close()
    clearTimeout(force)
    process.exit(code)
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

let app: Awaited<ReturnType<typeof buildApp>> | undefined
try {
  const applied = await applyMigrations(database.url, { log: dbLog })
  if (applied.length) log(`migrations applied: ${applied.join(', ')}`)
  if (env.SEED_DEMO) await seedDemo(database.prisma, { log, files: new LocalFileStorage(env.FILE_STORAGE_DIR) })
  app = await buildApp({ env, db: database.prisma, databaseUrl: database.url })
  const search = app.ports.search
  if (search) await catchUpSearchIndex(database.prisma, search.indexer, log)
  await app.listen({ host: env.HOST, port: env.PORT })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
  const url = env.PUBLIC_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}/`
  log(`database: ${database.embedded ? `embedded PostgreSQL (${database.embeddedDataDir})` : 'DATABASE_URL'}`)
  log(`API docs: ${url}docs`)
  console.log(`\n  Library discovery portal is running at ${url}\n`)
} catch (error) {
  console.error(error)
  await shutdown('start-up failure', 1)
}
