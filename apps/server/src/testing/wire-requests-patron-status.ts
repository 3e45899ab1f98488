import { CITY, del, EN, get, post, put, UNKNOWN_ID, type WireContext, type WireRequest } from './wire-requests-kit.ts'

// The recorded wire of the card and leave-school calls and the staff's card actions and loan rules (issue 15):
// the reads, scholar's card checked, frozen, unfrozen, marked lost and found at the desk (back as it was), reader's
// leave-school refused for her loans, a loan rule created, changed and deleted, and the refusals of each.

// They run after the sessions of the table were ended (accountClosing): each call brings a session of its own.
const reader = { patron: 'reader', fresh: true } as const
const scholar = { patron: 'scholar', fresh: true } as const
const citizen = { patron: 'citizen', fresh: true } as const
const librarian = { staff: 'librarian', fresh: true } as const
/** scholar's Patron id, from the desk's check-out to her (wire-requests-circulation.ts). */
const scholarId = (ctx: WireContext) => (ctx.answer('circulation.desk-checkout').body as { data?: { patronId?: number } }).data?.patronId ?? UNKNOWN_ID
const ruleId = (ctx: WireContext) => (ctx.answer('patron-status.rule-create').body as { data?: { id?: number } }).data?.id ?? UNKNOWN_ID
const card = (action: string) => (ctx: WireContext) => `/admin/circulation/patrons/${scholarId(ctx)}/${action}`
const rule = (ctx: WireContext) => `/admin/circulation/rules/${ruleId(ctx)}`
const newRule = { ruleName: '访问学者普通图书', patronType: '访问学者', applicableLocation: '全部馆藏地', maxLoans: 10, loanPeriodDays: 30, renewPeriodDays: 15, finePerDayCents: 10 }

export const patronStatusReads: WireRequest[] = [
  get('patron-status.card', '/find/user/getCertificationStatus', undefined, { as: reader }),
  get('patron-status.card-city', '/find/user/getCertificationStatus', undefined, { as: citizen, group: CITY }),
  get('patron-status.leave-check', '/find/userLogOut/doUserLogOutOperationCheck', undefined, { as: reader }),
  get('patron-status.leave-check-en', '/find/userLogOut/doUserLogOutOperationCheck', undefined, { as: reader, headers: EN }),
  get('patron-status.card-error-anonymous', '/find/user/getCertificationStatus'),
  get('patron-status.rules', '/admin/circulation/rules', undefined, { as: librarian }),
]

export const patronStatusWrites: WireRequest[] = [
  post('patron-status.card-check', '/find/user/gsCardCheck', () => ({ password: 'Scholar@2026' }), { as: scholar }),
  post('patron-status.card-check-error-password', '/find/user/gsCardCheck', () => ({ password: 'not-her-password' }), { as: scholar, headers: EN }),
  post('patron-status.card-check-error-empty', '/find/user/gsCardCheck', () => ({}), { as: scholar }),
  post('patron-status.card-error-unlost', '/find/user/gsCard', () => ({ password: 'Scholar@2026', lossFlag: '0' }), { as: scholar }),
  post('patron-status.leave-error-blocked', '/find/userLogOut/userCancel', () => ({}), { as: reader }),
  post('patron-status.leave-error-blocked-en', '/find/userLogOut/userCancel', () => ({}), { as: reader, headers: EN }),
  post('patron-status.desk-freeze', '/admin/circulation/patrons/:id/freeze', () => ({ note: '逾期未还' }), { as: librarian, path: card('freeze') }),
  post('patron-status.desk-freeze-again', '/admin/circulation/patrons/:id/freeze', undefined, { as: librarian, path: card('freeze') }),
  post('patron-status.desk-lost-error-frozen', '/admin/circulation/patrons/:id/lost', undefined, { as: librarian, path: card('lost'), headers: EN }),
  post('patron-status.desk-unfreeze', '/admin/circulation/patrons/:id/unfreeze', undefined, { as: librarian, path: card('unfreeze') }),
  post('patron-status.desk-lost', '/admin/circulation/patrons/:id/lost', undefined, { as: librarian, path: card('lost') }),
  post('patron-status.desk-found', '/admin/circulation/patrons/:id/found', undefined, { as: librarian, path: card('found') }),
  post('patron-status.desk-found-error-not-lost', '/admin/circulation/patrons/:id/found', undefined, { as: librarian, path: card('found') }),
  post('patron-status.desk-error-unknown', '/admin/circulation/patrons/:id/freeze', undefined, { as: librarian, path: () => `/admin/circulation/patrons/${UNKNOWN_ID}/freeze` }),
  post('patron-status.desk-error-patron', '/admin/circulation/patrons/:id/freeze', undefined, { as: reader, path: card('freeze') }),
  post('patron-status.rule-create', '/admin/circulation/rules', () => newRule, { as: librarian }),
  post('patron-status.rule-create-error-duplicate', '/admin/circulation/rules', () => newRule, { as: librarian, headers: EN }),
  post('patron-status.rule-create-error-negative', '/admin/circulation/rules', () => ({ ...newRule, patronType: '其他', loanPeriodDays: -5 }), { as: librarian }),
  post('patron-status.rule-create-error-library', '/admin/circulation/rules', () => ({ ...newRule, patronType: '其他', libraryId: UNKNOWN_ID }), { as: librarian, headers: EN }),
  put('patron-status.rule-update', '/admin/circulation/rules/:id', () => ({ maxLoans: 12, renewWindowDays: 7 }), { as: librarian, path: rule }),
  del('patron-status.rule-delete', '/admin/circulation/rules/:id', undefined, { as: librarian, path: rule }),
  del('patron-status.rule-delete-error-again', '/admin/circulation/rules/:id', undefined, { as: librarian, path: rule }),
]
