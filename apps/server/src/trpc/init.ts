import { initTRPC, TRPCError } from '@trpc/server'
import { AppError } from '../modules/shared/app-error.ts'
import type { RequestContext } from '../modules/shared/request-context.ts'
import { requirePatron, requireStaff } from '../modules/identity/guards.ts'
import { presentTrpcError, trpcCodeOf } from './errors.ts'

const t = initTRPC.context<RequestContext>().create({
  errorFormatter: ({ shape, error, ctx }) => presentTrpcError(shape, error, ctx),
})

/** Turns service errors into tRPC errors with the matching status, keeping the AppError as cause. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next()
  if (!result.ok && result.error.cause instanceof AppError)
    throw new TRPCError({ code: trpcCodeOf(result.error.cause), cause: result.error.cause })
  return result
})

export const router = t.router
export const publicProcedure = t.procedure.use(appErrors)
export const patronProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: { ...ctx, patron: await requirePatron(ctx) } }))
export const staffProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: { ...ctx, staff: await requireStaff(ctx) } }))
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: { ...ctx, staff: await requireStaff(ctx, 'ADMIN') } }))
