import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { APP_VERSION } from '../app-version.ts'

/** OpenAPI document of the REST door (built from the route table's zod schemas) and Swagger UI at /docs. */
export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Library discovery portal — LibStar-compatible REST API',
          description:
            'Every JSON answer is the envelope {success, message, errCode, errorCode, data}. Headers: groupCode, mappingPath, language (ENG|CHI), content-language (zh_CN|zh_HK|en_US), jwtOpacAuth.',
          version: APP_VERSION,
        },
        components: {
          securitySchemes: {
            jwtOpacAuth: { type: 'apiKey', in: 'header', name: 'jwtOpacAuth' },
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
      },
    })
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
  },
  { name: 'api-docs' },
)
