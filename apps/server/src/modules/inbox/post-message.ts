import type { TenantData } from '../../data/tenant-data.ts'

// The one way a message reaches a patron's inbox (/find/lspNotice/*): system notices (a request ready, a
// subscription alert, a reply to feedback or a recommendation) and the library's own messages (/admin/messages)
// all write through here, so the inbox, its unread count and the data export see the same rows.

/** What kind of notice a message is; the inbox shows a label per category. */
export type MessageCategory = 'REQUEST_READY' | 'SUBSCRIPTION_ALERT' | 'FEEDBACK_REPLY' | 'RECOMMENDATION_REPLY' | 'LIBRARY'

export type NewMessage = {
  patronId: number
  category: MessageCategory
  /** Already in the patron's language: a message is written once and read later. */
  title: string
  body: string
  /** An in-app path such as "/personalCenter?key=4"; never an outside address. */
  link?: string
  /** The staff member who wrote a library message. */
  sentById?: number
}

/** Writes one message and answers its id; `data` may be a transaction of the tenant's data (a message to many patrons). */
export async function postMessage(data: Pick<TenantData, 'message'>, tenantId: number, message: NewMessage): Promise<number> {
  const row = await data.message.create({
    data: {
      tenantId,
      patronId: message.patronId,
      category: message.category,
      title: message.title,
      body: message.body,
      link: message.link ?? '',
      source: message.category === 'LIBRARY' ? 'LIBRARY' : 'SYSTEM',
      sentById: message.sentById ?? null,
    },
    select: { id: true },
  })
  return row.id
}
