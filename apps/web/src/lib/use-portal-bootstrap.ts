import { trpc } from './trpc.ts'

/**
 * The tenant's bootstrap (group, findConfig, menus, libraries, footer, logo, version). Fetched once
 * per page: every caller shares the same cached query.
 */
export function usePortalBootstrap() {
  return trpc.tenancy.bootstrap.useQuery(undefined, { staleTime: Infinity, gcTime: Infinity })
}
