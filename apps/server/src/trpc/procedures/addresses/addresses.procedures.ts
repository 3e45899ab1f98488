import { AddressIdSchema, AddressInputSchema, AddressSchema, AddressTypeSchema, AddressUpdateSchema, AreaQuerySchema, AreaSchema } from '@portal/contracts'
import { z } from 'zod'
import {
  addAddress, addressTypes, defaultAddressId, deleteAddress, listAddresses, loadArea, setDefaultAddress, updateAddress,
} from '../../../modules/addresses/addresses.service.ts'
import { patronProcedure, router, tenantProcedure } from '../../init.ts'

/** A patron's address book (addresses.*); REST twins in rest/routes/addresses/addresses.routes.ts. */
export const addressesRouter = router({
  list: patronProcedure.output(z.array(AddressSchema)).query(({ ctx }) => listAddresses(ctx)),
  defaultId: patronProcedure.output(z.number().int().nullable()).query(({ ctx }) => defaultAddressId(ctx)),
  types: tenantProcedure.output(z.array(AddressTypeSchema)).query(({ ctx }) => addressTypes(ctx)),
  areas: tenantProcedure.input(AreaQuerySchema).output(z.array(AreaSchema)).query(({ input }) => loadArea(input)),
  add: patronProcedure.input(AddressInputSchema).output(AddressSchema).mutation(({ ctx, input }) => addAddress(ctx, input)),
  update: patronProcedure.input(AddressUpdateSchema).output(AddressSchema).mutation(({ ctx, input }) => updateAddress(ctx, input)),
  setDefault: patronProcedure.input(AddressIdSchema).output(AddressSchema).mutation(({ ctx, input }) => setDefaultAddress(ctx, input)),
  remove: patronProcedure.input(AddressIdSchema)
    .output(z.object({ id: z.number().int(), defaultAddressId: z.number().int().nullable() }))
    .mutation(({ ctx, input }) => deleteAddress(ctx, input)),
})
