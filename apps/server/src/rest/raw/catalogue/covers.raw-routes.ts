import fp from 'fastify-plugin'
import { z } from 'zod'
import { namedTenantScope } from '../../../data/named-tenant.ts'
import { optionalTenantScope } from '../../../data/request-scope.ts'
import { drawCover } from '../../../modules/catalogue/cover-svg.ts'
import { recordCoverSvg } from '../../../modules/catalogue/covers.service.ts'

const SVG = 'image/svg+xml; charset=utf-8'
const CACHE = 'public, max-age=86400'

/** The drawn covers that cover addresses point at (images, not envelopes). */
export const coversPlugin = fp(
  async (app) => {
    app.get('/find/book/cover/:recordId.svg', { schema: { hide: true } }, async (req, reply) => {
      const recordId = z.coerce.number().int().positive().max(2_147_483_647).parse((req.params as { recordId: string }).recordId)
      return reply.type(SVG).header('cache-control', CACHE).send(await recordCoverSvg(await optionalTenantScope(req.ctx), recordId))
    })
    // Cover addresses name the record's tenant: an <img> request carries no group code header.
    app.get('/find/book/cover/:groupCode/:recordId.svg', { schema: { hide: true } }, async (req, reply) => {
      const params = z.object({ groupCode: z.string().regex(/^[\w-]{1,50}$/), recordId: z.coerce.number().int().positive().max(2_147_483_647) }).parse(req.params)
      return reply.type(SVG).header('cache-control', CACHE).send(await recordCoverSvg(await namedTenantScope(req.ctx, params.groupCode), params.recordId))
    })
    app.get('/find/book/cover.svg', { schema: { hide: true } }, async (req, reply) => {
      const query = z.object({ title: z.string().max(200).default(''), author: z.string().max(100).default('') }).parse(req.query)
      return reply.type(SVG).header('cache-control', CACHE).send(drawCover(query.title, query.author))
    })
  },
  { name: 'covers' },
)
