import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'

/** The entry page and its hashed assets (also under a tenant's alias path): static files, cheap to serve. */
const WEB_APP_FILE = /^\/(?:[\w-]+\/)?(?:assets\/[^?]*)?(?:\?.*)?$/

/**
 * Whether a request is for the web app's own files. The API's rate limit leaves them out: one page load fetches
 * a handful of them, and a patron (or a campus behind one address) must not lose the API for loading the page.
 */
export function isWebAppFile(method: string, url: string): boolean {
  return method === 'GET' && WEB_APP_FILE.test(url)
}

/**
 * Serves the built web app at `/` and at `/<mappingPath>/` (a tenant's alias path, spec §1). The app
 * uses hash routes, so only the entry page and its assets are ever requested.
 */
export const webAppPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = path.join(distDir, 'index.html')
    if (!fs.existsSync(indexFile)) {
      app.log.warn({ distDir }, 'web app not built: run `pnpm --filter @portal/web build`; only the API is served')
      return
    }
    await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: false, index: false, cacheControl: false })
    const sendIndex = (_req: unknown, reply: { header: (k: string, v: string) => unknown; sendFile: (f: string) => unknown }) => {
      reply.header('cache-control', 'no-cache')
      return reply.sendFile('index.html')
    }
    app.get('/', { schema: { hide: true } }, sendIndex as never)
    // Assets under an alias path resolve to the same files: /<mappingPath>/assets/x.js → /assets/x.js.
    app.get('/:mappingPath/', { schema: { hide: true } }, sendIndex as never)
    for (const url of ['/assets/*', '/:mappingPath/assets/*'])
      app.get(url, { schema: { hide: true } }, (req, reply) => {
        const rest = (req.params as Record<string, string>)['*'] ?? ''
        return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(path.posix.join('assets', rest))
      })
  },
  { name: 'web-app' },
)
