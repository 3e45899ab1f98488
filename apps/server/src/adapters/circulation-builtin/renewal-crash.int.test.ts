import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { TEMPLATE_FILES_DIR } from '@portal/seed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The real server, started as a process of its own on a test database, killed with SIGKILL while it renews a
// batch of 50 loans: whatever moment the kill lands, every loan is renewed (with its RENEW event and its copy's
// due date) or untouched, never half; and after a restart the same batch renews what was left, once.
//
// To make the kill land inside the batch, this test (and only this test) slows every renewal in the database by
// a trigger that sleeps a few milliseconds per renewed loan: it changes the timing, not what is written.

const DAY_MS = 86_400_000
const LOANS = 50
const TENANT = '900001'
const PATRON = { username: 'scholar', password: 'Scholar@2026' }
const CAPTCHA = 'TEST'
const SLOW_MS = 25
const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url))

type Loan = { id: number; itemId: number; dueDate: Date }
/** The fields of the wire's answers this test reads. */
type Answer = {
  success: boolean
  data: { codeKey: string; jwt: string; success: number; fail: number; searchResult: { loanId: number; renewTimes: number }[] }
}
type Server = { child: ChildProcess; url: string; output: () => string }

let db: TestDatabase
let tenantId: number
let patronId: number
let renewDays: number
let loans: Loan[]
const running: ChildProcess[] = []

/** Starts `node --import tsx src/server.ts` on the test database; resolves with its address once it listens. */
function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env, NODE_ENV: 'test', DATABASE_URL: db.url, HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'silent',
      CAPTCHA_FIXED_CODE: CAPTCHA, WEB_DIST_DIR: '/nonexistent-web-dist', FILE_STORAGE_DIR: TEMPLATE_FILES_DIR,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 90_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /running at (http:\/\/\S+?)\/?\s/.exec(output)?.[1]
      if (url) { clearTimeout(timer); resolve({ child, url, output: () => output }) }
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`the server exited (${code}) before listening:\n${output}`)) })
  })
}

