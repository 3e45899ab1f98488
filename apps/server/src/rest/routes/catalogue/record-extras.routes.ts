import { z } from 'zod'
import { unionCatalogue } from '../../../data/union-catalogue.ts'
import { authorBooks, authorInfo } from '../../../modules/catalogue/author.service.ts'
import { otherLibraryCollection, qrCodeJumpUrl, recordCatalog, recordQrCode } from '../../../modules/catalogue/record-links.service.ts'
import { nearTenYearLoans, recordStatistics } from '../../../modules/catalogue/record-statistics.service.ts'
import { lenientInt, lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Records'
const recordId = lenientInt().pipe(z.number().int().positive().max(2_147_483_647))
const byRecord = lenientObject({ recordId, libCode: lenientString(50).optional() })
const byAuthor = lenientObject({
  author: lenientString(200).optional().default(''), fenlei: lenientString(50).optional(),
  size: lenientInt().pipe(z.number().int().min(1).max(100)).optional().default(10),
})

export const recordExtrasRoutes = [
  defineRoute({
    method: 'GET', path: '/find/searchResultDetail/statistics', tag, access: 'public',
    summary: 'Views, loans, favourites, comments and rating of a record', input: byRecord, operation: (ctx, input) => recordStatistics(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/loanInfo/getNearTenYearLoan', tag, access: 'public',
    summary: 'Loans per year over the last ten years [{year, loanNum}]', input: byRecord, operation: (ctx, input) => nearTenYearLoans(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/searchResultDetail/getQrCode', tag, access: 'public',
    summary: 'QR code (PNG data URL) of the record’s page', input: byRecord, operation: (ctx, input) => recordQrCode(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/searchResultDetail/getQrCodeJumpUrl', tag, access: 'public',
    summary: 'Address the record’s QR code leads to (string)', input: byRecord, operation: (ctx, input) => qrCodeJumpUrl(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/searchResultDetail/getCatalog', tag, access: 'public',
    summary: 'Table of contents of a record', input: byRecord, operation: (ctx, input) => recordCatalog(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/find/unify/getOtherLibraryCollection', tag, access: 'public',
    summary: 'Other libraries of this installation holding the same edition (by ISBN)', input: byRecord,
    operation: (ctx, input) => otherLibraryCollection(ctx, input, unionCatalogue(ctx)),
  }),
  defineRoute({
    method: 'GET', path: '/find/searchResultDetail/getAuthorInfo', tag, access: 'public',
    summary: 'An author: works held, main subjects, latest works', input: byAuthor, operation: (ctx, input) => authorInfo(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/find/searchResultDetail/getAuthorBookInfo', tag, access: 'public',
    summary: 'Works of an author held by the library', input: byAuthor, operation: (ctx, input) => authorBooks(ctx, input),
  }),
]
