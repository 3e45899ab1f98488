import type { PrismaClient } from '@portal/db'
import { loadDemoCatalogue, seedCatalogue } from './seed-catalogue.ts'
import { seedTenants } from './seed-tenants.ts'

export { DEMO_PATRONS, DEMO_STAFF, DEMO_TENANTS } from './demo-tenants.ts'

/**
 * Loads the demo data: two tenants, their libraries, menus, patrons, staff and the demo catalogue.
 * Idempotent: a second run adds nothing and changes nothing staff edited.
 */
export async function seedDemo(db: PrismaClient, { log = (_: string) => {} }: { log?: (message: string) => void } = {}) {
  const started = Date.now()
  const tenantIds = await seedTenants(db, log)
  const all = loadDemoCatalogue()
  // The public library holds no theses; the university holds everything.
  const university = await seedCatalogue(db, tenantIds.get('900001')!, all, 'XH')
  const city = await seedCatalogue(db, tenantIds.get('900002')!, all.filter((r) => r.docType !== 'thesis'), 'BJ')
  log(`demo catalogue: ${university} records added to 900001, ${city} to 900002 (${all.length} in the data files), ${Date.now() - started} ms`)
}
