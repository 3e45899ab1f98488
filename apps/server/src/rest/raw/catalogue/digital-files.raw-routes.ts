import fp from 'fastify-plugin'
import { z } from 'zod'
import { namedTenantScope } from '../../../data/named-tenant.ts'
import { AppError } from '../../../kernel/app-error.ts'
import { requirePatron } from '../../../kernel/guards.ts'
import { digitalFileItem, openDigitalFile } from '../../../modules/catalogue/digital-items.service.ts'
import { contentDisposition } from '../content-disposition.ts'

const Params = z.object({ groupCode: z.string().regex(/^[\w-]{1,50}$/), itemId: z.coerce.number().int().positive().max(2_147_483_647) })
const Query = z.object({ download: z.enum(['0', '1']).optional() })

/** The files of digitised items and attachments (bytes, not envelopes; errors still answer the envelope). */
export const digitalFilesPlugin = fp(
  async (app) => {
    app.get('/find/dItem/file/:groupCode/:itemId', { schema: { hide: true } }, async (req, reply) => {
      const params = Params.parse(req.params)
      const download = Query.parse(req.query).download === '1'
      // The address names the file's tenant; under a campus licence the caller must be a signed-in patron of it.
      const scope = await namedTenantScope(req.ctx, params.groupCode)
      if (!scope) throw new AppError('UNKNOWN_TENANT')
      const item = await digitalFileItem(scope, params)
      if (item.requiresLogin) {
        const { tenant: patronTenant } = await requirePatron(req.ctx)
        if (patronTenant.id !== (await scope.tenant()).id) throw new AppError('FORBIDDEN')
      }
      const { file, fileName, mimeType } = await openDigitalFile(scope, { item, download })
      return reply
        .type(mimeType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', fileName))
        // Licensed files may depend on who asks: never kept by shared caches.
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream)
    })
  },
  { name: 'digital-files' },
)
