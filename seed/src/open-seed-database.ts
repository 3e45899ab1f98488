import { applyMigrations, consoleLogger, defaultEmbeddedDataDir, openDatabase } from '@portal/db'

/** The database the seed commands write to: DATABASE_URL, or the embedded one the server also uses; migrated. */
export async function openSeedDatabase() {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    embeddedDataDir: process.env.EMBEDDED_PG_DIR ?? defaultEmbeddedDataDir,
    embeddedPort: Number(process.env.EMBEDDED_PG_PORT ?? 0) || undefined,
    log: consoleLogger,
  })
  await applyMigrations(database.url)
  return database
}
