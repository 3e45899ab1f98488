import http from 'node:http'
import { SMTPServer } from 'smtp-server'
// Test tooling shared with the server's mail contract test: decodes what nodemailer sends (UTF-8 subjects,
// base64 / quoted-printable bodies).
import { readReceivedMail, type ReceivedMail } from '../../../server/src/testing/received-mail.ts'
import { STAND_IN_PORTS } from './stand-in-ports.ts'

/** One message as the tests read it: the envelope recipients, the decoded headers and text, and the raw source. */
export type MailboxMessage = ReceivedMail & { recipients: string[]; receivedAt: string }

/**
 * The portal's SMTP server in the browser tests: accepts every message (no TLS, no authentication) on
 * STAND_IN_PORTS.smtp and keeps it in memory; GET /messages?to=<address> on STAND_IN_PORTS.mailbox answers
 * the messages received for that address, oldest first, as JSON (all messages without `to`).
 */
export async function startSmtpSink(): Promise<() => Promise<void>> {
  const received: MailboxMessage[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Verification mails are small; anything larger is no mail of ours.
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        received.push({ ...readReceivedMail(Buffer.concat(chunks)), recipients, receivedAt: new Date().toISOString() })
        callback()
      })
    },
  })
  const mailbox = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox')
    if (req.method !== 'GET' || url.pathname !== '/messages') return void res.writeHead(404).end()
    const to = url.searchParams.get('to')?.toLowerCase()
    const messages = to ? received.filter((m) => m.recipients.includes(to)) : received
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(messages))
  })
  await new Promise<void>((resolve) => smtp.listen(STAND_IN_PORTS.smtp, '127.0.0.1', resolve))
  await new Promise<void>((resolve) => mailbox.listen(STAND_IN_PORTS.mailbox, '127.0.0.1', resolve))
  return async () => {
    await new Promise<void>((resolve) => mailbox.close(() => resolve()))
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  }
}
