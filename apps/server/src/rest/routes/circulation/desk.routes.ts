import { z } from 'zod'
import { checkIn, checkOut } from '../../../modules/circulation/desk.service.ts'
import { lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Circulation desk (staff)'
const barcode = lenientString(100).pipe(z.string().min(1))
const deskName = lenientString(100).optional().default('')

export const deskRoutes = [
  defineRoute({
    method: 'POST', path: '/admin/circulation/checkout', tag, access: 'staff',
    summary: 'Lend a copy (by barcode) to a patron (by account); the loan period comes from the loan rules',
    input: lenientObject({ patron: lenientString(100).pipe(z.string().min(1)), barcode, deskName }), operation: (ctx, input) => checkOut(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/admin/circulation/checkin', tag, access: 'staff',
    summary: 'Take a copy back (by barcode); an overdue fine by the rule is recorded as a behaviour record',
    input: lenientObject({ barcode, deskName }), operation: (ctx, input) => checkIn(ctx, input),
  }),
]
