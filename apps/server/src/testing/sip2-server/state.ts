// What the test SIP2 server is started with (JSON on its standard input): the site, its patrons and items, and
// the misbehaviour a test wants (dropping connections, never answering).

export type Sip2TestPatron = { barcode: string; name: string; cardLost?: boolean; chargeDenied?: boolean; renewalDenied?: boolean; chargedLimit?: number; fee?: string }
export type Sip2TestItem = { barcode: string; title: string; patron?: string; dueDate?: string; renewals?: number; maxRenewals?: number; holdQueue?: number; location?: string }

export type Sip2TestState = {
  institutionId: string
  login?: { user: string; password: string }
  errorDetection?: boolean
  charset?: string
  delimiter?: string
  renewalDays?: number
  patrons: Sip2TestPatron[]
  items: Sip2TestItem[]
  /** Close each connection after this many answers (0: never). */
  dropAfterAnswers?: number
  /** Read requests and never answer. */
  silent?: boolean
}
