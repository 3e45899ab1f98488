import nodemailer, { type Transporter } from 'nodemailer'
import type { MailMessage, Mailer } from '../../ports/mail.port.ts'

export type SmtpMailerOptions = {
  /** smtp:// or smtps:// URL with credentials and options (nodemailer's connection URL). */
  url: string
  /** The From header, e.g. `Library portal <no-reply@library.example>`. */
  from: string
  /** Longest wait for connecting, the greeting and each command; a code that arrives minutes late is useless. */
  timeoutMs?: number
}

/**
 * Sends mail through an SMTP server (SMTP_URL). One pooled-less transport: verification mails are rare, and
 * a fresh connection per message never leaves a half-dead socket behind. Every failure (refused connection,
 * timeout, rejected recipient) rejects, so the service can answer DELIVERY_FAILED.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter
  private readonly from: string

  constructor(options: SmtpMailerOptions) {
    const timeout = options.timeoutMs ?? 10_000
    this.from = options.from
    // The URL carries host, port, security and credentials; the timeouts are added as URL options.
    const url = new URL(options.url)
    for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout', 'dnsTimeout'])
      if (!url.searchParams.has(name)) url.searchParams.set(name, String(timeout))
    this.transport = nodemailer.createTransport(url.toString())
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
    })
    // nodemailer resolves even when some recipients were refused; for a one-recipient mail that is a failure.
    const refused = info.rejected ?? []
    if (refused.length > 0) throw new Error(`SMTP server refused ${refused.length} recipient(s)`)
  }

  close(): void {
    this.transport.close()
  }
}
