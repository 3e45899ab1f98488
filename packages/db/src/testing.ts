// @portal/db/testing: helpers for integration tests (the vitest global setup lives in
// testing/global-setup.ts and is wired in the root vitest.config.ts).
export { createTestDatabase, type CreateTestDatabaseOptions, type TestDatabase } from './testing/test-database.ts'
