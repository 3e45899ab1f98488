import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/** The API server the dev server forwards to (`pnpm --filter @portal/server dev` listens here). */
const API_ORIGIN = 'http://127.0.0.1:3000'
/** Paths served by apps/server: tRPC for this app, the LibStar REST doors, staff endpoints, health. */
const API_PREFIXES = ['/trpc', '/find', '/oga', '/admin', '/healthz']

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|map)$/
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each built text file, so the server
 * (apps/server/src/plugins/web-app.ts) sends them without compressing per request. A copy that is not smaller than
 * its file is not written; the server then sends the file itself.
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
      await Promise.all(
        files.map(async (file) => {
          const content = fs.readFileSync(file)
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ])
          if (br.length < content.length) fs.writeFileSync(`${file}.br`, br)
          if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz)
        }),
      )
    },
  }
}

export default defineConfig({
  // Relative asset URLs, so the built app also works when served under /<mappingPath>/ (spec §1).
  base: './',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    rolldownOptions: {
      // Libraries change less often than the app: separate chunks stay cached across releases.
      output: {
        codeSplitting: {
          groups: [
            // pdf.js is only needed by the PDF preview: its own chunk, loaded with that page.
            { name: 'pdfjs', test: /[\\/]node_modules[\\/]pdfjs-dist[\\/]/, priority: 3 },
            // ECharts (and its renderer zrender) draw the record page's loan chart: a chunk of their own, loaded with it.
            { name: 'echarts', test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/, priority: 3 },
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 2 },
            // The password cipher (@noble/ciphers) goes with the sign-in forms that use it, not with every page.
            { name: 'vendor', test: /^(?!.*[\\/]@noble[\\/]).*[\\/]node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN }])),
  },
})
