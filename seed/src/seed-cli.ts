import { LocalFileStorage, loadEnv } from '@portal/server/seeding'
import { seedDemo } from './index.ts'
import { openSeedDatabase } from './open-seed-database.ts'

// `pnpm seed`: loads the demo data into DATABASE_URL, or into the embedded database when it is unset.
const database = await openSeedDatabase()
try {
  await seedDemo(database.prisma, { log: (message) => console.log(`[seed] ${message}`), files: new LocalFileStorage(loadEnv().FILE_STORAGE_DIR) })
} finally {
  await database.close()
}
