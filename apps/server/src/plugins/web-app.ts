import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../kernel/app-error.ts'

const INDEX_ROUTES = new Set(['/', '/index.html', '/:mappingPath/'])
const ASSET_ROUTES = new Set(['/assets/*', '/:mappingPath/assets/*'])

/** The built web app as found at start-up: the entry page and the names of its assets (the build never changes while running). */
export type WebApp = {
  distDir: string
  built: boolean
  assets: ReadonlySet<string>
  /** The precompressed copies the build made (`x.js.br`, `x.js.gz` beside `x.js`): the names they stand for, by encoding. */
  precompressed: { readonly br: ReadonlySet<string>; readonly gzip: ReadonlySet<string> }
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

/** The suffix a precompressed copy of a built file carries (apps/web/vite.config.ts makes them at build time). */
const ENCODING_SUFFIX = { br: '.br', gzip: '.gz' } as const

const isCopy = (name: string) => Object.values(ENCODING_SUFFIX).some((suffix) => name.endsWith(suffix))

/** The copies `x.br` / `x.gz` of files `x` among `names` (dist-relative), by encoding; a copy without its file is left out. */
function precompressedOf(names: ReadonlySet<string>) {
  const of = (suffix: string) => new Set([...names].filter((name) => !isCopy(name) && names.has(name + suffix)))
  return { br: of(ENCODING_SUFFIX.br), gzip: of(ENCODING_SUFFIX.gzip) }
}

export function loadWebApp(distDir: string): WebApp {
  const built = fs.existsSync(path.join(distDir, 'index.html'))
  const files = new Set(built ? assetNames(path.join(distDir, 'assets')) : [])
  const precompressedAssets = precompressedOf(files)
  // A compressed copy is a way to send its file, not a file of its own: /assets/x.js.br is a 404, and so is a copy
  // whose file is not in the build.
  const assets = new Set([...files].filter((name) => !isCopy(name)))
  const withIndex = (encoding: keyof typeof ENCODING_SUFFIX) =>
    new Set([
      ...[...precompressedAssets[encoding]].map((name) => `assets/${name}`),
      ...(built && fs.existsSync(path.join(distDir, `index.html${ENCODING_SUFFIX[encoding]}`)) ? ['index.html'] : []),
    ])
  return {
    distDir,
    built,
    assets,
    precompressed: { br: withIndex('br'), gzip: withIndex('gzip') },
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

/** The encodings a request accepts (`Accept-Encoding`), a `q=0` refusing one; `*` stands for any not named. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const named = new Map<string, number>()
  for (const part of (Array.isArray(header) ? header.join(',') : header ?? '').split(',')) {
    const [rawToken = '', ...params] = part.toLowerCase().split(';')
    const token = rawToken.trim()
    if (!token) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    named.set(token, Number.isFinite(weight) ? weight : 0)
  }
  const anyOther = named.get('*') ?? 0
  const accepted = new Set<string>()
  for (const encoding of Object.keys(ENCODING_SUFFIX)) if ((named.get(encoding) ?? anyOther) > 0) accepted.add(encoding)
  return accepted
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/**
 * Sends a built file: its brotli or gzip copy made at build time when the request accepts one (brotli first), else the
 * file itself; always with `Vary: Accept-Encoding`, so a shared cache keeps the answers apart. Hashed assets are cached
 * for a year, the entry page is revalidated on every load (it names the current assets).
 */
function sendBuiltFile(webApp: WebApp, req: FastifyRequest, reply: FastifyReply, file: string) {
  reply.header('cache-control', file === 'index.html' ? 'no-cache' : 'public, max-age=31536000, immutable')
  reply.header('vary', 'Accept-Encoding')
  const accepted = acceptedEncodings(req.headers['accept-encoding'])
  const encoding = (['br', 'gzip'] as const).find((e) => accepted.has(e) && webApp.precompressed[e].has(file))
  return reply.sendFile(encoding ? file + ENCODING_SUFFIX[encoding] : file)
}

/**
 * Headers of a precompressed copy (only ever sent by sendBuiltFile, for a built file): the copy's own type would be
 * "brotli data", the answer is its file's type in that encoding. Content-Length is the copy's size, as sent.
 */
function copyHeaders(webApp: WebApp) {
  return (reply: FastifyReply, filePath: string) => {
    const name = path.relative(webApp.distDir, filePath).split(path.sep).join('/')
    const encoding = (Object.keys(ENCODING_SUFFIX) as (keyof typeof ENCODING_SUFFIX)[]).find(
      (e) => name.endsWith(ENCODING_SUFFIX[e]) && webApp.precompressed[e].has(name.slice(0, -ENCODING_SUFFIX[e].length)),
    )
    if (!encoding) return
    const original = name.slice(0, -ENCODING_SUFFIX[encoding].length)
    reply.header('content-type', CONTENT_TYPES[path.extname(original)] ?? 'application/octet-stream')
    reply.header('content-encoding', encoding)
  }
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
    await app.register(fastifyStatic, { root: webApp.distDir, serve: false, index: false, cacheControl: false, setHeaders: copyHeaders(webApp) })
    app.addHook('onRequest', async (req, reply) => {
      const file = webApp.fileOf(req)
      if (file) return sendBuiltFile(webApp, req, reply, file)
    })
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const file = webApp.fileOf(req)
      if (!file) throw new AppError('ROUTE_NOT_FOUND')
      return sendBuiltFile(webApp, req, reply, file)
    }
    for (const url of [...INDEX_ROUTES, ...ASSET_ROUTES]) app.get(url, { schema: { hide: true } }, handler)
  },
  { name: 'web-app' },
)
