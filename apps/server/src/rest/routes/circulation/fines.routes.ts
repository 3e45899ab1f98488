import { MAX_FINE_CENTS } from '@portal/contracts'
import { z } from 'zod'
import { payFine, waiveFine } from '../../../modules/circulation/behaviour.service.ts'
import { lenientInt, lenientObject } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Circulation desk (staff)'
const recordId = lenientInt().pipe(z.number().int().min(1))
const amountCents = lenientInt().pipe(z.number().int().min(1).max(MAX_FINE_CENTS))

export const finesRoutes = [
  defineRoute({
    method: 'POST', path: '/admin/circulation/fines/waive', tag, access: 'staff',
    summary: 'Waive a behaviour record’s charge: all that is still owed, or amountCents of it; the record is treated once nothing is owed',
    input: lenientObject({ recordId, amountCents: amountCents.optional() }).transform((input) => ({ ...input, amountCents: input.amountCents ?? null })),
    operation: (ctx, input) => waiveFine(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/admin/circulation/fines/pay', tag, access: 'staff',
    summary: 'Record a payment of a behaviour record’s charge at the desk (amountCents, at most what is owed); the record is treated once nothing is owed',
    input: lenientObject({ recordId, amountCents }), operation: (ctx, input) => payFine(ctx, input),
  }),
]
