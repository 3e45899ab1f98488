import type { DemoTenant } from './demo-tenants.ts'
import { DAY_MS, makeRandom, openingHoursAgo, type Tx } from './seed-activity-context.ts'

// The README accounts' requests, so My library's requests show every status at once: one waiting (an entrustment
// staff have yet to fetch), one accepted (a reservation whose copy waits at the pickup desk: the take code can be
// shown), one completed, one lapsed and one cancelled, each with the workflow steps it went through. The kept copy is
// ON_HOLD at the pickup desk and off the shelf count, as a check-in would have left it. Dates are relative to the
// seeding moment; request numbers come from the tenant's seeded random sequence, so a reseed gives the same ones.

const ACCOUNTS: Record<DemoTenant['kind'], string[]> = { academic: ['reader', 'scholar'], public: ['citizen'] }
type Step = { step: string; status: 'START' | 'ACCEPT' | 'COMPLETE' | 'END' | 'CANCEL'; daysAgo: number; byStaff?: true }
type Plan = { type: 'RESERVATION' | 'ENTRUSTMENT' | 'HOME_DELIVERY'; steps: Step[]; keepsCopy?: true; endInDays?: number }

const PLANS: Plan[] = [
  { type: 'ENTRUSTMENT', steps: [{ step: '4', status: 'START', daysAgo: 1 }] },
  { type: 'RESERVATION', keepsCopy: true, endInDays: 5, steps: [{ step: '2', status: 'START', daysAgo: 9 }, { step: '3', status: 'ACCEPT', daysAgo: 2, byStaff: true }] },
  { type: 'ENTRUSTMENT', steps: [{ step: '4', status: 'START', daysAgo: 60 }, { step: '5', status: 'ACCEPT', daysAgo: 59, byStaff: true }, { step: '8', status: 'COMPLETE', daysAgo: 57, byStaff: true }] },
  { type: 'RESERVATION', steps: [{ step: '2', status: 'START', daysAgo: 120 }, { step: '3', status: 'ACCEPT', daysAgo: 101, byStaff: true }, { step: 'C', status: 'END', daysAgo: 94, byStaff: true }] },
  { type: 'HOME_DELIVERY', steps: [{ step: '11', status: 'START', daysAgo: 30 }, { step: 'A', status: 'CANCEL', daysAgo: 29 }] },
]

export async function seedRequests(tx: Tx, tenantId: number, demo: DemoTenant): Promise<void> {
  const rnd = makeRandom(demo.groupCode)(13)
  const now = new Date()
  const pickup = await tx.location.findFirst({ where: { tenantId, isPickup: true, active: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] })
  const staff = await tx.staffUser.findFirst({ where: { tenantId }, orderBy: { id: 'asc' }, select: { id: true } })
  const patrons = await tx.patron.findMany({ where: { tenantId, username: { in: ACCOUNTS[demo.kind] } }, select: { id: true, username: true, name: true, mobile: true, email: true } })
  // Copies on the shelf that nobody has or has asked for, one title per request.
  const free = await tx.item.findMany({
    where: { tenantId, status: 'ON_SHELF', circAttr: '0', loans: { none: { status: 'ACTIVE' } }, requests: { none: {} } },
    select: { id: true, recordId: true, record: { select: { title: true } } }, orderBy: { id: 'asc' },
  })
  const copies = free.filter((c, i) => free.findIndex((other) => other.recordId === c.recordId) === i)
  let next = Math.floor(rnd() * Math.max(copies.length - PLANS.length * 3, 1))
  let serial = 1
  for (const patron of patrons.sort((a, b) => a.username.localeCompare(b.username))) {
    for (const plan of PLANS) {
      const copy = copies[next++]
      if (!copy) return
      const first = plan.steps[0]!
      const last = plan.steps.at(-1)!
      const at = (daysAgo: number) => openingHoursAgo(now, daysAgo, rnd)
      const createdAt = at(first.daysAgo)
      const closed = last.status === 'COMPLETE' || last.status === 'END' || last.status === 'CANCEL'
      const request = await tx.circulationRequest.create({
        data: {
          tenantId, requestNo: `R${createdAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(100_000 + serial++)}`,
          type: plan.type, status: last.status, step: last.step, patronId: patron.id, recordId: copy.recordId, itemId: copy.id, title: copy.record.title,
          takeLocationId: plan.type === 'HOME_DELIVERY' ? null : pickup?.id ?? null, contactName: patron.name, contactPhone: patron.mobile, contactEmail: patron.email,
          deliveryAddress: plan.type === 'HOME_DELIVERY' ? `${patron.name} ${demo.name}` : '',
          endDate: plan.endInDays ? new Date(now.getTime() + plan.endInDays * DAY_MS) : null,
          acceptedAt: plan.steps.find((s) => s.status === 'ACCEPT') ? at(plan.steps.find((s) => s.status === 'ACCEPT')!.daysAgo) : null,
          closedAt: closed ? at(last.daysAgo) : null, cancelReason: last.status === 'CANCEL' ? '不再需要' : '', createdAt,
        },
      })
      await tx.requestEvent.createMany({
        data: plan.steps.map((s, i) => ({ tenantId, requestId: request.id, step: s.step, status: s.status, staffId: s.byStaff ? staff?.id ?? null : null, createdAt: i === 0 ? createdAt : at(s.daysAgo) })),
      })
      if (plan.keepsCopy) {
        await tx.item.update({ where: { id: copy.id }, data: { status: 'ON_HOLD', currentLocationId: pickup?.id ?? null } })
        await tx.bibRecord.updateMany({ where: { id: copy.recordId, onShelfCount: { gt: 0 } }, data: { onShelfCount: { decrement: 1 } } })
      }
    }
  }
}
