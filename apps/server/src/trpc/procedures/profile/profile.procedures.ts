import { ContactCheckSchema, ContactInfoSchema, ContactUpdateSchema, PicUrlUpdateSchema, ProfileSchema, ProfileUpdateSchema } from '@portal/contracts'
import { contactInfo, getProfile, profileCheck, updateContact, updatePicUrl, updateProfile } from '../../../modules/profile/profile.service.ts'
import { patronProcedure } from '../../init.ts'
import { z } from 'zod'

/** The patron's profile (profile.*); REST twins in rest/routes/profile/profile.routes.ts. */
export const profileProcedures = {
  get: patronProcedure.output(ProfileSchema).query(({ ctx }) => getProfile(ctx)),
  check: patronProcedure.output(ContactCheckSchema).query(({ ctx }) => profileCheck(ctx)),
  updatePicUrl: patronProcedure.input(PicUrlUpdateSchema).output(z.object({ picUrl: z.string() })).mutation(({ ctx, input }) => updatePicUrl(ctx, input)),
  update: patronProcedure.input(ProfileUpdateSchema).output(ProfileSchema).mutation(({ ctx, input }) => updateProfile(ctx, input)),
  contact: patronProcedure.output(ContactInfoSchema).query(({ ctx }) => contactInfo(ctx)),
  updateContact: patronProcedure.input(ContactUpdateSchema).output(ContactInfoSchema).mutation(({ ctx, input }) => updateContact(ctx, input)),
}
