import { applyMigrations, consoleLogger, defaultEmbeddedDataDir, openDatabase } from '@portal/db'
import { seedDemo } from './index.ts'

// `pnpm seed`: loads the demo data into DATABASE_URL, or into the embedded database when it is unset.
const log = (message: string) => console.log(`[seed] ${message}`)
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  embeddedDataDir: process.env.EMBEDDED_PG_DIR ?? defaultEmbeddedDataDir,
  log: consoleLogger,
})
try {
  await applyMigrations(database.url)
  await seedDemo(database.prisma, { log })
} finally {
  await database.close()
}
