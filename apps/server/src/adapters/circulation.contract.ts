import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LoanQuerySchema, type RenewalOutcome } from '@portal/contracts'
import type { CirculationPatron, CirculationProvider } from '../ports/circulation.port.ts'

// What every CirculationProvider must do, run by each adapter's test over the same scenario, which the setup
// makes in its own system: `main` has three current loans titled "Contract A" and "Contract B" (renewable now) and
// "Contract C" (renewed as often as allowed); `frozen` (charge or renewal privileges denied) has "Contract F",
// `lost` (card reported lost) has "Contract L", `other` has "Contract O".

export type CirculationContractContext = {
  provider: CirculationProvider
  patrons: { main: CirculationPatron; frozen: CirculationPatron; lost: CirculationPatron; other: CirculationPatron }
  teardown?: () => Promise<void>
}

const query = (page = 1, rows = 10) => LoanQuerySchema.parse({ page, rows })

export function runCirculationContract(name: string, setup: () => Promise<CirculationContractContext>): void {
  describe(`CirculationProvider contract: ${name}`, () => {
    let ctx: CirculationContractContext
    beforeAll(async () => {
      ctx = await setup()
    })
    afterAll(async () => ctx?.teardown?.())

    const idOf = async (patron: CirculationPatron, title: string) => {
      const loan = (await ctx.provider.currentLoans(patron, query(1, 100))).loans.find((l) => l.title === title)
      expect(loan, title).toBeDefined()
      return loan!.loanId
    }

    it('lists a patron’s current loans and only theirs', async () => {
      const page = await ctx.provider.currentLoans(ctx.patrons.main, query())
      expect(page.loans.map((l) => l.title).sort()).toEqual(['Contract A', 'Contract B', 'Contract C'])
      expect(page.total).toBe(3)
      for (const loan of page.loans) {
        expect(loan.barcode).not.toBe('')
        expect(Number.isNaN(Date.parse(loan.dueDate))).toBe(false)
        expect(loan.returnDate).toBeNull()
      }
      expect((await ctx.provider.currentLoans(ctx.patrons.other, query())).loans.map((l) => l.title)).toEqual(['Contract O'])
    })

    it('pages the list: each loan once, the total on every page', async () => {
      const first = await ctx.provider.currentLoans(ctx.patrons.main, query(1, 2))
      const second = await ctx.provider.currentLoans(ctx.patrons.main, query(2, 2))
      expect(first.loans).toHaveLength(2)
      expect(second.loans).toHaveLength(1)
      expect([first.total, second.total]).toEqual([3, 3])
      expect(new Set([...first.loans, ...second.loans].map((l) => l.loanId)).size).toBe(3)
      expect((await ctx.provider.currentLoans(ctx.patrons.main, query(3, 2))).loans).toEqual([])
    })

    it('renews many loans, each on its own, answering per id in the order asked', async () => {
      const [a, b, c, o] = await Promise.all([idOf(ctx.patrons.main, 'Contract A'), idOf(ctx.patrons.main, 'Contract B'), idOf(ctx.patrons.main, 'Contract C'), idOf(ctx.patrons.other, 'Contract O')])
      const unknown = 2_000_000_000
      const outcomes = await ctx.provider.renew(ctx.patrons.main, [c, a, unknown, o, b])
      expect(outcomes.map((x) => x.loanId)).toEqual([c, a, unknown, o, b])
      expect(outcomes.map((x) => (x.renewed ? 'renewed' : x.reason))).toEqual(['RENEWAL_LIMIT_REACHED', 'renewed', 'LOAN_NOT_ACTIVE', 'LOAN_NOT_ACTIVE', 'renewed'])
      const renewedA = outcomes[1] as Extract<RenewalOutcome, { renewed: true }>
      expect(renewedA.title).toBe('Contract A')
      const listed = (await ctx.provider.currentLoans(ctx.patrons.main, query(1, 100))).loans.find((l) => l.loanId === a)!
      expect(Date.parse(listed.dueDate)).toBe(Date.parse(renewedA.dueDate))
      // Another patron's id told nothing, and their loan was not renewed.
      expect((await ctx.provider.currentLoans(ctx.patrons.other, query())).loans[0]!.loanId).toBe(o)
    })

    it('renews one loan and refuses it again once its renewals are used up', async () => {
      const a = await idOf(ctx.patrons.main, 'Contract A')
      const [again] = await ctx.provider.renew(ctx.patrons.main, [a])
      expect(again).toMatchObject({ loanId: a, renewed: false })
      expect(['RENEWAL_LIMIT_REACHED', 'RENEWAL_ALREADY_DONE']).toContain((again as { reason: string }).reason)
    })

    it('refuses every renewal of a frozen or lost card with its code', async () => {
      const f = await idOf(ctx.patrons.frozen, 'Contract F')
      const l = await idOf(ctx.patrons.lost, 'Contract L')
      expect(await ctx.provider.renew(ctx.patrons.frozen, [f])).toEqual([{ loanId: f, title: 'Contract F', renewed: false, reason: 'CARD_FROZEN' }])
      expect(await ctx.provider.renew(ctx.patrons.lost, [l])).toEqual([{ loanId: l, title: 'Contract L', renewed: false, reason: 'CARD_LOST' }])
    })

    it('answers CIRCULATION_UNSUPPORTED for what it does not declare, and has the parts of what it does', async () => {
      const caps = ctx.provider.capabilities
      expect(caps.has('loans')).toBe(true)
      expect(caps.has('renew')).toBe(true)
      if (caps.has('history')) expect((await ctx.provider.loanHistory(ctx.patrons.main, query())).loansLeft).toBeNull()
      else await expect(ctx.provider.loanHistory(ctx.patrons.main, query())).rejects.toMatchObject({ code: 'CIRCULATION_UNSUPPORTED' })
      expect(Boolean(ctx.provider.desk)).toBe(caps.has('desk'))
      if (caps.has('fines')) expect(ctx.provider.fines).toBeDefined()
      if (caps.has('requests')) expect(ctx.provider.requests).toBeDefined()
    })
  })
}
