import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../modules/shared/app-error.ts'

const INDEX_ROUTES = new Set(['/', '/index.html', '/:mappingPath/'])
const ASSET_ROUTES = new Set(['/assets/*', '/:mappingPath/assets/*'])

/** The built web app as found at start-up: the entry page and the names of its assets (the build never changes while running). */
export type WebApp = {
  distDir: string
  built: boolean
  assets: ReadonlySet<string>
  /** The file a request names, relative to the dist folder, when it is one of the built files; else null. */
  fileOf(req: FastifyRequest): string | null
}

function assetNames(assetsDir: string): string[] {
  if (!fs.existsSync(assetsDir)) return []
  return fs
    .readdirSync(assetsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(assetsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

export function loadWebApp(distDir: string): WebApp {
  const built = fs.existsSync(path.join(distDir, 'index.html'))
  const assets = new Set(built ? assetNames(path.join(distDir, 'assets')) : [])
  return {
    distDir,
    built,
    assets,
    // Decided by the route the router chose, not by the URL's look: `/readyz/` is the readiness check, not an alias page.
    fileOf(req) {
      if (!built || (req.method !== 'GET' && req.method !== 'HEAD')) return null
      const route = req.routeOptions.url
      if (route === undefined) return null
      if (INDEX_ROUTES.has(route)) return 'index.html'
      const name = (req.params as Record<string, string | undefined>)['*']
      return ASSET_ROUTES.has(route) && name !== undefined && assets.has(name) ? `assets/${name}` : null
    },
  }
}

function sendBuiltFile(reply: FastifyReply, file: string) {
  reply.header('cache-control', file === 'index.html' ? 'no-cache' : 'public, max-age=31536000, immutable')
  return reply.sendFile(file)
}

/**
 * Serves the built web app at `/` and at `/<mappingPath>/` (a tenant's alias path, spec §1); the app uses hash
 * routes, so only the entry page and its assets are ever requested, and assets under an alias path are the same files
 * (/<mappingPath>/assets/x.js → /assets/x.js). Only files of the build are sent: any other name under /assets is a 404
 * without touching the disk, so traversal (`..%2F`), NUL and the like never reach the file system.
 *
 * The files are answered in an onRequest hook, so register this plugin before the request context: the API's rate
 * limit leaves exactly these requests out (a page load fetches several), and they must never cost a database query
 * (the request context looks up a session cookie). Everything else under these routes is limited like the API.
 */
export const webAppPlugin = fp<{ webApp: WebApp }>(
  async (app, { webApp }) => {
    if (!webApp.built) {
      app.log.warn({ distDir: webApp.distDir }, 'web app not built: run `pnpm --filter @portal/web build`; only the API is served')
      return
    }
    await app.register(fastifyStatic, { root: webApp.distDir, serve: false, index: false, cacheControl: false })
    app.addHook('onRequest', async (req, reply) => {
      const file = webApp.fileOf(req)
      if (file) return sendBuiltFile(reply, file)
    })
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const file = webApp.fileOf(req)
      if (!file) throw new AppError('ROUTE_NOT_FOUND')
      return sendBuiltFile(reply, file)
    }
    for (const url of [...INDEX_ROUTES, ...ASSET_ROUTES]) app.get(url, { schema: { hide: true } }, handler)
  },
  { name: 'web-app' },
)
