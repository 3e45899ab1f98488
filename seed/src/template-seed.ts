import type { PrismaClient } from '@portal/db'
import { seedDemo } from './index.ts'

/** Integration tests start from the demo data: the global setup runs this once on the template database. */
export async function seedTemplate(prisma: PrismaClient): Promise<void> {
  await seedDemo(prisma)
}
