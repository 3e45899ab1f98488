import { OPEN_REQUEST_STATUSES, type Locale, type RequestableCopy, type RequestTypeName } from '@portal/contracts'
import { Prisma, type PrismaClient } from '@portal/db'
import { bindTenant, type TenantData } from '../../data/tenant-data.ts'
import { AppError } from '../../kernel/app-error.ts'
import { placeName } from '../../kernel/localized-name.ts'
import type { CirculationRequests, NewRequest, RequestPatron } from '../../ports/circulation-requests.port.ts'
import { CARD_REFUSALS } from './lend.ts'
import { loadRules, ruleFor } from './loan-rules.ts'
import { newRequestNo, REQUEST_SUMMARY_SELECT, toSummary } from './request-views.ts'

// Making a request: which kinds a copy allows this patron, the patron's request limit, and the request itself,
// decided and written in one transaction that holds the patron's row so two tabs cannot both take the last place.

type Tx = Parameters<Parameters<TenantData['$transaction']>[0]>[0]
type Db = TenantData | Tx

const FIRST_STEP: Record<RequestTypeName, string> = { RESERVATION: '2', ENTRUSTMENT: '4', ONLINE_LOAN: '11', RELENDING: '11', HOME_DELIVERY: '11' }
const NEEDS_PICKUP: readonly RequestTypeName[] = ['RESERVATION', 'ENTRUSTMENT']
const DELIVERED: readonly RequestTypeName[] = ['ONLINE_LOAN', 'HOME_DELIVERY']

const COPY_SELECT = {
  id: true, recordId: true, barcode: true, callNo: true, volume: true, status: true, circAttr: true, dueDate: true, libraryId: true, itemPolicyCode: true,
  location: { select: { locationName: true, englishName: true, complexName: true } }, library: { select: { libName: true, englishName: true, complexName: true } },
  loans: { where: { status: 'ACTIVE' }, select: { id: true, patronId: true, patron: { select: { lendingParticipation: true } } }, take: 1 },
  record: { select: { title: true } },
} satisfies Prisma.ItemSelect
type Copy = Prisma.ItemGetPayload<{ select: typeof COPY_SELECT }>

/** What this patron may ask for this copy: a copy on the shelf is fetched or sent, one on loan is reserved or re-lent. */
export function typesFor(copy: Copy, patronId: number): RequestTypeName[] {
  if (copy.circAttr !== '0' && copy.status !== 'ON_LOAN') return []
  if (copy.status === 'ON_SHELF') return ['ENTRUSTMENT', 'ONLINE_LOAN', 'HOME_DELIVERY']
  if (copy.status !== 'ON_LOAN') return []
  const loan = copy.loans[0]
  if (loan?.patronId === patronId) return []
  return loan?.patron.lendingParticipation ? ['RESERVATION', 'RELENDING'] : ['RESERVATION']
}

const toCopy = (copy: Copy, patronId: number, locale: Locale): RequestableCopy => ({
  itemId: copy.id, barcode: copy.barcode, callNo: copy.callNo, volume: copy.volume, locationName: placeName(copy.location, locale), libraryName: placeName(copy.library, locale),
  status: copy.status, dueDate: copy.dueDate?.toISOString() ?? null, types: typesFor(copy, patronId),
})

