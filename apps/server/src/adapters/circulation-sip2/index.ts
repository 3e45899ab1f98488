import type { PrismaClient } from '@portal/db'
import { bindTenant } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { CirculationProvider, CirculationProviders } from '../../ports/circulation.port.ts'
import { createBuiltInCirculation } from '../circulation-builtin/index.ts'
import { Sip2Client } from './client.ts'
import { clientOptionsOf, Sip2SettingsSchema } from './config.ts'
import { createSip2Circulation, type Sip2Circulation } from './provider.ts'

// Which circulation serves a tenant: SIP2 when the tenant has an enabled CirculationConnector, the built-in one
// otherwise. A tenant's SIP2 provider (and its connection pool) is kept while its row is unchanged and replaced when
// an administrator edits it. A row that does not parse serves a provider whose calls answer CIRCULATION_UNAVAILABLE.

const RECHECK_MS = 10_000

export { Sip2Client } from './client.ts'
export { createSip2Circulation } from './provider.ts'

export type CirculationProvidersWithClose = CirculationProviders & { close(): void }

export function circulationProvidersFor(prisma: PrismaClient, now: () => Date = () => new Date()): CirculationProvidersWithClose {
  const builtIn = createBuiltInCirculation(prisma, now)
  const cache = new Map<number, { version: string; provider: CirculationProvider; checkedAt: number; close?: () => void }>()

  async function load(tenantId: number) {
    const row = await bindTenant(prisma, tenantId).circulationConnector.findFirst({ where: { enabled: true } })
    const version = row ? `${row.id}:${row.updatedAt.toISOString()}` : 'built-in'
    const cached = cache.get(tenantId)
    if (cached && cached.version === version) return { ...cached, checkedAt: Date.now() }
    cached?.close?.()
    if (!row) return { version, provider: builtIn, checkedAt: Date.now() }
    const settings = Sip2SettingsSchema.safeParse(row)
    if (!settings.success) return { version, provider: misconfigured(), checkedAt: Date.now() }
    const provider: Sip2Circulation = createSip2Circulation(prisma, new Sip2Client(clientOptionsOf(settings.data), now), { now })
    return { version, provider, checkedAt: Date.now(), close: provider.close }
  }

  return {
    async forTenant(tenantId) {
      const cached = cache.get(tenantId)
      if (cached && Date.now() - cached.checkedAt < RECHECK_MS) return cached.provider
      const entry = await load(tenantId)
      cache.set(tenantId, entry)
      return entry.provider
    },
    close() {
      for (const entry of cache.values()) entry.close?.()
      cache.clear()
    },
  }
}

/** A connector row that does not make sense: every call says the circulation system cannot be reached. */
function misconfigured(): CirculationProvider {
  const fail = (): Promise<never> => Promise.reject(new AppError('CIRCULATION_UNAVAILABLE'))
  return { name: 'sip2 (misconfigured)', capabilities: new Set(['loans', 'renew']), currentLoans: fail, loanHistory: fail, renew: fail }
}
