// What the integration global setup hands to test files through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    /** postgresql:// URL of the migrated (and seeded) template database of this test run. */
    databaseUrl: string
  }
}

export {}