/** Refuses what the request may not be; answers the fields to store. */
async function assess(db: Db, data: TenantData, patron: RequestPatron, request: NewRequest) {
  const me = await db.patron.findFirst({ where: { id: patron.patronId, deletedAt: null }, select: { status: true, userType: true, name: true, mobile: true, email: true } })
  if (!me) throw new AppError('NOT_FOUND')
  const refusal = CARD_REFUSALS[me.status]
  if (refusal) throw new AppError(refusal)
  let copy: Copy | null = null
  if (request.itemId !== null) {
    copy = await db.item.findFirst({ where: { id: request.itemId }, select: COPY_SELECT })
    if (!copy) throw new AppError('NOT_FOUND')
    if (copy.loans[0]?.patronId === patron.patronId) throw new AppError('REQUEST_OWN_COPY')
    if (!typesFor(copy, patron.patronId).includes(request.type)) throw new AppError('REQUEST_TYPE_NOT_ALLOWED')
  } else if (request.type !== 'RESERVATION' || request.recordId === null) {
    throw new AppError('REQUEST_TYPE_NOT_ALLOWED')
  }
  const recordId = copy?.recordId ?? request.recordId
  const record = recordId === null ? null : await db.bibRecord.findFirst({ where: { id: recordId }, select: { id: true, title: true, items: { select: COPY_SELECT } } })
  if (!record) throw new AppError('NOT_FOUND')
  // A title with a copy on the shelf is fetched (entrustment), not waited for.
  if (request.type === 'RESERVATION' && (record.items.some((c) => c.status === 'ON_SHELF' && c.circAttr === '0') || !record.items.some((c) => c.status === 'ON_LOAN')))
    throw new AppError('REQUEST_TYPE_NOT_ALLOWED')
  if (request.type === 'RESERVATION' && record.items.some((c) => c.loans[0]?.patronId === patron.patronId)) throw new AppError('REQUEST_OWN_COPY')
  let takeLocationId: number | null = null
  if (NEEDS_PICKUP.includes(request.type)) {
    const pickup = request.takeLocationId === null ? null : await db.location.findFirst({ where: { id: request.takeLocationId, isPickup: true, active: true }, select: { id: true } })
    if (!pickup) throw new AppError('PICKUP_LOCATION_INVALID')
    takeLocationId = pickup.id
  }
  if (DELIVERED.includes(request.type) && !request.deliveryAddress) throw new AppError('DELIVERY_ADDRESS_REQUIRED')
  const contactPhone = request.contactPhone || me.mobile
  const contactEmail = request.contactEmail || me.email
  if (!contactPhone && !contactEmail) throw new AppError('REQUEST_CONTACT_REQUIRED')
  const duplicate = await db.circulationRequest.count({ where: { patronId: patron.patronId, recordId: record.id, status: { in: [...OPEN_REQUEST_STATUSES] } } })
  if (duplicate > 0) throw new AppError('REQUEST_DUPLICATE')
  const [open, rules] = await Promise.all([
    db.circulationRequest.count({ where: { patronId: patron.patronId, status: { in: [...OPEN_REQUEST_STATUSES] } } }),
    loadRules(data, me.userType),
  ])
  if (open >= ruleFor(rules, copy).keepBookNum) throw new AppError('REQUEST_LIMIT_REACHED')
  const loan = request.type === 'RELENDING' ? copy?.loans[0] ?? null : null
  return {
    recordId: record.id, itemId: copy?.id ?? null, title: record.title, takeLocationId, contactPhone, contactEmail, contactName: request.contactName || me.name,
    loanId: loan?.id ?? null, holderPatronId: loan?.patronId ?? null,
  }
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

export function createRequestPlacing(prisma: PrismaClient, now: () => Date): Pick<CirculationRequests, 'pickupLocations' | 'requestableCopies' | 'allowance' | 'check' | 'place'> {
  return {
    async pickupLocations(tenantId, locale) {
      const rows = await bindTenant(prisma, tenantId).location.findMany({
        where: { isPickup: true, active: true }, select: { id: true, locationName: true, englishName: true, complexName: true, address: true, library: { select: { libName: true, englishName: true, complexName: true } } }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      })
      return rows.map((r) => ({ locationId: r.id, locationName: placeName(r, locale), libraryName: placeName(r.library, locale), address: r.address }))
    },

    async requestableCopies(patron, recordId) {
      const copies = await bindTenant(prisma, patron.tenantId).item.findMany({ where: { recordId }, select: COPY_SELECT, orderBy: { id: 'asc' }, take: 200 })
      return copies.map((c) => toCopy(c, patron.patronId, patron.locale))
    },

    async allowance(patron) {
      const data = bindTenant(prisma, patron.tenantId)
      const me = await data.patron.findFirst({ where: { id: patron.patronId }, select: { userType: true } })
      const [open, rules] = await Promise.all([
        data.circulationRequest.count({ where: { patronId: patron.patronId, status: { in: [...OPEN_REQUEST_STATUSES] } } }),
        loadRules(data, me?.userType ?? ''),
      ])
      const allowed = ruleFor(rules, null).keepBookNum
      return { open, allowed, left: Math.max(allowed - open, 0) }
    },

    async check(patron, request) {
      const data = bindTenant(prisma, patron.tenantId)
      await assess(data, data, patron, request)
    },

    async place(patron, request) {
      const data = bindTenant(prisma, patron.tenantId)
      const at = now()
      for (let attempt = 0; ; attempt++) {
        try {
          return await data.$transaction(async (tx) => {
            await tx.$queryRaw`SELECT id FROM "Patron" WHERE id = ${patron.patronId} AND "tenantId" = ${patron.tenantId} FOR UPDATE`
            const fields = await assess(tx, data, patron, request)
            const step = FIRST_STEP[request.type]
            const created = await tx.circulationRequest.create({
              data: {
                tenantId: patron.tenantId, patronId: patron.patronId, requestNo: newRequestNo(at), type: request.type, status: 'START', step, ...fields,
                deliveryAddress: DELIVERED.includes(request.type) ? request.deliveryAddress : '', addressId: DELIVERED.includes(request.type) ? request.addressId : null, note: request.note, createdAt: at,
              },
              select: REQUEST_SUMMARY_SELECT,
            })
            await tx.requestEvent.create({ data: { tenantId: patron.tenantId, requestId: created.id, step, status: 'START', createdAt: at } })
            return toSummary(created, patron.locale)
          })
        } catch (error) {
          // A request number drawn twice on one day: draw again.
          if (isUniqueViolation(error) && attempt < 3) continue
          throw error
        }
      }
    },
  }
}
