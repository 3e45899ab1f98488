import { initTRPC, TRPCError } from '@trpc/server'
import { AppError } from '../modules/shared/app-error.ts'
import type { RequestContext } from '../modules/shared/request-context.ts'
import { requirePatron, requireStaff } from '../modules/identity/guards.ts'
import { rejectNulCharacters } from '../modules/shared/reject-nul.ts'
import { withTimeout } from '../modules/shared/with-timeout.ts'
import { presentTrpcError, trpcCodeOf } from './errors.ts'

const t = initTRPC.context<RequestContext>().create({
  errorFormatter: ({ shape, error, ctx, input }) => presentTrpcError(shape, error, ctx, input),
})

/**
 * Every procedure: input holding U+0000 is refused before it reaches a query, the call answers TIMEOUT
 * after the request limit, and service errors become tRPC errors with the matching status (the AppError
 * stays the cause, for the error formatter).
 */
const appErrors = t.middleware(async ({ ctx, getRawInput, next }) => {
  const result = await withTimeout(ctx.timeoutMs, async () => {
    rejectNulCharacters(await getRawInput())
    return next()
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw new TRPCError({ code: trpcCodeOf(error), cause: error })
    throw error
  })
  if (!result.ok && result.error.cause instanceof AppError)
    throw new TRPCError({ code: trpcCodeOf(result.error.cause), cause: result.error.cause })
  return result
})

export const router = t.router
export const publicProcedure = t.procedure.use(appErrors)
export const patronProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: { ...ctx, patron: await requirePatron(ctx) } }))
export const staffProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: { ...ctx, staff: await requireStaff(ctx) } }))
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: { ...ctx, staff: await requireStaff(ctx, 'ADMIN') } }))
