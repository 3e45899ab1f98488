import { AppError } from './app-error.ts'
import type { RequestContext } from './request-context.ts'

/**
 * Refuses a state change that a page of another site made the browser send (cross-site request forgery):
 * the browser attached the patron's cookies by itself. A token in a header proves the caller is the portal's
 * own page or an app, since another site cannot add headers; clients that are not browsers name no site.
 */
export function refuseCrossSiteChange(ctx: Pick<RequestContext, 'source'>): void {
  if (ctx.source.crossSite && !ctx.source.tokenInHeader) throw new AppError('CROSS_SITE_REQUEST')
}
