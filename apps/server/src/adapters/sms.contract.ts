import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmsSender } from '../ports/sms.port.ts'

// What every SmsSender must do; run by each adapter's test with its own setup. `received` reads what the
// far end (a real local gateway) got; `failing` answers non-2xx, `unreachable` is down.

export type SmsContractSetup = {
  sender: SmsSender
  failing: SmsSender
  unreachable: SmsSender
  received(): Promise<{ to: string; text: string }[]>
  teardown?: () => Promise<void>
}

export function runSmsContract(name: string, setup: () => Promise<SmsContractSetup>): void {
  describe(`SmsSender contract: ${name}`, () => {
    let ctx: SmsContractSetup
    beforeAll(async () => {
      ctx = await setup()
    })
    afterAll(async () => ctx?.teardown?.())

    it('hands the number and the whole text (Chinese too) to the gateway', async () => {
      await ctx.sender.send('13800138000', '【星海大学图书馆】验证码 123456，10 分钟内有效。')
      expect(await ctx.received()).toContainEqual({ to: '13800138000', text: '【星海大学图书馆】验证码 123456，10 分钟内有效。' })
    })

    it('rejects when the gateway refuses the message', async () => {
      await expect(ctx.failing.send('13800138000', 'x')).rejects.toThrow()
    })

    it('rejects when the gateway cannot be reached', async () => {
      await expect(ctx.unreachable.send('13800138000', 'x')).rejects.toThrow()
    })
  })
}
