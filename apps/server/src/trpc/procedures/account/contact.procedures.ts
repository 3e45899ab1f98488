import { ContactChannelInputSchema, ContactConfirmInputSchema, ContactSendCodeInputSchema } from '@portal/contracts'
import { confirmContact, contactCodeTimes, myContactStatus, sendContactCode } from '../../../modules/account/contact-binding.service.ts'
import { bindingPatronProcedure as bindingProcedure } from '../../init.ts'

/**
 * A signed-in patron verifies an e-mail address or mobile number with a code (/forceBinding and the profile);
 * REST twins in rest/routes/account/contact.routes.ts.
 */
export const contactProcedures = {
  /** The patron's contacts, masked, with their verified flags. */
  status: bindingProcedure.query(({ ctx }) => myContactStatus(ctx)),
  /** Sends a code to the address or number given; CONTACT_IN_USE when another patron verified it already. */
  sendCode: bindingProcedure.input(ContactSendCodeInputSchema).mutation(({ ctx, input }) => sendContactCode(ctx, input)),
  /** Checks the code and makes the contact the patron's verified one; answers the new status. */
  confirm: bindingProcedure.input(ContactConfirmInputSchema).mutation(({ ctx, input }) => confirmContact(ctx, input)),
  /** Codes sent on the channel in the last 24 hours: {used, limit, remaining, resendInSeconds}. */
  codeTimes: bindingProcedure.input(ContactChannelInputSchema).query(({ ctx, input }) => contactCodeTimes(ctx, input)),
}
