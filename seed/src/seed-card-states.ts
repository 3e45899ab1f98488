import argon2 from 'argon2'
import type { Prisma } from '@portal/db'
import type { DemoTenant } from './demo-tenants.ts'

// Card states of the demo (issue 15): Dr. Emily Chen (`scholar`) also reads at the city library, where her card is
// frozen, so the city's demo shows a frozen card refusing renewals while the university's `scholar` borrows as
// before (the university's tests and recorded wire lend to her). Same account name and password in both tenants.

const FROZEN_SCHOLAR = {
  username: 'scholar', primaryId: 'BJ0000002', name: 'Dr. Emily Chen', password: 'Scholar@2026', email: 'emily.chen@mail.example', userType: '成人读者',
}

export async function seedCardStates(tx: Prisma.TransactionClient, tenantId: number, demo: Pick<DemoTenant, 'kind'>) {
  if (demo.kind !== 'public') return
  const p = FROZEN_SCHOLAR
  await tx.patron.create({
    data: {
      tenantId, username: p.username, primaryId: p.primaryId, userBarcode: p.primaryId, name: p.name, passwordHash: await argon2.hash(p.password),
      initialPassword: false, email: p.email, emailVerified: true, userType: p.userType, status: 'FROZEN', firstLoginDone: true,
      validFrom: new Date('2024-09-01T00:00:00Z'), validUntil: new Date('2030-07-31T00:00:00Z'),
    },
  })
}
