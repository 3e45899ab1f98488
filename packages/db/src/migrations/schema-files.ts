import fs from 'node:fs'
import path from 'node:path'

// The Prisma schema is split into one .prisma file per domain (prisma.config.ts: `schema: 'prisma/schema'`).
// The schema engine must see all of them at once, exactly as the CLI would.

export interface SchemaFile {
  path: string
  content: string
}

export function readSchemaFiles(schemaDir: string): SchemaFile[] {
  const files = fs
    .readdirSync(schemaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.prisma'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
  if (files.length === 0) throw new Error(`No .prisma files in ${schemaDir}`)
  return files.map((file) => ({ path: file, content: fs.readFileSync(file, 'utf8') }))
}
