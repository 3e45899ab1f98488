import fs from 'node:fs'
import type { FastifyRequest } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { tinyWebDist } from '../testing/web-dist.ts'
import { acceptedEncodings, loadWebApp } from './web-app.ts'

const dist = tinyWebDist()
fs.mkdirSync(`${dist}/assets/fonts`)
fs.writeFileSync(`${dist}/assets/fonts/a.woff2`, 'x')
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

const request = (url: string | undefined, params: Record<string, string> = {}, method = 'GET') => ({ method, routeOptions: { url }, params }) as unknown as FastifyRequest

describe('the built web app (left out of the API rate limit)', () => {
  const webApp = loadWebApp(dist)

  it('knows the files of the build, nested ones too', () => {
    expect([...webApp.assets].sort()).toEqual(['fonts/a.woff2', 'index-Abc123.css', 'index-Abc123.js'])
  })

  it('knows the precompressed copies by the file they stand for, never a copy whose file is not built', () => {
    expect([...webApp.precompressed.br]).toEqual(['assets/index-Abc123.js'])
    expect([...webApp.precompressed.gzip].sort()).toEqual(['assets/index-Abc123.js', 'index.html'])
    // The copies themselves are no names of the build.
    for (const name of ['index-Abc123.js.br', 'index-Abc123.js.gz', 'orphan-Def456.js.br', 'orphan-Def456.js'])
      expect(webApp.fileOf(request('/assets/*', { '*': name })), name).toBeNull()
  })

  it('names the entry page and the built assets, also under an alias path', () => {
    expect(webApp.fileOf(request('/'))).toBe('index.html')
    expect(webApp.fileOf(request('/:mappingPath/', { mappingPath: 'binjiang' }))).toBe('index.html')
    expect(webApp.fileOf(request('/assets/*', { '*': 'index-Abc123.js' }))).toBe('assets/index-Abc123.js')
    expect(webApp.fileOf(request('/:mappingPath/assets/*', { mappingPath: 'binjiang', '*': 'fonts/a.woff2' }, 'HEAD'))).toBe('assets/fonts/a.woff2')
  })

  it('names nothing else: missing or traversing assets, other routes, posts', () => {
    for (const name of ['nope.js', '../package.json', '..\\..\\package.json', '\u0000', '', 'fonts'])
      expect(webApp.fileOf(request('/assets/*', { '*': name })), name).toBeNull()
    // The router sends /readyz/ to the readiness check (ignoreTrailingSlash), not to an alias page.
    for (const route of ['/readyz', '/healthz', '/trpc/:path', '/docs', undefined]) expect(webApp.fileOf(request(route)), String(route)).toBeNull()
    expect(webApp.fileOf(request('/', {}, 'POST'))).toBeNull()
  })

  it('reads Accept-Encoding: q=0 refuses, * stands for the encodings not named, case and spaces do not matter', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')].sort()).toEqual(['br', 'gzip'])
    expect([...acceptedEncodings('GZIP ; q=0.5')]).toEqual(['gzip'])
    expect([...acceptedEncodings('br;q=0, gzip;q=0')]).toEqual([])
    expect([...acceptedEncodings('*')].sort()).toEqual(['br', 'gzip'])
    expect([...acceptedEncodings('*;q=0, gzip')]).toEqual(['gzip'])
    expect([...acceptedEncodings('identity')]).toEqual([])
    expect([...acceptedEncodings(undefined)]).toEqual([])
    expect([...acceptedEncodings(['br', 'gzip;q=0'])]).toEqual(['br'])
  })

  it('serves nothing when the app is not built', () => {
    const none = loadWebApp('/nonexistent-web-dist')
    expect(none.built).toBe(false)
    expect(none.fileOf(request('/'))).toBeNull()
  })
})
