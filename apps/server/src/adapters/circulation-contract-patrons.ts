import type { PrismaClient } from '@portal/db'
import type { CirculationContractContext } from './circulation.contract.ts'

// The contract scenario's four patrons, made in a test database's university tenant (900001) under their own
// patron type, so the demo data's rules and loans do not change what they see.

export const CONTRACT_PATRON_TYPE = 'CONTRACT'

export async function makeContractPatrons(prisma: PrismaClient): Promise<{ tenantId: number; patrons: CirculationContractContext['patrons'] }> {
  const tenant = await prisma.tenant.findUniqueOrThrow({ where: { groupCode: '900001' } })
  const make = async (username: string, status: 'NORMAL' | 'FROZEN' | 'LOST') => {
    const p = await prisma.patron.create({ data: { tenantId: tenant.id, username, primaryId: username, passwordHash: 'x', name: username, userType: CONTRACT_PATRON_TYPE, status } })
    return { tenantId: tenant.id, patronId: p.id, barcode: username }
  }
  return {
    tenantId: tenant.id,
    patrons: { main: await make('contract-main', 'NORMAL'), frozen: await make('contract-frozen', 'FROZEN'), lost: await make('contract-lost', 'LOST'), other: await make('contract-other', 'NORMAL') },
  }
}
