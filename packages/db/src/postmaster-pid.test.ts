import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { inspectPostmasterPid, postmasterPidPath } from './postmaster-pid.ts'

// What a killed run leaves behind, without starting PostgreSQL: line 1 is the pid, line 4 the port.
function writePidFile(dataDir: string, pid: number, port = 54321): void {
  fs.writeFileSync(postmasterPidPath(dataDir), `${pid}\n${dataDir}\n1700000000\n${port}\n\n127.0.0.1\n`)
}

function exitedPid(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', ''])
    child.on('exit', () => resolve(child.pid!))
  })
}

describe('inspectPostmasterPid', () => {
  let dataDir: string
  let sleeper: ChildProcess | undefined
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pidfile-'))
  })
  afterEach(() => {
    sleeper?.kill()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('reports no file as absent', () => {
    expect(inspectPostmasterPid(dataDir)).toEqual({ state: 'absent' })
  })

  it('calls the file stale when its process is gone', async () => {
    writePidFile(dataDir, await exitedPid())
    expect(inspectPostmasterPid(dataDir)).toMatchObject({ state: 'stale', reason: expect.stringContaining('not running') })
  })

  it('calls the file stale when the pid now belongs to an unrelated process', () => {
    writePidFile(dataDir, process.pid) // alive, but its working directory is not the data folder
    expect(inspectPostmasterPid(dataDir)).toMatchObject({ state: 'stale', reason: expect.stringContaining('unrelated') })
  })

  it('calls the file live when a process runs in the data folder', async () => {
    sleeper = spawn('sleep', ['30'], { cwd: dataDir })
    await new Promise((resolve) => sleeper!.once('spawn', resolve))
    writePidFile(dataDir, sleeper.pid!, 5555)
    expect(inspectPostmasterPid(dataDir)).toEqual({ state: 'live', pid: sleeper.pid, port: 5555 })
  })

  it('calls an unreadable pid stale', () => {
    fs.writeFileSync(postmasterPidPath(dataDir), 'garbage\n')
    expect(inspectPostmasterPid(dataDir).state).toBe('stale')
  })
})
