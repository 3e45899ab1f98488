import type { AddressInfo } from 'node:net'
import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { TEMPLATE_FILES_DIR } from '@portal/seed'
import { SMTPServer } from 'smtp-server'
import supertest from 'supertest'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { bindTenant } from '../data/tenant-data.ts'
import { loadEnv } from '../env.ts'
import { importCatalogue } from '../modules/catalogue-import/import-catalogue.service.ts'
import { readReceivedMail, type ReceivedMail } from '../testing/received-mail.ts'
import { DEFAULT_GROUP, patronHeaders, type TestApp } from '../testing/test-app.ts'
import { SUBSCRIPTION_ALERT, SUBSCRIPTION_SWEEP } from './subscription-alert-jobs.ts'

// Acceptance of issue 16: a record imported after a subscription was saved, matching it, reaches the patron's
// mailbox on a real local SMTP server and the inbox, once, after the server was restarted in between; the sweep
// runs as a job on the queue (pg-boss on the test database); the mail's unsubscribe link works without a session.

let db: TestDatabase
let smtp: SMTPServer
const mailbox: { to: string[]; mail: ReceivedMail }[] = []
let smtpUrl = ''

beforeAll(async () => {
  db = await createTestDatabase()
  smtp = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mailbox.push({ to: session.envelope.rcptTo.map((r) => r.address), mail: readReceivedMail(Buffer.concat(chunks)) })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await db?.drop()
})

