import type { inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '@portal/server/trpc'

/** An address as addresses.list answers it. */
export type Address = inferRouterOutputs<AppRouter>['addresses']['list'][number]
