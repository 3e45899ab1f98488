import type { AppRouter } from '@portal/server/trpc'
import { createTRPCReact } from '@trpc/react-query'

/** Typed hooks for the server's tRPC router (classic @trpc/react-query integration). */
export const trpc = createTRPCReact<AppRouter>()
