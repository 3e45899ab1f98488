import fp from 'fastify-plugin'
import { envelope } from '@portal/contracts'
import { z } from 'zod'
import { staffScope } from '../../../data/request-scope.ts'
import { startCatalogueImport } from '../../../modules/admin/catalogue-import-jobs.service.ts'
import { AppError } from '../../../kernel/app-error.ts'
import { localizeZodIssues } from '../../../kernel/zod-messages.ts'

const UploadQuery = z.object({
  fileName: z.string().trim().min(1).max(200).refine((name) => !/[/\\]/.test(name) && !name.includes('\u0000'), 'a file name without folders'),
  format: z.enum(['marc21', 'unimarc', 'auto']).default('auto'),
  profile: z.string().trim().max(50).optional(),
})

/**
 * `POST /admin/catalogue/import?fileName=…&format=…&profile=…` with the file as the raw request body
 * (application/octet-stream): starts an import job for the staff member's tenant. The body limit is the
 * import limit, not the JSON one; the job's progress and summary are at GET /admin/catalogue/import/:jobId.
 * `profile=patrons` or `profile=loans` imports a patrons or loans CSV of the built-in circulation instead.
 */
export const catalogueUploadPlugin = fp<{ maxBytes: number }>(
  async (app, { maxBytes }) => {
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: maxBytes }, (_req, body, done) => done(null, body))
    app.post('/admin/catalogue/import', {
      bodyLimit: maxBytes,
      schema: {
        summary: 'Upload a catalogue file (MARC 21/UNIMARC ISO 2709, MARCXML, MARC-in-JSON, CSV, JSON, JSONL) and start importing it',
        tags: ['Administration (staff)'],
        querystring: z.toJSONSchema(UploadQuery, { io: 'input' }) as Record<string, unknown>,
        security: [{ bearer: [] }],
      },
      validatorCompiler: () => (data) => ({ value: data }),
      handler: async (req, reply) => {
        const query = UploadQuery.safeParse(req.query)
        if (!query.success) throw new AppError('VALIDATION_FAILED', { issues: localizeZodIssues(query.error, req.ctx.locale, req.query) })
        if (!Buffer.isBuffer(req.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
        // The door of an admin call: the staff member's scope, resolved once the upload itself is known to be well formed.
        const job = await startCatalogueImport(await staffScope(req.ctx, 'ADMIN'), { ...query.data, data: req.body })
        return reply.send(envelope(job))
      },
    })
  },
  { name: 'catalogue-upload' },
)
