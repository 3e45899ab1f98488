import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A tiny built web app: the fuzz and the rate-limit tests need real assets to serve. */
export function tinyWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>portal</title><script type="module" src="/assets/index-Abc123.js"></script>')
  fs.writeFileSync(path.join(dir, 'assets', 'index-Abc123.js'), 'console.log(1)\n')
  fs.writeFileSync(path.join(dir, 'assets', 'index-Abc123.css'), 'body{}\n')
  fs.writeFileSync(path.join(dir, 'package.json'), '{"secret":"outside assets"}\n')
  return dir
}
