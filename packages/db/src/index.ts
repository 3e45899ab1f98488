// @portal/db: the generated Prisma client plus how to reach, start and migrate the database.

export * from './generated/prisma/client.ts'
export { openDatabase, type Database, type OpenDatabaseOptions } from './database.ts'
export { createPrismaClient } from './prisma-client.ts'
export {
  startEmbeddedPostgres,
  EmbeddedPostgresInUseError,
  type EmbeddedPostgres,
  type StartEmbeddedPostgresOptions,
} from './embedded-postgres.ts'
export {
  applyMigrations,
  checkDrift,
  createMigration,
  migrationStatus,
  type CreatedMigration,
  type MigrationStatus,
  type MigratorOptions,
} from './migrator.ts'
export { SchemaEngineError } from './migrations/schema-engine.ts'
export type { DbLogger } from './logger.ts'
export { consoleLogger, silentLogger } from './logger.ts'
export { defaultEmbeddedDataDir, defaultMigrationsDir, defaultSchemaDir, repoRoot } from './paths.ts'
