import { createTestDatabase } from '@portal/db/testing'
import { startSip2Server } from '../../testing/sip2-server/start.ts'
import { runCirculationContract } from '../circulation.contract.ts'
import { makeContractPatrons } from '../circulation-contract-patrons.ts'
import { Sip2Client } from './client.ts'
import { createSip2Circulation } from './provider.ts'

// The circulation contract on the SIP2 provider over TCP, against the test SIP2 server process holding the
// scenario's patrons and items; the loan ids are kept in the test database (ExternalLoanRef).

const DAY_MS = 86_400_000
const due = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

runCirculationContract('SIP2 over TCP', async () => {
  const db = await createTestDatabase()
  const { patrons } = await makeContractPatrons(db.prisma)
  const server = await startSip2Server({
    institutionId: 'CONTRACT', login: { user: 'portal', password: 's3cret' },
    patrons: [
      { barcode: patrons.main.barcode, name: 'Main', chargedLimit: 10 }, { barcode: patrons.frozen.barcode, name: 'Frozen', renewalDenied: true },
      { barcode: patrons.lost.barcode, name: 'Lost', cardLost: true }, { barcode: patrons.other.barcode, name: 'Other' },
    ],
    items: [
      { barcode: 'CA', title: 'Contract A', patron: patrons.main.barcode, dueDate: due(5), maxRenewals: 1 },
      { barcode: 'CB', title: 'Contract B', patron: patrons.main.barcode, dueDate: due(6), maxRenewals: 1 },
      { barcode: 'CC', title: 'Contract C', patron: patrons.main.barcode, dueDate: due(7), renewals: 1, maxRenewals: 1 },
      { barcode: 'CF', title: 'Contract F', patron: patrons.frozen.barcode, dueDate: due(8) },
      { barcode: 'CL', title: 'Contract L', patron: patrons.lost.barcode, dueDate: due(9) },
      { barcode: 'CO', title: 'Contract O', patron: patrons.other.barcode, dueDate: due(10) },
    ],
  })
  const client = new Sip2Client({
    host: '127.0.0.1', port: server.port, tls: false, delimiter: '|', errorDetection: true, charset: 'UTF-8', timeoutMs: 5000, size: 2,
    loginUser: 'portal', loginPassword: 's3cret', location: 'Portal', institutionId: 'CONTRACT',
  })
  const provider = createSip2Circulation(db.prisma, client, { timeZoneOffsetMinutes: 0 })
  return {
    provider, patrons,
    teardown: async () => {
      provider.close()
      await server.close()
      await db.drop()
    },
  }
})
