import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_DISPLAY_VERSION, APP_VERSION, displayVersion, readVersion } from './app-version.ts'

describe('the portal version', () => {
  it('is the root package.json version, read from the file', () => {
    const rootPackage = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'))
    expect(APP_VERSION).toBe(rootPackage.version)
  })

  it('shows major.minor to patrons and LibStar clients (spec §1: "3.0")', () => {
    expect(displayVersion('3.0.0')).toBe('3.0')
    expect(displayVersion('3.1.4-rc.1')).toBe('3.1')
    expect(APP_DISPLAY_VERSION).toBe(APP_VERSION.split('.').slice(0, 2).join('.'))
  })

  it('accepts semantic versions and refuses anything else', () => {
    expect(readVersion('3.0.0')).toBe('3.0.0')
    expect(readVersion('3.1.0-rc.1+build.5')).toBe('3.1.0-rc.1+build.5')
    for (const bad of [undefined, '', '3.0', 'v3.0.0', 3]) expect(() => readVersion(bad), String(bad)).toThrow(/semantic version/)
  })

  it('has one source: no package of the workspace (pnpm-workspace.yaml: apps/*, packages/*, seed) has a version of its own', () => {
    const root = path.resolve(import.meta.dirname, '../../..')
    const packages = ['apps', 'packages'].flatMap((parent) => fs.readdirSync(path.join(root, parent)).map((name) => `${parent}/${name}`))
    for (const dir of [...packages, 'seed'].filter((d) => fs.existsSync(path.join(root, d, 'package.json')))) {
      const manifest = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'))
      expect(manifest.version, dir).toBeUndefined()
    }
  })
})
