import type { PrismaClient } from '@portal/db'
import { LocalFileStorage } from '@portal/server/seeding'
import { seedDemo } from './index.ts'
import { TEMPLATE_FILES_DIR } from './template-files.ts'

/** Integration tests start from the demo data: the global setup runs this once on the template database. */
export async function seedTemplate(prisma: PrismaClient): Promise<void> {
  await seedDemo(prisma, { files: new LocalFileStorage(TEMPLATE_FILES_DIR) })
}
