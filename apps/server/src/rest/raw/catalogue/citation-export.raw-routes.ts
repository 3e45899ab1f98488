import fp from 'fastify-plugin'
import { CITATION_FORMATS, CitationFormatSchema } from '@portal/contracts'
import { z } from 'zod'
import { namedTenantScope } from '../../../data/named-tenant.ts'
import { tenantScope } from '../../../data/request-scope.ts'
import { exportCitation } from '../../../modules/catalogue/citation.service.ts'
import { AppError } from '../../../kernel/app-error.ts'
import { localizeZodIssues } from '../../../kernel/zod-messages.ts'
import { lenientInt, lenientObject } from '../../lenient.ts'
import { contentDisposition } from '../content-disposition.ts'

const Query = lenientObject({
  recordId: lenientInt().pipe(z.number().int().positive().max(2_147_483_647)),
  format: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), CitationFormatSchema),
  groupCode: z.string().trim().regex(/^[\w-]{1,50}$/).optional(),
})

/**
 * A record's citation as a file to save or import (text, RIS or BibTeX; not an envelope). Bad input, an
 * unknown tenant or record answer the JSON error envelope like every other call.
 */
export const citationExportPlugin = fp(
  async (app) => {
    app.get(
      '/find/searchResultDetail/exportCitation',
      {
        schema: {
          summary: 'A record’s citation as a file: GB/T 7714-2015, APA 7th, MLA 9th (text), RIS or BibTeX',
          tags: ['Records'],
          querystring: {
            type: 'object',
            properties: { recordId: { type: 'integer' }, format: { type: 'string', enum: [...CITATION_FORMATS] }, groupCode: { type: 'string' } },
            required: ['recordId', 'format'],
          },
        },
        // The zod schema above decides (lenient: "12" is a record id, "RIS" a format), with translated messages.
        validatorCompiler: () => (data) => ({ value: data }),
      },
      async (req, reply) => {
        const parsed = Query.safeParse(req.query)
        if (!parsed.success) throw new AppError('VALIDATION_FAILED', { issues: localizeZodIssues(parsed.error, req.ctx.locale, req.query) })
        // A download link carries no group code header, so the address may name the tenant.
        const { groupCode, ...input } = parsed.data
        const scope = groupCode ? await namedTenantScope(req.ctx, groupCode) : await tenantScope(req.ctx)
        if (!scope) throw new AppError('UNKNOWN_TENANT')
        const citation = await exportCitation(scope, input)
        return reply
          .type(`${citation.mimeType}; charset=utf-8`)
          .header('content-disposition', contentDisposition('attachment', citation.fileName))
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          .send(citation.text)
      },
    )
  },
  { name: 'citation-export' },
)
