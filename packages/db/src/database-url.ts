// Small pure helpers for postgresql:// URLs. Databases on one server differ only in the URL path,
// which is how the embedded server, the test template and the per-file test databases are addressed.

/** The same server and credentials, another database. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${encodeURIComponent(database)}`
  return parsed.toString()
}

export function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''))
  return name || 'postgres'
}

/** Identifiers are never user input here, but quoting keeps names like `portal_test_…` safe anyway. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}
