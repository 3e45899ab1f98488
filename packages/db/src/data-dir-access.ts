import fs from 'node:fs'
import path from 'node:path'

// PostgreSQL refuses to run as root, so under root the embedded server runs as the `postgres` OS user
// (postgres-process.ts). That user must be able to walk down to the data folder and to the binaries: a
// checkout below a private directory (mode 0700, e.g. /root or a fresh mkdtemp folder) fails deep inside
// the server with a bare "Permission denied". These decide, from the folders' modes and owners, which
// folder on the way is closed to it; embedded-location.ts then picks a place it can reach.

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0
}

/** The user and group a child process runs as. Node drops supplementary groups when it sets them. */
export interface RunAs {
  uid: number
  gid: number
}

/** What the search-permission decision needs from a folder's stat. */
export interface DirStat {
  mode: number
  uid: number
  gid: number
}

/** A folder the user cannot enter (no search permission), on the way to where it must go. */
export interface BlockedDir {
  dir: string
  mode: number
}

/**
 * Whether `user` may enter (search) a folder, by POSIX rules: the owner's bits apply to its owner even
 * when the group's or others' would allow more, then the group's to its group, then the others'.
 * ACLs are not consulted; a folder they open for the user is reported closed, which errs on the safe side.
 */
export function canEnter(stat: DirStat, user: RunAs): boolean {
  if (stat.uid === user.uid) return (stat.mode & 0o100) !== 0
  if (stat.gid === user.gid) return (stat.mode & 0o010) !== 0
  return (stat.mode & 0o001) !== 0
}

export type StatDir = (dir: string) => DirStat | undefined

const statDir: StatDir = (dir) => fs.statSync(dir, { throwIfNoEntry: false })

/**
 * The first folder, from the root down to `dir` itself, that exists and that `user` cannot enter;
 * null when it can walk all the way. Folders that do not exist yet are skipped (their creator decides).
 */
export function firstBlockedDir(dir: string, user: RunAs, stat: StatDir = statDir): BlockedDir | null {
  const chain: string[] = []
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    chain.unshift(current)
    if (path.dirname(current) === current) break
  }
  for (const folder of chain) {
    const found = stat(folder)
    if (found && !canEnter(found, user)) return { dir: folder, mode: found.mode & 0o7777 }
  }
  return null
}

export function describeBlocked(blocked: BlockedDir): string {
  return `${blocked.dir} (mode ${blocked.mode.toString(8)})`
}
