/** One message to one address; `text` is required so every mail reads without HTML. */
export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  /** Further headers, such as List-Unsubscribe on subscription alerts. */
  headers?: Record<string, string>
}

/** Outgoing mail (password reset and contact verification codes). Adapters: SMTP (nodemailer) and a logging one. */
export interface Mailer {
  /** Resolves once the message was handed over; rejects (DELIVERY_FAILED at the edge) when it was not. */
  send(message: MailMessage): Promise<void>
}
