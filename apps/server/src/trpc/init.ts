import { initTRPC, TRPCError } from '@trpc/server'
import { AppError } from '../kernel/app-error.ts'
import type { RequestContext } from '../kernel/request-context.ts'
import { patronScope, staffScope, tenantScope } from '../data/request-scope.ts'
import { asAppError } from '../kernel/library-errors.ts'
import { rejectUnsafeInput } from '../kernel/safe-input.ts'
import { refuseCrossSiteChange } from '../kernel/cross-site.ts'
import { withTimeout } from '../kernel/with-timeout.ts'
import { presentTrpcError, trpcCodeOf } from './errors.ts'

const t = initTRPC.context<RequestContext>().create({
  errorFormatter: ({ shape, error, ctx, input }) => presentTrpcError(shape, error, ctx, input),
})

/**
 * Every procedure: a mutation another site's page sent with cookies alone is refused, input the database cannot store (U+0000, lone surrogates) or nested to break its readers is refused before any query, the call answers TIMEOUT
 * after the request limit, and service errors become tRPC errors with the matching status (the AppError
 * stays the cause, for the error formatter).
 */
const appErrors = t.middleware(async ({ ctx, type, getRawInput, next }) => {
  const result = await withTimeout(ctx.timeoutMs, async () => {
    if (type === 'mutation') refuseCrossSiteChange(ctx)
    rejectUnsafeInput(await getRawInput())
    return next()
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw new TRPCError({ code: trpcCodeOf(error), cause: error })
    throw error
  })
  if (!result.ok) {
    // A library's refusal (a value PostgreSQL would not take, a row still in use) answers like our own errors.
    const cause = result.error.cause instanceof AppError ? result.error.cause : asAppError(result.error.cause, ctx.locale)
    if (cause) throw new TRPCError({ code: trpcCodeOf(cause), cause })
  }
  return result
})

export const router = t.router
export const publicProcedure = t.procedure.use(appErrors)
/** A call for the request's tenant: `ctx.data` reaches that tenant's rows only (an unknown tenant is refused). */
export const tenantProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: await tenantScope(ctx) }))
/** A signed-in patron of the tenant: also `ctx.patronId` and `ctx.mine`, their own rows. */
export const patronProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: await patronScope(ctx) }))
/** A signed-in patron, admitted even while the tenant still requires them to bind a contact (binding is what they may do). */
export const bindingPatronProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: await patronScope(ctx, { allowUnboundContact: true }) }))
export const staffProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: await staffScope(ctx) }))
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: await staffScope(ctx, 'ADMIN') }))
