import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EmbeddedPostgresInUseError, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts'
import type { DbLogger } from './logger.ts'
import { readPostmasterPid } from './postmaster-pid.ts'

// These start their own servers in temp folders, whatever DATABASE_URL says: they test the embedded
// server itself. One cluster is initialised once and restarted by each test.

function recordingLogger(): DbLogger & { warnings: string[] } {
  const warnings: string[] = []
  return { warnings, info: () => {}, debug: () => {}, warn: (message) => warnings.push(message) }
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
