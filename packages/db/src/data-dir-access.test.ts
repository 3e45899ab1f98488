import { describe, expect, it } from 'vitest'
import { canEnter, firstBlockedDir, type DirStat } from './data-dir-access.ts'

const postgres = { uid: 101, gid: 104 }

describe('canEnter', () => {
  it('applies the owner bits to the owner, even when others may enter', () => {
    expect(canEnter({ mode: 0o700, uid: 101, gid: 0 }, postgres)).toBe(true)
    expect(canEnter({ mode: 0o077, uid: 101, gid: 104 }, postgres)).toBe(false)
  })

  it('applies the group bits to the group, even when others may enter', () => {
    expect(canEnter({ mode: 0o710, uid: 0, gid: 104 }, postgres)).toBe(true)
    expect(canEnter({ mode: 0o701, uid: 0, gid: 104 }, postgres)).toBe(false)
  })

  it('applies the others bits to everyone else', () => {
    expect(canEnter({ mode: 0o755, uid: 0, gid: 0 }, postgres)).toBe(true)
    expect(canEnter({ mode: 0o711, uid: 0, gid: 0 }, postgres)).toBe(true) // search without read is enough
    expect(canEnter({ mode: 0o700, uid: 0, gid: 0 }, postgres)).toBe(false) // /root
    expect(canEnter({ mode: 0o750, uid: 0, gid: 0 }, postgres)).toBe(false)
    expect(canEnter({ mode: 0o1777, uid: 0, gid: 0 }, postgres)).toBe(true) // /tmp
  })
})

describe('firstBlockedDir', () => {
  const tree: Record<string, DirStat> = {
    '/': { mode: 0o755, uid: 0, gid: 0 },
    '/root': { mode: 0o700, uid: 0, gid: 0 },
    '/root/checkout': { mode: 0o755, uid: 0, gid: 0 },
    '/root/checkout/private': { mode: 0o700, uid: 0, gid: 0 },
    '/srv': { mode: 0o755, uid: 0, gid: 0 },
    '/srv/pg': { mode: 0o700, uid: 101, gid: 104 },
  }
  const stat = (dir: string) => tree[dir]

  it('reports the topmost folder the user cannot enter, with its mode', () => {
    expect(firstBlockedDir('/root/checkout/private/.data', postgres, stat)).toEqual({ dir: '/root', mode: 0o700 })
  })

  it('checks the folder itself, and skips folders that do not exist yet', () => {
    expect(firstBlockedDir('/root', postgres, stat)).toEqual({ dir: '/root', mode: 0o700 })
    expect(firstBlockedDir('/srv/pg/not/yet', postgres, stat)).toBeNull()
    expect(firstBlockedDir('/var/lib/portal/embedded-postgres', postgres, stat)).toBeNull()
  })

  it('resolves relative paths and dots before walking', () => {
    expect(firstBlockedDir('/srv/pg/../../root/x', postgres, stat)).toEqual({ dir: '/root', mode: 0o700 })
  })
})
