import fp from 'fastify-plugin'
import { refuseCrossSiteChange } from '../kernel/cross-site.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET route that changes something (the contract keeps a few): guarded like POST. */
    changesState?: boolean
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Every request that may change state — any method but GET, HEAD and OPTIONS, and GET routes flagged
 * `changesState` — is refused when another site's page sent it with cookies alone. The tRPC door checks its
 * mutations in its own middleware (trpc/init.ts), so the web app gets the error in tRPC's shape.
 */
export const crossSiteGuardPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (req) => {
      if (req.url.startsWith('/trpc/')) return
      if (!SAFE_METHODS.has(req.method) || req.routeOptions.config?.changesState === true) refuseCrossSiteChange(req.ctx)
    })
  },
  { name: 'cross-site-guard', dependencies: ['request-context'] },
)
