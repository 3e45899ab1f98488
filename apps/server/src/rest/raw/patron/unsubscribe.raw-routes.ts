import { envelope, type Locale } from '@portal/contracts'
import { translate } from '@portal/i18n'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { namedTenantScope } from '../../../data/named-tenant.ts'
import { AppError } from '../../../kernel/app-error.ts'
import { unsubscribeByToken } from '../../../modules/subscriptions/subscriptions.service.ts'

// The unsubscribe link of subscription alert mails: `GET /find/subscribe/unsubscribe/{groupCode}?token=…` is the
// link a patron clicks (no sign-in; the signed token is the proof) and answers a small page in their language;
// `POST` on the same address is the one-click unsubscribe of RFC 8058 that mail providers send for the
// List-Unsubscribe header, answered with the envelope. Both turn that subscription's e-mail alerts off, again
// harmlessly when they are off already. The address names its tenant because a mail link sends no group code.

const Params = z.object({ groupCode: z.string().regex(/^[\w-]{1,50}$/) })
const Query = z.object({ token: z.string().max(200) })

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(locale: Locale, title: string, body: string, home: string): string {
  const lang = locale === 'en-US' ? 'en' : locale
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`
    + '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.6">'
    + `<main><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>`
    + `<p><a href="${escapeHtml(home)}" style="color:#0c4a6e">${escapeHtml(translate(locale, 'subscriptions', 'unsubscribeHome'))}</a></p></main></body></html>`
}

async function unsubscribe(req: FastifyRequest) {
  const params = Params.safeParse(req.params)
  const query = Query.safeParse(req.query)
  if (!params.success || !query.success) throw new AppError('UNSUBSCRIBE_LINK_INVALID')
  const scope = await namedTenantScope(req.ctx, params.data.groupCode)
  if (!scope) throw new AppError('UNSUBSCRIBE_LINK_INVALID')
  return unsubscribeByToken(scope, query.data.token)
}

/** Not wrapped in fastify-plugin: the form parsers below stay inside this plugin. */
export const unsubscribePlugin: FastifyPluginAsync = async (app) => {
  // RFC 8058 one-click requests carry `List-Unsubscribe=One-Click` as a form; the token in the address is all that counts.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) => done(null, {}))
  const schema = { summary: 'Turn off e-mail alerts of one subscription through the signed link of an alert mail (no sign-in)', tags: ['Subscriptions'] }
  app.get('/find/subscribe/unsubscribe/:groupCode', { schema }, async (req, reply: FastifyReply) => {
    const home = `${req.ctx.origin}/`
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
    try {
      const done = await unsubscribe(req)
      return reply.send(page(req.ctx.locale, translate(req.ctx.locale, 'subscriptions', 'unsubscribedTitle'), translate(req.ctx.locale, 'subscriptions', 'unsubscribedBody', { name: done.subscriptionName }), home))
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      return reply.status(400).send(page(req.ctx.locale, translate(req.ctx.locale, 'subscriptions', 'unsubscribeInvalidTitle'), translate(req.ctx.locale, 'subscriptions', 'unsubscribeInvalidBody'), home))
    }
  })
  app.post('/find/subscribe/unsubscribe/:groupCode', { schema }, async (req, reply) => reply.header('cache-control', 'no-store').send(envelope(await unsubscribe(req))))
}
