import {
  DeleteMessagesSchema, InboxChangeSchema, InboxPageSchema, InboxQuerySchema, LibraryMessageSchema, LibraryMessageSentSchema, MarkReadSchema,
  SentMessagesPageSchema, SentMessagesQuerySchema, UnreadCountSchema,
} from '@portal/contracts'
import { deleteMessages, listMessages, markRead, unreadCount } from '../../../modules/inbox/inbox.service.ts'
import { listSentMessages, sendLibraryMessage } from '../../../modules/inbox/library-messages.service.ts'
import { patronProcedure, staffProcedure } from '../../init.ts'

/** The patron's inbox (inbox.*) and the library's messages (inbox.send, inbox.sent); REST twins in rest/routes/inbox/inbox.routes.ts. */
export const inboxProcedures = {
  list: patronProcedure.input(InboxQuerySchema).output(InboxPageSchema).query(({ ctx, input }) => listMessages(ctx, input)),
  unreadCount: patronProcedure.output(UnreadCountSchema).query(({ ctx }) => unreadCount(ctx)),
  markRead: patronProcedure.input(MarkReadSchema).output(InboxChangeSchema).mutation(({ ctx, input }) => markRead(ctx, input)),
  remove: patronProcedure.input(DeleteMessagesSchema).output(InboxChangeSchema).mutation(({ ctx, input }) => deleteMessages(ctx, input)),
  send: staffProcedure.input(LibraryMessageSchema).output(LibraryMessageSentSchema).mutation(({ ctx, input }) => sendLibraryMessage(ctx, input)),
  sent: staffProcedure.input(SentMessagesQuerySchema).output(SentMessagesPageSchema).query(({ ctx, input }) => listSentMessages(ctx, input)),
}
