import type { SmsSender } from '../../ports/sms.port.ts'

type Log = (fields: Record<string, unknown>, message: string) => void

/** Development SMS sender (SMS_PROVIDER=log): the message goes to the server log only. */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: Log) {}

  async send(to: string, text: string): Promise<void> {
    this.log({ to, text }, 'SMS (SMS_PROVIDER=log, not sent)')
  }
}
