import type { PrismaClient } from '@portal/db'
import { loadDemoCatalogue, seedCatalogue } from './seed-catalogue.ts'
import { seedActivity } from './seed-activity.ts'
import { createDemoTenant, hashAccounts } from './seed-tenants.ts'
import { DEMO_TENANTS } from './demo-tenants.ts'
import { seedDigitalItems } from './seed-digital-items.ts'
import { seedBehaviour } from './seed-behaviour.ts'
import { seedLoanRules } from './seed-loan-rules.ts'
import { seedRequests } from './seed-requests.ts'
import { seedQuestionnaires } from './seed-questionnaires.ts'
import { seedPersonalAddressesFeedback } from './seed-personal-addresses-feedback.ts'
import { seedPersonalInboxSubscriptions } from './seed-personal-inbox-subscriptions.ts'
import { seedScenarioLoans } from './seed-scenario-loans.ts'
import { seedCardStates } from './seed-card-states.ts'
import type { FileStorage } from '@portal/server/seeding'
// The search index is the server's; the seed fills it so every demo database is searchable.
import { createPostgresSearch } from '@portal/server/seeding'

export { DEMO_PATRONS, DEMO_STAFF, DEMO_TENANTS } from './demo-tenants.ts'
export { seededRandom } from './synthetic-catalogue.ts'
export { TEMPLATE_FILES_DIR } from './template-files.ts'

/**
 * Loads the demo data: two tenants with their libraries, menus, patrons, staff, loan rules, the demo catalogue and the
 * activity of its readers (loans, ratings, shared lists, donations, usage logs).
 * A tenant is created whole, in one transaction, or not at all; a tenant that exists is left alone, so a
 * restart never brings back what staff deleted or changed. With `files`, records also get digitised copies
 * (PDFs stored there, previewed at /previewPdf).
 */
export async function seedDemo(db: PrismaClient, { log = (_: string) => {}, files }: { log?: (message: string) => void; files?: FileStorage } = {}) {
  const catalogue = loadDemoCatalogue()
  for (const demo of DEMO_TENANTS) {
    if (await db.tenant.findUnique({ where: { groupCode: demo.groupCode }, select: { id: true } })) continue
    const started = Date.now()
    const accounts = await hashAccounts(demo.groupCode)
    // The public library holds no theses; the university holds everything.
    const records = demo.kind === 'public' ? catalogue.filter((r) => r.docType !== 'thesis') : catalogue
    const added = await db.$transaction(
      async (tx) => {
        const tenantId = await createDemoTenant(tx, demo, accounts)
        const count = await seedCatalogue(tx, tenantId, records, demo.barcodePrefix)
        await seedLoanRules(tx, tenantId, demo)
        await seedCardStates(tx, tenantId, demo)
        if (files) await seedDigitalItems(tx, tenantId, demo, records, files)
        // Loans change copy statuses and shelf counts, which the index reads: activity goes in first.
        await seedActivity(tx, tenantId, demo)
        await seedScenarioLoans(tx, tenantId, demo)
        await seedBehaviour(tx, tenantId, demo)
        await seedRequests(tx, tenantId, demo)
        await seedQuestionnaires(tx, tenantId, demo)
        await seedPersonalAddressesFeedback(tx, tenantId, demo)
        await seedPersonalInboxSubscriptions(tx, tenantId, demo)
        await createPostgresSearch(tx).indexer.reindexAll(tenantId)
        return count
      },
      { timeout: 120_000 },
    )
    log(`demo tenant ${demo.groupCode} ${demo.name}: ${added} records with their copies, ${Date.now() - started} ms`)
  }
}
