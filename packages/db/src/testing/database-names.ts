import crypto from 'node:crypto'

// Names of the databases a test run creates on a PostgreSQL server. The run id starts with the run's
// start time, so databases left behind by a killed run can be recognised as old and dropped later,
// while those of a run going on in parallel (another terminal, another CI job) are left alone.

const TEMPLATE_PREFIX = 'portal_template_'
const TEST_PREFIX = 'portal_test_'
const STALE_AFTER_MS = 24 * 60 * 60 * 1000

function randomSuffix(): string {
  return crypto.randomBytes(4).toString('hex')
}

/** e.g. `mkx3f0q1_9c2e51aa`: start time in base 36, then randomness. */
export function newRunId(now = Date.now()): string {
  return `${now.toString(36)}_${randomSuffix()}`
}

export function templateDatabaseName(runId: string): string {
  return `${TEMPLATE_PREFIX}${runId}`
}

/** A per-file database of the run that owns `templateName`. */
export function testDatabaseName(templateName: string): string {
  return `${testDatabasePrefix(templateName)}${randomSuffix()}`
}

/** Every test database of one run starts with this, which is how teardown finds leftovers. */
export function testDatabasePrefix(templateName: string): string {
  if (!templateName.startsWith(TEMPLATE_PREFIX)) throw new Error(`${templateName} is not a test template database`)
  return `${TEST_PREFIX}${templateName.slice(TEMPLATE_PREFIX.length)}_`
}

/** True for a template or test database whose run started more than a day ago. */
export function isStaleTestDatabase(name: string, now = Date.now()): boolean {
  const match = /^portal_(?:template|test)_([0-9a-z]+)_/.exec(name)
  if (!match) return false
  const startedAt = Number.parseInt(match[1]!, 36)
  return Number.isFinite(startedAt) && now - startedAt > STALE_AFTER_MS
}

export const TEST_DATABASE_PATTERN = 'portal\\_%'
