import type { PrismaClient } from '@portal/db'
import { scopeArgs, type ScopeColumn } from './scope-args.ts'
import { PATRON_MODELS, TENANT_MODELS } from './scoped-models.ts'

// The data layer: services reach tenant-owned tables only through a client bound to the request's tenant,
// and a patron's own rows through one bound to the patron too (architecture.md §4). A query written without
// the tenant is still scoped, so forgetting the filter cannot leak another library's rows; the raw client
// stays with the doors, the tenant resolver and the data layer (data-access-rules.test.ts keeps it so).

function bound(prisma: PrismaClient, name: string, scopeOf: (model: string) => ScopeColumn | null) {
  return prisma.$extends({
    name,
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          const scope = scopeOf(model)
          return query(scope ? scopeArgs(model, operation, args as Record<string, unknown>, scope) : args)
        },
      },
    },
  })
}

/** How each model is scoped to one tenant: its tenantId column, or for the Tenant table its own row. */
function tenantScopeOf(tenantId: number) {
  const tenantScope: ScopeColumn = { column: 'tenantId', relation: 'tenant', value: tenantId }
  const ownRow: ScopeColumn = { column: 'id', relation: null, value: tenantId }
  return (model: string) => (model === 'Tenant' ? ownRow : TENANT_MODELS.has(model) ? tenantScope : null)
}

/** Every tenant-owned model filtered to (and created in) one tenant; the Tenant table shows its own row only. */
export function bindTenant(prisma: PrismaClient, tenantId: number) {
  return bound(prisma, 'tenant-scope', tenantScopeOf(tenantId))
}

/**
 * A patron's own rows: their tenant's models with a patronId column filtered to the patron as well, the
 * Patron table to their own row. Models without a patron column are not reachable here (use the tenant's).
 */
export function bindPatron(prisma: PrismaClient, tenantId: number, patronId: number) {
  const patronScope: ScopeColumn = { column: 'patronId', relation: 'patron', value: patronId }
  const ownRow: ScopeColumn = { column: 'id', relation: null, value: patronId }
  const scoped = bound(prisma, 'tenant-scope', tenantScopeOf(tenantId))
  return scoped.$extends({
    name: 'patron-scope',
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          if (model === 'Patron') return query(scopeArgs(model, operation, args as Record<string, unknown>, ownRow))
          if (!PATRON_MODELS.has(model)) throw new Error(`${model} has no patron column: read it through the tenant's data`)
          return query(scopeArgs(model, operation, args as Record<string, unknown>, patronScope))
        },
      },
    },
  })
}

/** The tenant-bound client services use (`ctx.data`). */
export type TenantData = ReturnType<typeof bindTenant>
/** The patron-bound client of personal calls (`ctx.mine`). */
export type PatronData = ReturnType<typeof bindPatron>
