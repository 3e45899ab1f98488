import type { Prisma } from '@portal/db'
import type { DemoTenant } from './demo-tenants.ts'
import type { Tx } from './seed-activity-context.ts'

// The README accounts' behaviour records and points (issue 15): violations in several processing states (an
// overdue fine still unpaid, one the library waived, one paid, one partly paid, a cancelled one with a borrowing
// block) tied to their own returned loans, and a year of points whose balance after each entry adds up.

const DAY_MS = 86_400_000

type Charge = { typeCode: string; typeName: string; dueCents: number; paidCents?: number; waivedCents?: number; flag: Prisma.BehaviourRecordCreateManyInput['processFlag']; blockDays?: number; note?: string }

const OVERDUE_UNPAID: Charge = { typeCode: 'OVERDUE', typeName: '超期', dueCents: 120, flag: 'UNTREATED', note: '12' }
const OVERDUE_WAIVED: Charge = { typeCode: 'OVERDUE', typeName: '超期', dueCents: 80, waivedCents: 80, flag: 'TREATED', note: '8' }
const DAMAGE_PAID: Charge = { typeCode: 'DAMAGE', typeName: '污损', dueCents: 1500, paidCents: 1500, flag: 'TREATED' }
const LOST_PART_PAID: Charge = { typeCode: 'LOST', typeName: '丢失', dueCents: 4500, paidCents: 2000, flag: 'PROCESSING' }
const NO_SHOW_CANCELLED: Charge = { typeCode: 'NO_PICKUP', typeName: '预约未取', dueCents: 0, flag: 'CANCELLED', blockDays: 7 }
const NO_SHOW_ORDERED: Charge = { typeCode: 'NO_PICKUP', typeName: '预约未取', dueCents: 0, flag: 'ORDERED', blockDays: 7 }
const OVERDUE_SHELVED: Charge = { typeCode: 'OVERDUE', typeName: '超期', dueCents: 50, flag: 'SHELVED', note: '5' }
const DAMAGE_UNSUBSCRIBED: Charge = { typeCode: 'DAMAGE', typeName: '污损', dueCents: 300, flag: 'UNSUBSCRIBED' }

/** Each account's records, newest first: the first is tied to their latest returned loan, the next to the one before. */
const CHARGES: Record<string, Charge[]> = {
  reader: [OVERDUE_UNPAID, OVERDUE_WAIVED, DAMAGE_PAID, LOST_PART_PAID, NO_SHOW_CANCELLED, NO_SHOW_ORDERED, OVERDUE_SHELVED, DAMAGE_UNSUBSCRIBED],
  scholar: [OVERDUE_UNPAID, OVERDUE_WAIVED, DAMAGE_PAID],
  citizen: [OVERDUE_UNPAID, OVERDUE_WAIVED, LOST_PART_PAID, NO_SHOW_CANCELLED],
}

/** Points rules: name, detail, change, category, where it happened. */
const POINT_RULES: [string, string, number, string, string][] = [
  ['按期归还', '按期归还图书', 2, '借阅', '自助借还机'],
  ['参加讲座', '参加图书馆讲座活动', 5, '活动', 'OPAC'],
  ['超期归还', '图书超期归还', -3, '借阅', '流通服务台'],
  ['发表书评', '书评通过审核', 3, '互动', 'OPAC'],
  ['微信签到', '每日签到', 1, '签到', '微信'],
  ['按期归还', '按期归还图书', 2, '借阅', '流通服务台'],
  ['图书污损', '归还图书有污损', -5, '违规', '流通服务台'],
]

const ACCOUNTS: Record<DemoTenant['kind'], string[]> = { academic: ['reader', 'scholar'], public: ['citizen'] }

export async function seedBehaviour(tx: Tx, tenantId: number, demo: Pick<DemoTenant, 'kind'>, now = new Date()) {
  const staff = await tx.staffUser.findFirst({ where: { tenantId }, orderBy: [{ role: 'desc' }, { id: 'asc' }], select: { id: true } })
  for (const [n, username] of ACCOUNTS[demo.kind].entries()) {
    const patron = await tx.patron.findFirst({ where: { tenantId, username }, select: { id: true } })
    if (!patron) continue
    const loans = await tx.loan.findMany({ where: { tenantId, patronId: patron.id, status: 'RETURNED' }, orderBy: { returnDate: 'desc' }, select: { id: true, itemId: true, title: true, barcode: true, locationName: true, returnDate: true, item: { select: { propNo: true } } } })
    const records: Prisma.BehaviourRecordCreateManyInput[] = (CHARGES[username] ?? []).map((charge, i) => {
      const loan = loans[i % Math.max(loans.length, 1)]
      const at = loan?.returnDate ?? new Date(now.getTime() - (20 + 30 * i) * DAY_MS)
      const settled = charge.flag !== 'UNTREATED'
      return {
        tenantId, patronId: patron.id, typeCode: charge.typeCode, typeName: charge.typeName, loanId: loan?.id ?? null, itemId: loan?.itemId ?? null,
        title: loan?.title ?? '', barcode: loan?.barcode ?? '', propNo: loan?.item?.propNo ?? '', locationName: loan?.locationName ?? '',
        amountDueCents: charge.dueCents, amountPaidCents: charge.paidCents ?? 0, waivedCents: charge.waivedCents ?? 0,
        blockStart: charge.blockDays ? at : null, blockEnd: charge.blockDays ? new Date(at.getTime() + charge.blockDays * DAY_MS) : null,
        processFlag: charge.flag, recordTime: at, processedAt: settled ? new Date(at.getTime() + 2 * DAY_MS) : null, processedById: settled ? (staff?.id ?? null) : null,
        note: charge.note ?? '', createdAt: at,
      }
    })
    await tx.behaviourRecord.createMany({ data: records })
    await tx.pointsEntry.createMany({ data: pointsYear(tenantId, patron.id, n, now) })
  }
}

/** About two entries a month for the past year, oldest first, starting from the points an account opens with. */
function pointsYear(tenantId: number, patronId: number, offset: number, now: Date): Prisma.PointsEntryCreateManyInput[] {
  const entries: Prisma.PointsEntryCreateManyInput[] = []
  let balance = 20
  entries.push({ tenantId, patronId, name: '开户赠送', detailName: '读者证开通赠送积分', change: 20, type: '系统', platform: 'OPAC', balanceAfter: balance, createdAt: new Date((Math.floor(now.getTime() / DAY_MS) - 365) * DAY_MS + 2 * 3_600_000) })
  for (let i = 0; i < 24; i++) {
    const [name, detailName, change, type, platform] = POINT_RULES[(i + offset) % POINT_RULES.length]!
    balance += change
    // In the library's opening hours (10:00 to 17:00 in China, 02:00 to 09:00 UTC) of a day 15 to 360 days ago.
    const day = Math.floor(now.getTime() / DAY_MS) - (360 - i * 15 - offset)
    entries.push({ tenantId, patronId, name, detailName, change, type, platform, balanceAfter: balance, createdAt: new Date(day * DAY_MS + (2 + (i % 8)) * 3_600_000) })
  }
  return entries
}
