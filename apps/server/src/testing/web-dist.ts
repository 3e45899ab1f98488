import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

/** The script of the tiny build, which has brotli and gzip copies as the real build's files do (apps/web/vite.config.ts). */
export const TINY_SCRIPT = 'console.log(1)\n'

/**
 * A tiny built web app: the fuzz and the rate-limit tests need real assets to serve. The script and the entry page
 * have precompressed copies (`.br`, `.gz`), the style sheet has none, and `orphan-Def456.js.br` is a copy whose file
 * is not in the build.
 */
export function tinyWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>portal</title><script type="module" src="/assets/index-Abc123.js"></script>')
  fs.writeFileSync(path.join(dir, 'assets', 'index-Abc123.js'), TINY_SCRIPT)
  fs.writeFileSync(path.join(dir, 'assets', 'index-Abc123.js.br'), zlib.brotliCompressSync(TINY_SCRIPT))
  fs.writeFileSync(path.join(dir, 'assets', 'index-Abc123.js.gz'), zlib.gzipSync(TINY_SCRIPT))
  fs.writeFileSync(path.join(dir, 'assets', 'orphan-Def456.js.br'), zlib.brotliCompressSync('console.log("not built")\n'))
  fs.writeFileSync(path.join(dir, 'assets', 'index-Abc123.css'), 'body{}\n')
  fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(fs.readFileSync(path.join(dir, 'index.html'))))
  fs.writeFileSync(path.join(dir, 'package.json'), '{"secret":"outside assets"}\n')
  return dir
}
