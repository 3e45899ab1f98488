import type { MailMessage, Mailer } from '../../ports/mail.port.ts'

type Log = (fields: Record<string, unknown>, message: string) => void

/**
 * Development mailer (no SMTP_URL): writes each mail to the server log so a developer can read the code.
 * The log is the only copy, which is why production sets SMTP_URL.
 */
export class LogMailer implements Mailer {
  constructor(private readonly log: Log) {}

  async send(message: MailMessage): Promise<void> {
    this.log({ to: message.to, subject: message.subject, text: message.text }, 'mail (SMTP_URL unset, not sent)')
  }
}
