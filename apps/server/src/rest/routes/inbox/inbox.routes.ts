import { INBOX_FILTERS, LIBRARY_MESSAGE_BODY_MAX, LIBRARY_MESSAGE_TITLE_MAX, MAX_INBOX_IDS, MAX_INBOX_ROWS, type InboxFilter } from '@portal/contracts'
import { z } from 'zod'
import { inboxChangeToWire, inboxPageToWire } from '../../../modules/inbox/inbox-wire.ts'
import { deleteMessages, listMessages, markRead } from '../../../modules/inbox/inbox.service.ts'
import { listSentMessages, sendLibraryMessage } from '../../../modules/inbox/library-messages.service.ts'
import { AppError } from '../../../kernel/app-error.ts'
import { lenientBool, lenientInt, lenientObject, lenientString, paging } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Inbox'
const id = lenientInt().pipe(z.number().int().positive().max(2_147_483_647))
/** One id, a list of ids, or ids joined by commas ("3,4,5"), as `id`, `ids`, `msgId` or `msgIds`. */
const idList = z.preprocess((v) => (typeof v === 'string' && v.includes(',') ? v.split(',') : v), z.union([id.transform((one) => [one]), z.array(id).min(1).max(MAX_INBOX_IDS)])).optional()
const idFields = { id: idList, ids: idList, msgId: idList, msgIds: idList }
type IdInput = { id?: number[] | undefined; ids?: number[] | undefined; msgId?: number[] | undefined; msgIds?: number[] | undefined }
const idsOf = (input: IdInput) => {
  const ids = [...(input.id ?? []), ...(input.ids ?? []), ...(input.msgId ?? []), ...(input.msgIds ?? [])]
  if (ids.length === 0 || ids.length > MAX_INBOX_IDS) throw new AppError('VALIDATION_FAILED', { field: 'ids', issues: [{ path: 'ids', reason: 'TEXT_EMPTY' }], params: { detail: 'ids' } })
  return ids
}

/** `readFlag` 0 unread / 1 read (LibStar's flags), or a tab's name; absent: all. */
const readFlag = lenientString(10)
  .transform((v) => (v === '0' ? 'unread' : v === '1' ? 'read' : v.toLowerCase()))
  .pipe(z.enum(INBOX_FILTERS))
  .optional()

export const inboxRoutes = [
  defineRoute({
    method: ['GET', 'POST'], path: '/find/lspNotice/getMsg', tag, access: 'patron',
    summary: 'The patron’s messages, newest first: {list[{id, title, content, category, readFlag, createTime, link}], total, unreadNum}; readFlag 0 unread, 1 read, absent all',
    input: lenientObject({ ...paging(MAX_INBOX_ROWS), readFlag, filter: readFlag }).transform(({ readFlag: flag, filter, ...rest }) => ({ ...rest, filter: (flag ?? filter ?? 'all') as InboxFilter })),
    operation: (ctx, input) => listMessages(ctx, input), present: inboxPageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/lspNotice/updateReadFlag', tag, access: 'patron',
    summary: 'Marks messages read: `id`/`ids` (one, a list, or "3,4"), or `all` true for every message; {count, unreadNum}; another patron’s id answers not found',
    input: lenientObject({ ...idFields, all: lenientBool().optional(), allFlag: lenientBool().optional() }),
    operation: (ctx, input) => markRead(ctx, input.all || input.allFlag ? { all: true } : { ids: idsOf(input) }), present: inboxChangeToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/lspNotice/deleteMsg', tag, access: 'patron',
    summary: 'Deletes (hides) the patron’s messages `id`/`ids`; {count, unreadNum}; another patron’s id answers not found and nothing is deleted',
    input: lenientObject(idFields), operation: (ctx, input) => deleteMessages(ctx, { ids: idsOf(input) }), present: inboxChangeToWire,
  }),
  defineRoute({
    method: 'POST', path: '/admin/messages', tag: 'Inbox (staff)', access: 'staff',
    summary: 'Sends a library message to one patron (`patron`: account or card number) or every patron of a `patronType`: {sent, messageIds}',
    input: lenientObject({
      patron: lenientString(100).optional(), patronType: lenientString(100).optional(),
      title: lenientString(LIBRARY_MESSAGE_TITLE_MAX).pipe(z.string().min(1)), body: lenientString(LIBRARY_MESSAGE_BODY_MAX).pipe(z.string().min(1)),
      link: lenientString(300).pipe(z.string().regex(/^\/[^/\\]/)).optional(),
    }),
    operation: (ctx, { patron, patronType, ...message }) => {
      if (!patron === !patronType) throw new AppError('VALIDATION_FAILED', { field: 'patron', issues: [{ path: 'patron', reason: 'TEXT_EMPTY' }], params: { detail: 'patron' } })
      return sendLibraryMessage(ctx, { ...message, to: patron ? { patron } : { patronType: patronType! } })
    },
  }),
  defineRoute({
    method: 'GET', path: '/admin/messages', tag: 'Inbox (staff)', access: 'staff',
    summary: 'The library’s messages, newest first, each with its recipient and whether it was read or deleted',
    input: lenientObject(paging(MAX_INBOX_ROWS)), operation: (ctx, input) => listSentMessages(ctx, input),
  }),
]
