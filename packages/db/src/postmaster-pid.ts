import fs from 'node:fs'
import path from 'node:path'

// PostgreSQL writes `postmaster.pid` into its data folder while it runs and removes it on a clean
// shutdown. A killed run leaves it behind. PostgreSQL itself refuses to start when the recorded pid
// answers a signal, which goes wrong after pid reuse, and as the `postgres` user it cannot even probe
// a root-owned process (EPERM counts as "alive"). So we decide before starting: a dead or reused pid is
// stale and the file goes; a live postmaster on this very folder is a real conflict and a clear error.

export interface PostmasterPidFile {
  pid: number
  /** Line 4 of the file; null when the file is truncated. */
  port: number | null
}

export type PostmasterState =
  | { state: 'absent' }
  | { state: 'stale'; pid: number; reason: string }
  | { state: 'live'; pid: number; port: number | null }

export function postmasterPidPath(dataDir: string): string {
  return path.join(dataDir, 'postmaster.pid')
}

export function readPostmasterPid(dataDir: string): PostmasterPidFile | null {
  let text: string
  try {
    text = fs.readFileSync(postmasterPidPath(dataDir), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const lines = text.split('\n')
  const pid = Number.parseInt(lines[0] ?? '', 10)
  const port = Number.parseInt(lines[3] ?? '', 10)
  return { pid: Number.isFinite(pid) ? pid : 0, port: Number.isFinite(port) ? port : null }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * On Linux a postmaster's working directory is its data folder, which tells a live server on this
 * folder apart from an unrelated process that inherited the pid. Elsewhere, or when /proc is not
 * readable, we cannot tell and must assume the server is live.
 */
function runsInDataDir(pid: number, dataDir: string): boolean | 'unknown' {
  try {
    return fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(dataDir)
  } catch {
    return 'unknown'
  }
}

export function inspectPostmasterPid(dataDir: string): PostmasterState {
  const file = readPostmasterPid(dataDir)
  if (!file) return { state: 'absent' }
  if (file.pid <= 0) return { state: 'stale', pid: file.pid, reason: 'the file holds no pid' }
  if (!isAlive(file.pid)) return { state: 'stale', pid: file.pid, reason: `process ${file.pid} is not running` }
  if (runsInDataDir(file.pid, dataDir) === false) {
    return { state: 'stale', pid: file.pid, reason: `pid ${file.pid} now belongs to an unrelated process` }
  }
  return { state: 'live', pid: file.pid, port: file.port }
}

export function removePostmasterPid(dataDir: string): void {
  fs.rmSync(postmasterPidPath(dataDir), { force: true })
}
