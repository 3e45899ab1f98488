import { z } from 'zod'
import { listDigitalItems, pdfLink } from '../../../modules/catalogue/digital-items.service.ts'
import { lenientInt, lenientObject } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Records'
const id = lenientInt().pipe(z.number().int().positive().max(2_147_483_647))

/** Digitised copies and attachments the portal stores; the files themselves at GET /find/dItem/file/{groupCode}/{itemId}. */
export const digitalItemsRoutes = [
  defineRoute({
    method: 'POST', path: '/find/dItem/getDItems', tag, access: 'public',
    summary: 'Digitised copies and attachments of a record, with their preview path and file address',
    input: lenientObject({ recordId: id }),
    operation: (ctx, input) => listDigitalItems(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/dItem/getPdfUrl', tag, access: 'public',
    summary: 'The file address of one digitised item for the PDF preview (sign-in needed under a campus licence); counts a visit',
    // The preview route is /previewPdf/{id1}/{id2}: id1 the record, id2 the item.
    input: lenientObject({ recordId: id, itemId: id }),
    operation: (ctx, input) => pdfLink(ctx, input),
  }),
]