/** One server process on the shared test database, with its queue on and mail going to the local SMTP server. */
async function startServer() {
  const env = loadEnv({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', DATABASE_URL: db.url, FILE_STORAGE_DIR: TEMPLATE_FILES_DIR,
    JOBS_ENABLED: 'true', SMTP_URL: smtpUrl, MAIL_FROM: 'Library <no-reply@library.test>', PUBLIC_URL: 'http://library.test/',
  })
  const app = await buildApp({ env, db: db.prisma, logger: false })
  await app.ready()
  return { app, db, env, http: () => supertest(app.server), close: () => app.close() } satisfies Omit<TestApp, 'close'> & { close: () => Promise<void> }
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const CSV = 'id,title,authors,isbn,publishYear\nalert-1,"星际考古学导论","林远",9787000000019,2026\n'

it('reports a record imported after the subscription, once, across a restart, by mail and inbox; the unsubscribe link works', async () => {
  const first = await startServer()
  const reader = await patronHeaders(first as unknown as TestApp, DEFAULT_GROUP, 'reader')
  await db.prisma.patron.update({ where: { id: reader.patronId }, data: { email: 'reader@example.org' } })
  // The demo's saved searches of reader and their past alert are not this test's.
  await db.prisma.subscription.deleteMany({ where: { patronId: reader.patronId } })
  await db.prisma.message.deleteMany({ where: { patronId: reader.patronId, category: 'SUBSCRIPTION_ALERT' } })
  const added = await first.http().post('/find/subscribe/add').set({ cookie: `SESSION=${reader.sessionId}`, origin: 'http://library.test' })
    .send({ searchField: 'keyWord', searchFieldContent: '星际考古', subName: '星际考古' })
  expect(added.body.success).toBe(true)
  const subId = added.body.data.subId as number
  await first.close()

  // A new process on the same database: the subscription and the queue's schedule were kept.
  const second = await startServer()
  try {
    const tenantId = reader.tenantId
    const summary = await importCatalogue({ data: bindTenant(db.prisma, tenantId), indexer: second.app.ports.search!.indexer }, { tenantId, files: [{ name: 'new.csv', data: Buffer.from(CSV) }] })
    expect(summary.imported).toBe(1)

    const jobs = second.app.jobs!
    const sweepId = (await jobs.send(SUBSCRIPTION_SWEEP, {}))!
    await until('the sweep', async () => (await jobs.stateOf(SUBSCRIPTION_SWEEP, sweepId)) === 'completed')
    await until('the alert job', async () => (await jobs.countJobs(SUBSCRIPTION_ALERT, 'completed')) >= 1)
    const mails = await until('the mail', async () => mailbox.filter((m) => m.to.includes('reader@example.org')).length > 0 && mailbox.filter((m) => m.to.includes('reader@example.org')))
    expect(mails).toHaveLength(1)
    const mail = mails[0]!.mail
    expect(mail.subject).toContain('星际考古')
    expect(mail.text).toContain('星际考古学导论')
    const record = await db.prisma.bibRecord.findFirstOrThrow({ where: { tenantId, sourceId: 'csv:alert-1' } })
    expect(mail.text).toContain(`http://library.test/#/searchList/bookDetails/${record.id}`)
    const messages = await db.prisma.message.findMany({ where: { patronId: reader.patronId, category: 'SUBSCRIPTION_ALERT' } })
    expect(messages).toHaveLength(1)
    expect(messages[0]!.body).toContain('星际考古学导论')
    const alerts = await db.prisma.subscriptionAlert.findMany({ where: { subscriptionId: subId } })
    expect(alerts).toMatchObject([{ recordIds: [record.id], messageId: messages[0]!.id, mailedAt: expect.any(Date) }])

    // The same window again (a retry, a second process) and a new sweep: nothing more.
    await jobs.send(SUBSCRIPTION_ALERT, { tenantId, subscriptionId: subId, windowEnd: alerts[0]!.windowEnd.toISOString() })
    const again = (await jobs.send(SUBSCRIPTION_SWEEP, {}))!
    await until('the second sweep', async () => (await jobs.stateOf(SUBSCRIPTION_SWEEP, again)) === 'completed')
    await until('the repeated alert job', async () => (await jobs.countJobs(SUBSCRIPTION_ALERT, 'completed')) >= 2)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(mailbox.filter((m) => m.to.includes('reader@example.org'))).toHaveLength(1)
    expect(await db.prisma.message.count({ where: { patronId: reader.patronId, category: 'SUBSCRIPTION_ALERT' } })).toBe(1)
    expect(await db.prisma.subscriptionAlert.count({ where: { subscriptionId: subId } })).toBe(1)

    // The unsubscribe link of the mail (and its List-Unsubscribe header), without any session.
    const link = /http:\/\/library\.test(\/find\/subscribe\/unsubscribe\/\S+)/.exec(mail.text)![1]!
    expect(mail.headers['list-unsubscribe']).toBe(`<http://library.test${link}>`)
    const tampered = link.replace(/token=(\d+)\.(\d+)\./, (_m, tenant: string, sub: string) => `token=${tenant}.${Number(sub) + 1}.`)
    expect((await second.http().get(tampered)).status).toBe(400)
    const foreign = link.replace(/token=.*$/, 'token=1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
    expect((await second.http().get(foreign)).status).toBe(400)
    const wrongTenant = link.replace(`/unsubscribe/${DEFAULT_GROUP}`, '/unsubscribe/900002')
    expect((await second.http().get(wrongTenant)).status).toBe(400)
    expect((await db.prisma.subscription.findUniqueOrThrow({ where: { id: subId } })).emailAlerts).toBe(true)
    const page = await second.http().get(link)
    expect(page.status).toBe(200)
    expect(page.text).toContain('已退订邮件提醒')
    expect((await db.prisma.subscription.findUniqueOrThrow({ where: { id: subId } })).emailAlerts).toBe(false)
    const oneClick = await second.http().post(link).set('content-type', 'application/x-www-form-urlencoded').send('List-Unsubscribe=One-Click')
    expect(oneClick.body).toMatchObject({ success: true, data: { emailAlerts: false } })
  } finally {
    await second.close()
  }
  // Two server starts, an import and queue round trips: well over the 30 s default on a loaded CI machine.
}, 180_000)
