import type { AnyRouter } from '@trpc/server'
import { adminProcedure, patronProcedure, staffProcedure } from './init.ts'

type WithMiddlewares = { _def: { middlewares?: readonly unknown[] } }

/** The guard each signed-in kind of procedure adds last to the public procedure's middlewares. */
const GUARDS = new Set([patronProcedure, staffProcedure, adminProcedure].map((p) => (p as unknown as WithMiddlewares)._def.middlewares?.at(-1)))
if (GUARDS.size !== 3 || GUARDS.has(undefined)) throw new Error('tRPC procedure guards not found: the signed-in procedure list cannot be built')

/**
 * Paths of the procedures that need a signed-in caller (built from patronProcedure, staffProcedure or
 * adminProcedure), for rules that apply to personal answers as a whole, such as not caching them.
 */
export function signedInProcedurePaths(router: AnyRouter): Set<string> {
  const procedures = router._def.procedures as Record<string, WithMiddlewares>
  return new Set(Object.entries(procedures).filter(([, p]) => p._def.middlewares?.some((m) => GUARDS.has(m))).map(([path]) => path))
}
