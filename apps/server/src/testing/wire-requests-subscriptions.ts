import { CITY, EN, get, post, UNKNOWN_ID, type WireContext, type WireRequest } from './wire-requests-kit.ts'

// The recorded wire of /find/subscribe/* (contract §3.8, §3.6 dailyRecommend): the real client S8's add, list and del
// with cookies alone, the 100-character cut, update, search both ways, the book of the day, and bad input.

// They run after the sessions of the table were ended (accountClosing): each call brings a session of its own.
const scholar = { patron: 'scholar', fresh: true } as const
const scholarCookies = { patron: 'scholar', cookies: true, fresh: true } as const
const citizen = { patron: 'citizen', fresh: true } as const
const LONG = '人工智能与图书馆'.repeat(15) + 'abcdefghij'.repeat(3)
/** The subId scholar's first add answered. */
const addedId = (ctx: WireContext) => (ctx.answer('subscribe.add-s8').body as { data?: { subId?: number } }).data?.subId ?? UNKNOWN_ID

export const subscriptionReads: WireRequest[] = [
  post('subscribe.list-empty', '/find/subscribe/list', () => ({}), { as: scholar }),
  post('subscribe.list-city', '/find/subscribe/list', () => ({}), { as: citizen, group: CITY }),
  post('subscribe.list-error-anonymous', '/find/subscribe/list', () => ({})),
  get('subscribe.daily-recommend-no-subscription', '/find/subscribe/dailyRecommend', undefined, { as: scholar }),
]

export const subscriptionWrites: WireRequest[] = [
  post('subscribe.add-s8', '/find/subscribe/add', () => ({ searchField: 'keyWord', searchFieldContent: '三体', subName: '三体' }), { as: scholarCookies }),
  post('subscribe.add-long-name', '/find/subscribe/add', () => ({ searchField: 'keyWord', searchFieldContent: LONG, subName: LONG }), { as: scholarCookies }),
  post('subscribe.add-duplicate', '/find/subscribe/add', () => ({ searchField: 'keyWord', searchFieldContent: '三体', subName: '三体' }), { as: scholar }),
  post('subscribe.add-error-empty', '/find/subscribe/add', () => ({ searchField: 'keyWord', searchFieldContent: '', subName: '' }), { as: scholar, headers: EN }),
  post('subscribe.add-error-field', '/find/subscribe/add', () => ({ searchField: 'nonsense', searchFieldContent: '三体' }), { as: scholar }),
  post('subscribe.list', '/find/subscribe/list', () => ({}), { as: scholarCookies }),
  post('subscribe.update', '/find/subscribe/update', (ctx) => ({ subId: addedId(ctx), subName: '刘慈欣', schedule: 'WEEKLY', emailAlerts: false }), { as: scholar }),
  post('subscribe.update-error-nothing', '/find/subscribe/update', (ctx) => ({ subId: addedId(ctx) }), { as: scholar, headers: EN }),
  post('subscribe.update-error-schedule', '/find/subscribe/update', (ctx) => ({ subId: addedId(ctx), schedule: 'HOURLY' }), { as: scholar }),
  post('subscribe.search-matches', '/find/subscribe/search', (ctx) => ({ subId: addedId(ctx), page: 1, rows: 3 }), { as: scholar }),
  post('subscribe.search-by-name', '/find/subscribe/search', () => ({ subName: '刘慈欣' }), { as: scholar }),
  post('subscribe.search-error-others', '/find/subscribe/search', (ctx) => ({ subId: addedId(ctx) }), { as: citizen, group: CITY }),
  get('subscribe.daily-recommend', '/find/subscribe/dailyRecommend', undefined, { as: scholar }),
  post('subscribe.del-error-others', '/find/subscribe/del', (ctx) => ({ subId: addedId(ctx) }), { as: citizen, group: CITY }),
  post('subscribe.del-error-id', '/find/subscribe/del', () => ({ subId: -1 }), { as: scholar, headers: EN }),
  post('subscribe.del', '/find/subscribe/del', (ctx) => ({ subId: addedId(ctx) }), { as: scholarCookies }),
  post('subscribe.del-again', '/find/subscribe/del', (ctx) => ({ subId: addedId(ctx) }), { as: scholar }),
]
