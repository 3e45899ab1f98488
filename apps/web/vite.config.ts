import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The API server the dev server forwards to (`pnpm --filter @portal/server dev` listens here). */
const API_ORIGIN = 'http://127.0.0.1:3000'
/** Paths served by apps/server: tRPC for this app, the LibStar REST doors, staff endpoints, health. */
const API_PREFIXES = ['/trpc', '/find', '/oga', '/admin', '/healthz']

export default defineConfig({
  // Relative asset URLs, so the built app also works when served under /<mappingPath>/ (spec §1).
  base: './',
  plugins: [react(), tailwindcss()],
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
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN }])),
  },
})
