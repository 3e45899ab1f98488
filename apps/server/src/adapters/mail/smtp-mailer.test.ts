import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { readReceivedMail, type ReceivedMail } from '../../testing/received-mail.ts'
import { runMailerContract } from '../mail.contract.ts'
import { SmtpMailer } from './smtp-mailer.ts'

const FROM = '星海大学图书馆 <no-reply@library.example>'

runMailerContract('SMTP (nodemailer) against a local smtp-server', async () => {
  const inbox: { to: string[]; mail: ReceivedMail }[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), mail: readReceivedMail(Buffer.concat(chunks)) })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: FROM, timeoutMs: 3000 })
  // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
  const unreachable = new SmtpMailer({ url: 'smtp://127.0.0.1:1', from: FROM, timeoutMs: 3000 })
  return {
    mailer,
    unreachable,
    from: FROM,
    received: async (to) => inbox.filter((m) => m.to.includes(to)).map((m) => m.mail),
    teardown: async () => {
      mailer.close()
      unreachable.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
})
