import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Mailer } from '../ports/mail.port.ts'
import type { ReceivedMail } from '../testing/received-mail.ts'

// What every Mailer must do; run by each adapter's test with its own setup. `received` reads what the far
// end (a real local server) got; `unreachable` is the same adapter pointed at a server that is down.

export type MailerContractSetup = {
  mailer: Mailer
  unreachable: Mailer
  received(to: string): Promise<ReceivedMail[]>
  /** The From header the adapter was configured with. */
  from: string
  teardown?: () => Promise<void>
}

export function runMailerContract(name: string, setup: () => Promise<MailerContractSetup>): void {
  describe(`Mailer contract: ${name}`, () => {
    let ctx: MailerContractSetup
    beforeAll(async () => {
      ctx = await setup()
    })
    afterAll(async () => ctx?.teardown?.())

    it('delivers one message with its From, To and Subject headers and the text body', async () => {
      await ctx.mailer.send({ to: 'reader@example.org', subject: 'Your code', text: 'Code: 123456\nValid for 10 minutes.' })
      const [mail, ...more] = await ctx.received('reader@example.org')
      expect(more).toHaveLength(0)
      expect(mail!.from).toBe(ctx.from)
      expect(mail!.to).toBe('reader@example.org')
      expect(mail!.subject).toBe('Your code')
      expect(mail!.text).toBe('Code: 123456\nValid for 10 minutes.')
      expect(mail!.headers['message-id']).toMatch(/^<.+@.+>$/)
      expect(mail!.headers.date).toBeTruthy()
    })

    it('keeps a Chinese subject and body intact (UTF-8)', async () => {
      const text = '您的验证码是 654321，10 分钟内有效。\n如非本人操作，请忽略本邮件。—— 星海大学图书馆'
      await ctx.mailer.send({ to: 'zh@example.org', subject: '【星海大学图书馆】找回密码验证码', text })
      const [mail] = await ctx.received('zh@example.org')
      expect(mail!.subject).toBe('【星海大学图书馆】找回密码验证码')
      expect(mail!.text).toBe(text)
      expect(mail!.headers['content-type']).toMatch(/charset=utf-8/i)
    })

    it('rejects when the server cannot be reached', async () => {
      await expect(ctx.unreachable.send({ to: 'x@example.org', subject: 's', text: 't' })).rejects.toThrow()
    })
  })
}
