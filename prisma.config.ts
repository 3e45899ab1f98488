import path from 'node:path'
import { defineConfig } from 'prisma/config'

// Prisma's CLI wants its native schema engine even for `generate`, which never runs it, and it
// cannot be downloaded on our machines. Migrations go through the WASM engine instead
// (packages/db/src/migrator.ts), so the CLI gets a stub that explains that.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve(import.meta.dirname, 'prisma/offline-schema-engine.sh')
process.env.CHECKPOINT_DISABLE ??= '1'

export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations' },
})
