import pg from 'pg'
import { quoteIdentifier, withDatabaseName } from './database-url.ts'

// Administrative statements (CREATE/DROP DATABASE) cannot run inside a database being created or
// dropped, so they go through a short-lived connection to the server's `postgres` database.

export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The maintenance database of the server `url` points at. */
function maintenanceUrl(url: string): string {
  return withDatabaseName(url, 'postgres')
}

const DUPLICATE_DATABASE = '42P04'

/** Creates `name` unless it exists; safe when two processes race to create it. Returns whether it created it. */
export async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<boolean> {
  return withPgClient(maintenanceUrl(serverUrl), async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount) return false
    try {
      await client.query(`CREATE DATABASE ${quoteIdentifier(name)}`)
      return true
    } catch (error) {
      if ((error as { code?: string }).code === DUPLICATE_DATABASE) return false
      throw error
    }
  })
}

/** Creates `name` as a copy of `template`; PostgreSQL refuses while anyone is connected to the template. */
export async function createDatabaseFromTemplate(serverUrl: string, name: string, template: string): Promise<void> {
  await withPgClient(maintenanceUrl(serverUrl), (client) =>
    client.query(`CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}`),
  )
}

/** Drops `name`, ending sessions still connected to it (PostgreSQL 13+), so a leaked pool cannot block cleanup. */
export async function dropDatabaseIfExists(serverUrl: string, name: string): Promise<void> {
  await withPgClient(maintenanceUrl(serverUrl), (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
  )
}

export async function listDatabases(serverUrl: string, likePattern: string): Promise<string[]> {
  return withPgClient(maintenanceUrl(serverUrl), async (client) => {
    const result = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [likePattern])
    return result.rows.map((row) => row.datname)
  })
}
