// Adds up the JSON reports of vitest and Playwright into the one line CI reads: "N passed, N failed".
// A step that failed without a report (typecheck, lint, i18n, build) counts as one failure.
import fs from 'node:fs'
import path from 'node:path'

const [dir, embeddedStatus, serverStatus] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0
const read = (file) => {
  const full = path.join(dir, file)
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : null
}
for (const file of ['vitest-embedded.json', 'vitest-server.json']) {
  const report = read(file)
  if (!report) continue
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + report.numTodoTests
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`)
}
const pw = read('playwright.json')
if (pw) {
  const s = pw.stats
  // A flaky test failed once and passed on its retry; Playwright counts the run green, and so do we,
  // but it is named here so nobody mistakes it for a clean pass.
  passed += s.expected + s.flaky
  failed += s.unexpected
  skipped += s.skipped
  console.log(`playwright.json: ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky (passed on retry), ${s.skipped} skipped`)
}
const vitestEmbedded = read('vitest-embedded.json')
if (embeddedStatus !== '0' && (!vitestEmbedded || vitestEmbedded.numFailedTests === 0) && (!pw || pw.stats.unexpected === 0)) {
  console.log('the README test command failed outside the test runners (typecheck, lint, i18n check or build): counted as 1 failure')
  failed += 1
}
if (serverStatus !== '0' && !(read('vitest-server.json')?.numFailedTests > 0)) {
  console.log('the PostgreSQL-server run did not complete: counted as 1 failure')
  failed += 1
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
