import { CommentStatusSchema } from '@portal/contracts'
import { z } from 'zod'
import { approveComment, listCommentsForReview, rejectComment } from '../../../modules/admin/comment-moderation.service.ts'
import { createMenu, deleteMenu, listMenus, MenuCreateSchema, MenuUpdateSchema, updateMenu } from '../../../modules/admin/menu-admin.service.ts'
import {
  CampusCreateSchema, CampusPatchSchema, createPlace, deletePlace, listPlaces, LibraryCreateSchema, LibraryPatchSchema,
  LocationCreateSchema, LocationPatchSchema, updatePlace, type PlaceKind,
} from '../../../modules/admin/places-admin.service.ts'
import { staffLogin, staffLogout } from '../../../modules/admin/staff-auth.service.ts'
import { getTenantSettings, TenantSettingsPatchSchema, updateTenantSettings } from '../../../modules/admin/tenant-settings.service.ts'
import { adminProcedure, router, staffProcedure, tenantProcedure } from '../../init.ts'

const id = z.number().int().positive().max(2_147_483_647)

function placeRouter(kind: PlaceKind, schema: z.ZodObject, patch: z.ZodObject) {
  return router({
    list: adminProcedure.query(({ ctx }) => listPlaces(ctx, kind)),
    create: adminProcedure.input(schema).mutation(({ ctx, input }) => createPlace(ctx, kind, input as Record<string, unknown>)),
    update: adminProcedure
      .input(z.object({ id, data: patch }))
      .mutation(({ ctx, input }) => updatePlace(ctx, kind, input.id, input.data as Record<string, unknown>)),
    remove: adminProcedure.input(z.object({ id })).mutation(({ ctx, input }) => deletePlace(ctx, kind, input.id)),
  })
}

/** Staff operations; the REST twins live under /admin (rest/routes/admin/back-office.routes.ts). */
export const backOfficeProcedures = {
  login: tenantProcedure
    .input(z.object({ username: z.string().trim().min(1).max(100), password: z.string().min(1).max(200) }))
    .mutation(({ ctx, input }) => staffLogin(ctx, input)),
  logout: staffProcedure.mutation(({ ctx }) => staffLogout(ctx)),
  settings: adminProcedure.query(({ ctx }) => getTenantSettings(ctx)),
  updateSettings: adminProcedure.input(TenantSettingsPatchSchema).mutation(({ ctx, input }) => updateTenantSettings(ctx, input)),
  menus: router({
    list: adminProcedure.query(({ ctx }) => listMenus(ctx)),
    create: adminProcedure.input(MenuCreateSchema).mutation(({ ctx, input }) => createMenu(ctx, input)),
    update: adminProcedure.input(z.object({ id, data: MenuUpdateSchema })).mutation(({ ctx, input }) => updateMenu(ctx, input.id, input.data)),
    remove: adminProcedure.input(z.object({ id })).mutation(({ ctx, input }) => deleteMenu(ctx, input.id)),
  }),
  /** Review of readers' comments (staff, not only admins). */
  comments: router({
    list: staffProcedure
      .input(z.object({
        status: CommentStatusSchema.default('PENDING'), recordId: id.optional(),
        page: z.number().int().min(1).max(100_000).default(1), rows: z.number().int().min(1).max(100).default(10),
      }))
      .query(({ ctx, input }) => listCommentsForReview(ctx, input)),
    approve: staffProcedure.input(z.object({ id })).mutation(({ ctx, input }) => approveComment(ctx, input)),
    reject: staffProcedure.input(z.object({ id, reason: z.string().max(10_000).optional() })).mutation(({ ctx, input }) => rejectComment(ctx, input)),
  }),
  libraries: placeRouter('library', LibraryCreateSchema, LibraryPatchSchema),
  campuses: placeRouter('campus', CampusCreateSchema, CampusPatchSchema),
  locations: placeRouter('location', LocationCreateSchema, LocationPatchSchema),
}
