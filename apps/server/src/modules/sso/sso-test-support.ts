import type { Response } from 'supertest'
import type { TestApp } from '../../testing/test-app.ts'

// Shared by the single sign-on integration tests: provider rows and the cookies of a redirect chain.

export const PORTAL = 'http://portal.test'

/** name=value pairs of a response's Set-Cookie headers. */
export function cookiesOf(res: Response): Record<string, string> {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined
  return Object.fromEntries((raw ?? []).map((c) => c.split(';')[0]!).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]))
}

export async function addProvider(t: TestApp, groupCode: string, row: { code: string; kind: 'CAS' | 'OIDC' | 'WECHAT'; settings: Record<string, string>; enabled?: boolean }) {
  const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode } })
  return t.db.prisma.identityProvider.create({ data: { tenantId: tenant.id, displayName: row.code, enabled: row.enabled ?? true, code: row.code, kind: row.kind, settings: row.settings } })
}

/** The part of a portal address after the origin (supertest asks the app itself). */
export const pathOf = (address: string) => {
  const url = new URL(address)
  return `${url.pathname}${url.search}`
}

/** The hash route's query of a landing address (`…/#/Home?jwt=…`). */
export const landingParams = (address: string) => new URLSearchParams(address.split('#')[1]?.split('?')[1] ?? '')
