import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyServerOptions } from 'fastify'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify'
import type { PrismaClient } from '@portal/db'
import type { Env } from './env.ts'
import { loggerOptions } from './log-options.ts'
import { LogMailer } from './adapters/mail/log-mailer.ts'
import { LogSmsSender } from './adapters/sms/log-sms-sender.ts'
import { SmtpMailer } from './adapters/mail/smtp-mailer.ts'
import { HttpSmsSender } from './adapters/sms/http-sms-sender.ts'
import { createIdentityProviderClients } from './adapters/identity/index.ts'
import { LocalFileStorage } from './adapters/file-storage/local-file-storage.ts'
import { GeneratedCoverProvider, IsbnTemplateCoverProvider } from './adapters/covers/generated-cover.provider.ts'
import { createMeilisearchSearch } from './adapters/search-meilisearch/index.ts'
import { createPostgresSearch } from './adapters/search-postgres/index.ts'
import { circulationProvidersFor } from './adapters/circulation-sip2/index.ts'
import { apiDocsPlugin } from './plugins/api-docs.ts'
import { catalogueUploadPlugin } from './rest/raw/admin/catalogue-upload.raw-routes.ts'
import { coversPlugin } from './rest/raw/catalogue/covers.raw-routes.ts'
import { citationExportPlugin } from './rest/raw/catalogue/citation-export.raw-routes.ts'
import { digitalFilesPlugin } from './rest/raw/catalogue/digital-files.raw-routes.ts'
import { patronImagesPlugin } from './rest/raw/patron/patron-images.raw-routes.ts'
import { unsubscribePlugin } from './rest/raw/patron/unsubscribe.raw-routes.ts'
import { ssoLoginPlugin } from './rest/raw/sso/sso-login.raw-routes.ts'
import type { AppPorts } from './ports/index.ts'
import { errorEnvelopePlugin, sendError } from './plugins/error-envelope.ts'
import { healthPlugin } from './plugins/health.ts'
import { requestContextPlugin } from './plugins/request-context.ts'
import { originPolicy } from './plugins/public-origin.ts'
import { crossSiteGuardPlugin } from './plugins/cross-site-guard.ts'
import { loadWebApp, webAppPlugin } from './plugins/web-app.ts'
import { inputGuardPlugin } from './plugins/input-guard.ts'
import { registerRestRoutes } from './rest/register-routes.ts'
import { restRoutes } from './rest/routes/index.ts'
import { trpcHttpStatus } from './trpc/errors.ts'
import { securitySettings } from './kernel/security-settings.ts'
import { appRouter, type AppRouter } from './trpc/router.ts'
import { signedInProcedurePaths } from './trpc/signed-in-procedures.ts'
import { privateAnswersPlugin } from './plugins/private-answers.ts'
import { startJobQueue } from './jobs/start-job-queue.ts'
import type { JobQueue } from './jobs/job-queue.ts'

export type BuildAppOptions = {
  env: Env
  db: PrismaClient
  logger?: FastifyServerOptions['logger']
  /** Replacements for the outside systems (tests); the rest are made from the configuration. */
  ports?: Partial<AppPorts>
  /** The database's address for the job queue (the embedded database's when DATABASE_URL is unset). */
  databaseUrl?: string
}

type PortLog = (fields: Record<string, unknown>, message: string) => void

function portsFrom(env: Env, db: PrismaClient, log: PortLog, overrides: Partial<AppPorts> = {}): AppPorts {
  return {
    covers: overrides.covers ?? (env.COVER_URL_TEMPLATE ? new IsbnTemplateCoverProvider(env.COVER_URL_TEMPLATE) : new GeneratedCoverProvider()),
    files: overrides.files ?? new LocalFileStorage(env.FILE_STORAGE_DIR),
    // Meilisearch when configured (architecture.md §6), PostgreSQL full-text search otherwise.
    search: overrides.search ?? (env.MEILISEARCH_URL ? createMeilisearchSearch({ url: env.MEILISEARCH_URL, apiKey: env.MEILISEARCH_KEY }, db) : createPostgresSearch(db)),
    mail: overrides.mail ?? (env.SMTP_URL ? new SmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }) : new LogMailer(log)),
    sms: overrides.sms ?? (env.SMS_PROVIDER === 'http' && env.SMS_HTTP_URL ? new HttpSmsSender({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN }) : new LogSmsSender(log)),
    identityProviders: overrides.identityProviders ?? createIdentityProviderClients(),
    // SIP2 for a tenant with a CirculationConnector (docs/sip2.md), the built-in circulation otherwise.
    circulation: overrides.circulation ?? circulationProvidersFor(db),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outside systems this server was built with (start-up jobs use them too). */
    ports: AppPorts
    /** The durable job queue (docs/jobs.md); null when JOBS_ENABLED is off. Starts when the server is ready, stops with it. */
    jobs: JobQueue | null
  }
}