async function call(server: Server, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'POST',
    headers: { groupCode: TENANT, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  return (await res.json()) as Answer
}

/** Signs the patron in through the login door (captcha, then password) and returns the headers of later calls. */
async function signIn(server: Server) {
  const captcha = await call(server, '/oga/verifycode/img', { method: 'GET' })
  const login = await call(server, '/oga/login', { body: { ...PATRON, verifyCode: CAPTCHA, codeKey: captcha.data.codeKey } })
  if (!login.success) throw new Error(`sign-in failed: ${JSON.stringify(login)}`)
  return { jwtOpacAuth: login.data.jwt }
}

function kill(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve())
    server.child.kill('SIGKILL')
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const ids = () => loans.map((l) => l.id)
const renewedCount = () => db.prisma.loan.count({ where: { id: { in: ids() }, renewCount: { gt: 0 } } })

/** Waits until the database has finished what the killed server's connections had started. */
async function settle() {
  for (let i = 0; i < 400; i++) {
    const [busy] = await db.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`
    if (busy?.n === 0) return
    await sleep(25)
  }
  throw new Error('the killed server’s statements did not finish')
}

/**
 * Every loan either untouched or renewed once, whole: the due date by the rule (counted from the renewal), the
 * copy's due date the same, and one RENEW event with that due date at the renewal's time. Answers how many renewed.
 */
async function assertConsistent(): Promise<number> {
  const rows = await db.prisma.loan.findMany({ where: { id: { in: ids() } }, include: { item: true, events: { where: { kind: 'RENEW' } } }, orderBy: { id: 'asc' } })
  expect(rows).toHaveLength(LOANS)
  let renewed = 0
  for (const [i, row] of rows.entries()) {
    const before = loans[i]!
    expect(row.id).toBe(before.id)
    expect(row.status).toBe('ACTIVE')
    expect(row.item!.status).toBe('ON_LOAN')
    expect(row.item!.dueDate?.getTime()).toBe(row.dueDate.getTime())
    if (row.renewCount === 0) {
      expect({ dueDate: row.dueDate, renewDate: row.renewDate, events: row.events.length }).toEqual({ dueDate: before.dueDate, renewDate: null, events: 0 })
      continue
    }
    renewed++
    expect(row.renewCount).toBe(1)
    expect(row.renewDate).not.toBeNull()
    expect(row.dueDate.getTime()).toBe(row.renewDate!.getTime() + renewDays * DAY_MS)
    expect(row.events).toHaveLength(1)
    expect(row.events[0]!.dueDate.getTime()).toBe(row.dueDate.getTime())
    expect(row.events[0]!.createdAt.getTime()).toBe(row.renewDate!.getTime())
    expect(row.events[0]!.patronId).toBe(patronId)
  }
  return renewed
}

/** Puts the loans back as they were lent (not renewed, no RENEW events) for the next run. */
async function resetLoans() {
  await db.prisma.loanEvent.deleteMany({ where: { loanId: { in: ids() }, kind: 'RENEW' } })
  for (const loan of loans) {
    await db.prisma.loan.update({ where: { id: loan.id }, data: { renewCount: 0, renewDate: null, dueDate: loan.dueDate } })
    await db.prisma.item.update({ where: { id: loan.itemId }, data: { dueDate: loan.dueDate } })
  }
}

beforeAll(async () => {
  db = await createTestDatabase()
  const tenant = await db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: TENANT } })
  tenantId = tenant.id
  const patron = await db.prisma.patron.findFirstOrThrow({ where: { tenantId, username: PATRON.username } })
  patronId = patron.id
  // The teacher's rule: renewals of 60 days, any time before the due date.
  const rule = await db.prisma.loanRule.findFirstOrThrow({ where: { tenantId, patronType: patron.userType, active: true } })
  expect(rule.maxRenewals).toBeGreaterThanOrEqual(1)
  expect(rule.renewWindowDays).toBe(0)
  renewDays = rule.renewPeriodDays
  // 50 copies on the shelf that nobody has asked for, lent to the patron 20 days ago and due in 10 days.
  const items = await db.prisma.item.findMany({
    where: { tenantId, status: 'ON_SHELF', loans: { none: { status: 'ACTIVE' } }, requests: { none: {} }, record: { requests: { none: {} } } },
    include: { record: true }, orderBy: { id: 'asc' }, take: LOANS,
  })
  expect(items).toHaveLength(LOANS)
  const now = Date.now()
  loans = []
  for (const item of items) {
    const dueDate = new Date(now + 10 * DAY_MS)
    const loan = await db.prisma.loan.create({
      data: {
        tenantId, patronId, itemId: item.id, recordId: item.recordId, title: item.record.title, barcode: item.barcode,
        loanDate: new Date(now - 20 * DAY_MS), dueDate, status: 'ACTIVE',
      },
    })
    await db.prisma.loanEvent.create({ data: { tenantId, loanId: loan.id, patronId, kind: 'CHECKOUT', dueDate, createdAt: loan.loanDate } })
    await db.prisma.item.update({ where: { id: item.id }, data: { status: 'ON_LOAN', dueDate } })
    loans.push({ id: loan.id, itemId: item.id, dueDate })
  }
  // Test-only timing: each renewal of a loan takes SLOW_MS longer, so a batch of 50 runs for over a second.
  await db.prisma.$executeRawUnsafe(`CREATE FUNCTION test_slow_renewal() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_sleep(${SLOW_MS / 1000}); RETURN NEW; END $$`)
  await db.prisma.$executeRawUnsafe(`CREATE TRIGGER test_slow_renewal BEFORE UPDATE ON "Loan" FOR EACH ROW
    WHEN (NEW."renewCount" > OLD."renewCount") EXECUTE FUNCTION test_slow_renewal()`)
})

afterAll(async () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await db?.drop()
})

describe('a server killed with SIGKILL during a batch renewal', () => {
  it('leaves every loan renewed with its ledger event or untouched, and renews the rest once after a restart', { timeout: 600_000 }, async () => {
    // When the kill is sent: after a number of loans are seen renewed in the database, or a time after the request.
    const kills: ({ afterRenewed: number } | { afterMs: number })[] = [
      { afterRenewed: 1 }, { afterRenewed: 25 }, { afterMs: 0 }, { afterMs: 400 }, { afterRenewed: 48 },
    ]
    const observed: { kill: string; renewed: number }[] = []
    for (const [run, when] of kills.entries()) {
      if (run > 0) await resetLoans()
      const server = await startServer()
      const headers = await signIn(server)
      const answer = call(server, '/find/lendbook/reNew', { headers, body: { loanIds: ids() } }).then(() => 'answered', () => 'cut off')
      if ('afterMs' in when) await sleep(when.afterMs)
      else {
        const deadline = Date.now() + 60_000
        while ((await renewedCount()) < when.afterRenewed && Date.now() < deadline) await sleep(5)
      }
      await kill(server)
      const answered = await answer
      await settle()
      const renewed = await assertConsistent()
      // A batch answered before the kill renewed every loan.
      if (answered === 'answered') expect(renewed).toBe(LOANS)
      observed.push({ kill: `${JSON.stringify(when)} ${answered}`, renewed })
    }
    console.info(`renewal crash runs (kill → loans renewed of ${LOANS}): ${observed.map((o) => `${o.kill} → ${o.renewed}`).join('; ')}`)
    expect(observed.some((o) => o.renewed > 0 && o.renewed < LOANS)).toBe(true)

    // After a restart the same batch renews what the kill left and refuses the renewed ones as already done.
    const leftBefore = LOANS - observed.at(-1)!.renewed
    const server = await startServer()
    try {
      const headers = await signIn(server)
      const again = await call(server, '/find/lendbook/reNew', { headers, body: { loanIds: ids() } })
      expect(again.data).toMatchObject({ success: leftBefore, fail: LOANS - leftBefore })
      expect(await assertConsistent()).toBe(LOANS)
      const list = await call(server, '/find/loanInfo/loanList', { headers, body: { page: 1, rows: 100 } })
      const listed = new Map(list.data.searchResult.map((l) => [l.loanId, l.renewTimes]))
      expect(ids().map((id) => listed.get(id))).toEqual(ids().map(() => 1))
    } finally {
      await kill(server)
    }
  })
})
