import { CommentStatusSchema } from '@portal/contracts'
import { z } from 'zod'
import { approveComment, listCommentsForReview, rejectComment } from '../../../modules/admin/comment-moderation.service.ts'
import { createMenu, deleteMenu, listMenus, MenuCreateSchema, MenuUpdateSchema, updateMenu } from '../../../modules/admin/menu-admin.service.ts'
import {
  CampusCreateSchema, CampusPatchSchema, createPlace, deletePlace, listPlaces, LibraryCreateSchema, LibraryPatchSchema,
  LocationCreateSchema, LocationPatchSchema, updatePlace, type PlaceKind,
} from '../../../modules/admin/places-admin.service.ts'
import { importJobStatus } from '../../../modules/admin/catalogue-import-jobs.service.ts'
import { staffLogin, staffLogout } from '../../../modules/admin/staff-auth.service.ts'
import { getTenantSettings, TenantSettingsPatchSchema, updateTenantSettings } from '../../../modules/admin/tenant-settings.service.ts'
import { lenientInt, lenientObject, paging } from '../../lenient.ts'
import { defineRoute, type RestRoute } from '../../route-table.ts'

const tag = 'Administration (staff)'
const idParam = { id: lenientInt().pipe(z.number().int().positive().max(2_147_483_647)) }

/** Create, update and delete routes of one kind of place; the schemas differ, the door does not. */
function placeRoutes(kind: PlaceKind, plural: string, schema: z.ZodObject, patch: z.ZodObject): RestRoute[] {
  return [
    defineRoute({ method: 'GET', path: `/admin/${plural}`, tag, access: 'admin', summary: `List ${plural}`, input: lenientObject({}), operation: (ctx) => listPlaces(ctx, kind) }),
    defineRoute({ method: 'POST', path: `/admin/${plural}`, tag, access: 'admin', summary: `Create a ${kind}`, input: schema, operation: (ctx, input) => createPlace(ctx, kind, input as Record<string, unknown>) }),
    defineRoute({
      method: 'PUT', path: `/admin/${plural}/:id`, tag, access: 'admin', summary: `Change a ${kind}`,
      input: patch.extend(idParam),
      operation: (ctx, { id, ...data }) => updatePlace(ctx, kind, Number(id), data),
    }),
    defineRoute({
      method: 'DELETE', path: `/admin/${plural}/:id`, tag, access: 'admin', summary: `Delete a ${kind}`,
      input: z.object(idParam), operation: (ctx, { id }) => deletePlace(ctx, kind, id),
    }),
  ]
}

/** Staff operations under /admin (the identity providers' routes, also under /admin, are the sso module's). */
export const backOfficeRoutes: RestRoute[] = [
  defineRoute({
    method: 'POST', path: '/admin/auth/login', tag, access: 'public',
    summary: 'Staff sign-in (tenant from groupCode/mappingPath header or host); answers a Bearer token',
    input: z.object({ username: z.string().trim().min(1).max(100), password: z.string().min(1).max(200) }),
    operation: (ctx, input) => staffLogin(ctx, input),
  }),
  defineRoute({ method: 'POST', path: '/admin/auth/logout', tag, access: 'staff', summary: 'Revoke the staff token', input: lenientObject({}), operation: (ctx) => staffLogout(ctx) }),
  defineRoute({ method: 'GET', path: '/admin/settings', tag, access: 'admin', summary: 'Tenant settings and every configuration flag', input: lenientObject({}), operation: (ctx) => getTenantSettings(ctx) }),
  defineRoute({ method: 'PATCH', path: '/admin/settings', tag, access: 'admin', summary: 'Change tenant settings and flags (only the keys sent)', input: TenantSettingsPatchSchema, operation: (ctx, input) => updateTenantSettings(ctx, input) }),
  defineRoute({ method: 'GET', path: '/admin/menus', tag, access: 'admin', summary: 'Menus of every group as trees', input: lenientObject({}), operation: (ctx) => listMenus(ctx) }),
  defineRoute({ method: 'POST', path: '/admin/menus', tag, access: 'admin', summary: 'Create a menu item', input: MenuCreateSchema, operation: (ctx, input) => createMenu(ctx, input) }),
  defineRoute({
    method: 'PUT', path: '/admin/menus/:id', tag, access: 'admin', summary: 'Change a menu item',
    input: MenuUpdateSchema.extend(idParam), operation: (ctx, { id, ...data }) => updateMenu(ctx, id, data),
  }),
  defineRoute({ method: 'DELETE', path: '/admin/menus/:id', tag, access: 'admin', summary: 'Delete a menu item and its children', input: z.object(idParam), operation: (ctx, { id }) => deleteMenu(ctx, id) }),
  defineRoute({
    method: 'GET', path: '/admin/catalogue/import/:jobId', tag, access: 'admin', summary: 'Progress and summary of a catalogue import job',
    input: z.object({ jobId: z.uuid() }), operation: (ctx, input) => importJobStatus(ctx, input),
  }),
  defineRoute({
    method: 'GET', path: '/admin/comments', tag, access: 'staff',
    summary: 'Readers’ comments of the tenant by status (PENDING by default, oldest first), optionally of one record, paged: {numFound, list}',
    input: lenientObject({
      status: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), CommentStatusSchema).optional().default('PENDING'),
      recordId: lenientInt().pipe(z.number().int().positive().max(2_147_483_647)).optional(),
      ...paging(100),
    }),
    operation: (ctx, input) => listCommentsForReview(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/admin/comments/:id/approve', tag, access: 'staff', summary: 'Approve a comment: it becomes public',
    input: lenientObject(idParam), operation: (ctx, input) => approveComment(ctx, input),
  }),
  defineRoute({
    method: 'POST', path: '/admin/comments/:id/reject', tag, access: 'staff', summary: 'Reject a comment (optional `reason`, at most 500 characters, kept for its author)',
    input: lenientObject({ ...idParam, reason: z.string().optional() }), operation: (ctx, input) => rejectComment(ctx, input),
  }),
  ...placeRoutes('library', 'libraries', LibraryCreateSchema, LibraryPatchSchema),
  ...placeRoutes('campus', 'campuses', CampusCreateSchema, CampusPatchSchema),
  ...placeRoutes('location', 'locations', LocationCreateSchema, LocationPatchSchema),
]
