import { createTestDatabase } from '@portal/db/testing'
import { runCirculationContract } from '../circulation.contract.ts'
import { CONTRACT_PATRON_TYPE, makeContractPatrons } from '../circulation-contract-patrons.ts'
import { createBuiltInCirculation } from './index.ts'

// The circulation contract on the built-in provider: the scenario's loans are rows of Loan on copies of the demo
// catalogue, under a loan rule of one renewal.

const DAY_MS = 86_400_000

runCirculationContract('built-in (PostgreSQL)', async () => {
  const db = await createTestDatabase()
  const { tenantId, patrons } = await makeContractPatrons(db.prisma)
  await db.prisma.loanRule.create({ data: { tenantId, ruleName: 'contract', patronType: CONTRACT_PATRON_TYPE, maxLoans: 10, loanPeriodDays: 30, maxRenewals: 1, renewPeriodDays: 30 } })
  const items = await db.prisma.item.findMany({ where: { tenantId, status: 'ON_SHELF', loans: { none: { status: 'ACTIVE' } } }, take: 6, orderBy: { id: 'asc' } })
  const lends: [keyof typeof patrons, string, number][] = [['main', 'Contract A', 0], ['main', 'Contract B', 0], ['main', 'Contract C', 1], ['frozen', 'Contract F', 0], ['lost', 'Contract L', 0], ['other', 'Contract O', 0]]
  for (const [i, [who, title, renewCount]] of lends.entries()) {
    const item = items[i]!
    await db.prisma.item.update({ where: { id: item.id }, data: { status: 'ON_LOAN' } })
    await db.prisma.loan.create({
      data: { tenantId, patronId: patrons[who].patronId, itemId: item.id, recordId: item.recordId, title, barcode: item.barcode, loanDate: new Date(Date.now() - 20 * DAY_MS), dueDate: new Date(Date.now() + (5 + i) * DAY_MS), renewCount, status: 'ACTIVE' },
    })
  }
  return { provider: createBuiltInCirculation(db.prisma), patrons, teardown: () => db.drop() }
})
