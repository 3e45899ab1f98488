import multipart from '@fastify/multipart'
import { envelope } from '@portal/contracts'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { namedTenantScope } from '../../../data/named-tenant.ts'
import { patronScope } from '../../../data/request-scope.ts'
import { AppError } from '../../../kernel/app-error.ts'
import { localizeZodIssues } from '../../../kernel/zod-messages.ts'
import { sendError } from '../../../plugins/error-envelope.ts'
import { PATRON_IMAGE_RULES, openPatronImage, storePatronImage } from '../../../modules/patron-images/patron-images.service.ts'

const UploadQuery = z.object({ purpose: z.enum(['avatar', 'cover']) })
const ServeParams = z.object({ groupCode: z.string().regex(/^[\w-]{1,50}$/), name: z.string().max(120) })
const LARGEST = Math.max(...Object.values(PATRON_IMAGE_RULES).map((rule) => rule.maxBytes))
// Room for a multipart envelope around the largest image; an image over its purpose's limit is refused by
// acceptImage, one over the largest limit as soon as the parser sees it, both as IMAGE_TOO_LARGE.
const BODY_LIMIT = LARGEST + 64 * 1024
const TOO_LARGE = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_REQ_FILE_TOO_LARGE'])
const tooLarge = () => new AppError('IMAGE_TOO_LARGE', { params: { limitMb: Math.round(LARGEST / 1024 / 1024) } })

/** The bytes of the upload: the `file` part of a multipart form, or the whole body sent as an image. */
async function uploadedBytes(req: FastifyRequest): Promise<Buffer> {
  if (req.isMultipart()) {
    const part = await req.file({ limits: { fileSize: LARGEST, files: 1 } })
    if (!part) throw new AppError('IMAGE_UNREADABLE')
    const bytes = await part.toBuffer()
    if (part.file.truncated) throw tooLarge()
    return bytes
  }
  if (Buffer.isBuffer(req.body)) return req.body
  throw new AppError('UNSUPPORTED_MEDIA_TYPE')
}

/**
 * `POST /find/upload/image?purpose=avatar|cover`: a signed-in patron's avatar or book-list cover, as the `file`
 * part of multipart/form-data or as the raw body (image/jpeg, image/png, application/octet-stream). Answers
 * `{picUrl}`, which updateUserPicUrl and a folder's `cover` then name. `GET /find/patronImage/{groupCode}/{name}`
 * serves the stored image (it names its tenant: an <img> sends no group code). Not wrapped in fastify-plugin on
 * purpose: the multipart and image parsers stay inside this plugin, so no other route starts accepting them.
 */
export const patronImagesPlugin: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: LARGEST, files: 1, fields: 5 } })
  app.setErrorHandler((error: { code?: string }, req, reply) => sendError(req, reply, error.code && TOO_LARGE.has(error.code) ? tooLarge() : error, BODY_LIMIT))
  for (const type of ['image/jpeg', 'image/png']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body))
  }
  app.post('/find/upload/image', {
    bodyLimit: BODY_LIMIT,
    schema: { summary: 'Upload an avatar or book-list cover (JPEG or PNG, judged by its bytes)', tags: ['Personal centre'], querystring: z.toJSONSchema(UploadQuery, { io: 'input' }) as Record<string, unknown> },
    validatorCompiler: () => (data) => ({ value: data }),
    handler: async (req, reply) => {
      const query = UploadQuery.safeParse(req.query)
      if (!query.success) throw new AppError('VALIDATION_FAILED', { issues: localizeZodIssues(query.error, req.ctx.locale, req.query) })
      const scope = await patronScope(req.ctx)
      const stored = await storePatronImage(scope, query.data.purpose, await uploadedBytes(req))
      return reply.send(envelope(stored))
    },
  })
  app.get('/find/patronImage/:groupCode/:name', { schema: { hide: true } }, async (req, reply) => {
    const params = ServeParams.safeParse(req.params)
    if (!params.success) throw new AppError('NOT_FOUND')
    const scope = await namedTenantScope(req.ctx, params.data.groupCode)
    if (!scope) throw new AppError('UNKNOWN_TENANT')
    const { file, mime } = await openPatronImage(scope, params.data.name)
    return reply
      .type(mime)
      .header('content-length', file.size)
      // Names are random and never reused: a new avatar gets a new address.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream)
  })
}
