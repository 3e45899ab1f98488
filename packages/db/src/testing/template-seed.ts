import type { PrismaClient } from '../generated/prisma/client.ts'

// Runs once per test run on the migrated template database, before any test file copies it, so data
// every integration test needs (e.g. two demo tenants) costs nothing per file. Another module can take
// this role: set PORTAL_TEST_TEMPLATE_SEED to its path (relative to the repository root); it must
// export `seedTemplate(prisma)` too.

export async function seedTemplate(_prisma: PrismaClient): Promise<void> {
  // Nothing yet: test files start from the migrated, empty schema.
}
