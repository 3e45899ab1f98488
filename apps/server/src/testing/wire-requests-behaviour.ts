import { CITY, EN, get, post, UNKNOWN_ID, type WireContext, type WireRequest } from './wire-requests-kit.ts'

// The recorded wire of the behaviour and points calls (contract §3.7): the behaviour list by tab and page, the score
// list in its full and minimal bodies with both signs and a day range, the notice, bad input, and the desk paying and
// waiving reader's unpaid fine (part, the rest, then more than is owed).

// They run after the sessions of the table were ended (accountClosing): each call brings a session of its own.
const reader = { patron: 'reader', fresh: true } as const
const citizen = { patron: 'citizen', fresh: true } as const
const librarian = { staff: 'librarian', fresh: true } as const
/** reader's first record still owing money, as the untreated tab answered it. */
const unpaidOf = (ctx: WireContext) =>
  ((ctx.answer('behaviour.list-untreated').body as { data?: { searchResult?: { behaviourDetailId: number; dueDebt: number }[] } }).data?.searchResult ?? []).find((r) => r.dueDebt > 0)?.behaviourDetailId ?? UNKNOWN_ID

export const behaviourReads: WireRequest[] = [
  post('behaviour.list', '/find/behaviourManager/getBehaviourList', () => ({ page: 1, rows: 10 }), { as: reader }),
  post('behaviour.list-untreated', '/find/behaviourManager/getBehaviourList', () => ({ page: 1, rows: 10, processFlag: 'untreated' }), { as: reader }),
  post('behaviour.list-treated-second-page', '/find/behaviourManager/getBehaviourList', () => ({ page: '2', rows: '1', processFlag: '2' }), { as: reader }),
  post('behaviour.list-city', '/find/behaviourManager/getBehaviourList', () => ({}), { as: citizen, group: CITY }),
  post('behaviour.list-error-flag', '/find/behaviourManager/getBehaviourList', () => ({ page: 1, rows: 10, processFlag: 'paid' }), { as: reader, headers: EN }),
  post('behaviour.list-error-anonymous', '/find/behaviourManager/getBehaviourList', () => ({ page: 1, rows: 10 })),
  post('behaviour.score-list', '/find/patronScoreDetail/getPatronScoreList', () => ({ page: 1, rows: 10, scoreSign: null, startDate: '', endDate: '', timeType: null }), { as: reader }),
  post('behaviour.score-list-minimal', '/find/patronScoreDetail/getPatronScoreList', () => ({ page: 1, rows: 5 }), { as: reader }),
  post('behaviour.score-list-deducted', '/find/patronScoreDetail/getPatronScoreList', () => ({ page: '1', rows: '20', scoreSign: '1' }), { as: reader }),
  post('behaviour.score-list-added-range', '/find/patronScoreDetail/getPatronScoreList', () => ({ page: 1, rows: 20, scoreSign: 0, startDate: '2025-09-01', endDate: '2026-01-31' }), { as: reader }),
  post('behaviour.score-list-city', '/find/patronScoreDetail/getPatronScoreList', () => ({ page: 1, rows: 10 }), { as: citizen, group: CITY }),
  post('behaviour.score-list-error-sign', '/find/patronScoreDetail/getPatronScoreList', () => ({ page: 1, rows: 10, scoreSign: 2 }), { as: reader }),
  post('behaviour.score-list-error-date', '/find/patronScoreDetail/getPatronScoreList', () => ({ page: 1, rows: 10, startDate: '2026-02-30' }), { as: reader, headers: EN }),
  get('behaviour.score-notice', '/find/patronScoreDetail/getScoreNotice', undefined, { as: reader }),
  post('behaviour.score-notice-en', '/find/patronScoreDetail/getScoreNotice', () => ({}), { as: reader, headers: EN }),
]

export const behaviourWrites: WireRequest[] = [
  post('behaviour.fine-pay-part', '/admin/circulation/fines/pay', (ctx) => ({ recordId: unpaidOf(ctx), amountCents: 20 }), { as: librarian }),
  post('behaviour.fine-pay-too-much', '/admin/circulation/fines/pay', (ctx) => ({ recordId: unpaidOf(ctx), amountCents: 100_000 }), { as: librarian, headers: EN }),
  post('behaviour.fine-waive-rest', '/admin/circulation/fines/waive', (ctx) => ({ recordId: unpaidOf(ctx) }), { as: librarian }),
  post('behaviour.fine-waive-again', '/admin/circulation/fines/waive', (ctx) => ({ recordId: unpaidOf(ctx) }), { as: librarian }),
  post('behaviour.fine-pay-unknown', '/admin/circulation/fines/pay', () => ({ recordId: UNKNOWN_ID, amountCents: 100 }), { as: librarian }),
  post('behaviour.fine-pay-error-amount', '/admin/circulation/fines/pay', (ctx) => ({ recordId: unpaidOf(ctx), amountCents: 0 }), { as: librarian, headers: EN }),
  post('behaviour.fine-pay-error-patron', '/admin/circulation/fines/pay', (ctx) => ({ recordId: unpaidOf(ctx), amountCents: 10 }), { as: reader }),
  post('behaviour.list-after-desk', '/find/behaviourManager/getBehaviourList', () => ({ page: 1, rows: 10, processFlag: 'treated' }), { as: reader }),
]
