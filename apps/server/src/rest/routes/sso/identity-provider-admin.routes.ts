import { z } from 'zod'
import {
  createIdentityProvider, deleteIdentityProvider, IdentityProviderCreateSchema, IdentityProviderPatchSchema, listIdentityProviders, updateIdentityProvider,
} from '../../../modules/sso/identity-provider-admin.service.ts'
import { lenientInt, lenientObject } from '../../lenient.ts'
import { defineRoute, type RestRoute } from '../../route-table.ts'

const tag = 'Administration (staff)'
const idParam = { id: lenientInt().pipe(z.number().int().positive().max(2_147_483_647)) }

/** The tenant's single sign-on and WeChat providers (IdentityProvider rows), for administrators. */
export const identityProviderAdminRoutes: RestRoute[] = [
  defineRoute({ method: 'GET', path: '/admin/identity-providers', tag, access: 'admin', summary: 'Identity providers of the tenant (secrets masked)', input: lenientObject({}), operation: (ctx) => listIdentityProviders(ctx) }),
  defineRoute({ method: 'POST', path: '/admin/identity-providers', tag, access: 'admin', summary: 'Add a CAS, OIDC or WeChat provider (settings checked for its kind)', input: IdentityProviderCreateSchema, operation: (ctx, input) => createIdentityProvider(ctx, input) }),
  defineRoute({
    method: 'PATCH', path: '/admin/identity-providers/:id', tag, access: 'admin', summary: 'Change a provider (a masked secret stays as stored)',
    input: IdentityProviderPatchSchema.extend(idParam), operation: (ctx, { id, ...patch }) => updateIdentityProvider(ctx, id, patch),
  }),
  defineRoute({ method: 'DELETE', path: '/admin/identity-providers/:id', tag, access: 'admin', summary: 'Delete a provider and its patrons’ links', input: z.object(idParam), operation: (ctx, { id }) => deleteIdentityProvider(ctx, id) }),
]