const REQUEST_ID = /^[\w.-]{8,100}$/

export async function buildApp({ env, db, logger, ports, databaseUrl }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(env.LOG_LEVEL),
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Slow clients are cut off after the spec's request timeout; handlers race the same limit.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    },
    // A tRPC batch names all its procedures in one path parameter ("home.hotLoans,home.newBooks,…"); the
    // home page batches about twenty. The web client caps a batch's URL at 4,000 characters.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, caseSensitive: true, maxParamLength: 4000 },
    // A path whose escapes are not UTF-8, or a parameter over that length, answers the envelope too.
    frameworkErrors: (error, req, reply) => sendError(req, reply, error, env.BODY_LIMIT_BYTES),
  })

  // LibStar clients post `application/json` with an empty body where no input is needed (contract §3.1).
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim()
    if (!text) return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(Object.assign(new Error('invalid JSON body'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }), undefined)
    }
  })
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id)
  })

  await app.register(cookie)
  // Personal answers and anything carrying a token are never cached (after cookie: it reads the Set-Cookie header).
  await app.register(privateAnswersPlugin, { restRoutes, signedInProcedures: signedInProcedurePaths(appRouter) })
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  await app.register(errorEnvelopePlugin, { bodyLimitBytes: env.BODY_LIMIT_BYTES })
  const webApp = loadWebApp(env.WEB_DIST_DIR)
  await app.register(rateLimit, {
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // Only the built files themselves; anything else (a missing asset, /readyz/) counts.
    allowList: (req) => webApp.fileOf(req) !== null,
    // A client that hung up before the hook ran has no address left (req.ip undefined), which the default key
    // generator cannot lower-case: it answered 500 in the browser tests when a navigation cancelled a request.
    keyGenerator: (req) => req.ip ?? 'closed-connection',
    errorResponseBuilder: () => Object.assign(new Error('rate limited'), { statusCode: 429 }),
  })
  // Before the request context: the web app's files are answered without any database work.
  await app.register(webAppPlugin, { webApp })
  await app.register(inputGuardPlugin)
  const appPorts = portsFrom(env, db, (fields, message) => app.log.info(fields, message), ports)
  app.decorate('ports', appPorts)
  // The SIP2 connection pools end with the server.
  app.addHook('onClose', async () => (appPorts.circulation as { close?: () => void }).close?.())
  await app.register(requestContextPlugin, { db, ports: appPorts, jwtSecret: env.JWT_SECRET, security: securitySettings(env), timeoutMs: env.REQUEST_TIMEOUT_MS, origins: originPolicy(env) })
  await app.register(crossSiteGuardPlugin)
  await app.register(healthPlugin, { db })
  await app.register(apiDocsPlugin)
  // The REST door's raw routes (rest/raw/<module>): endpoints that stream a file or redirect the browser.
  await app.register(coversPlugin)
  await app.register(digitalFilesPlugin)
  await app.register(patronImagesPlugin)
  await app.register(unsubscribePlugin)
  await app.register(ssoLoginPlugin)
  await app.register(citationExportPlugin)
  await app.register(catalogueUploadPlugin, { maxBytes: env.IMPORT_MAX_BYTES })

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => req.ctx,
      // Business outcomes (not found, invalid input) answer HTTP 200 with the error in the body, as the REST
      // door does (contract §2.4): only sign-in, size, rate and server problems keep their status. A page
      // that shows "no such record" then leaves no failed request in the browser console.
      responseMeta: ({ errors }) => (errors.length ? { status: Math.max(...errors.map(trpcHttpStatus)) } : {}),
      onError: ({ error, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'tRPC procedure failed')
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  })

  registerRestRoutes(app, restRoutes)
  startJobQueue(app, { env, db, databaseUrl: databaseUrl ?? env.DATABASE_URL })
  return app
}
