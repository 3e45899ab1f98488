import { BEHAVIOUR_TABS, LoanDaySchema, MAX_BEHAVIOUR_ROWS, type BehaviourTab } from '@portal/contracts'
import { z } from 'zod'
import { behaviourPageToWire, pointsPageToWire } from '../../../modules/circulation/behaviour-wire.ts'
import { behaviourList, pointsList, pointsNotice } from '../../../modules/circulation/behaviour.service.ts'
import { lenientInt, lenientObject, lenientString, paging } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Circulation'

/**
 * The behaviour list's tab (`processFlag`): a tab's name in any case (`untreated`, `TREATED`), or its place in the
 * spec's tab order (0 all, 1 untreated, 2 treated, 3 ordered, 4 unsubscribed, 5 shelved, 6 cancelled, 7 processing).
 */
const processFlag = lenientString(20)
  .transform((v) => (/^\d+$/.test(v) ? (BEHAVIOUR_TABS[Number(v)] ?? v) : v.toLowerCase()))
  .pipe(z.enum(BEHAVIOUR_TABS))
  .optional()
  .default('all' as BehaviourTab)

/** `scoreSign`: 0 points added, 1 points deducted, null (or absent) both. */
const scoreSign = lenientInt()
  .pipe(z.union([z.literal(0), z.literal(1)]))
  .optional()
  .transform((sign) => (sign === 0 ? ('add' as const) : sign === 1 ? ('deduct' as const) : null))

const day = lenientString(10).pipe(LoanDaySchema).optional().transform((v) => v ?? null)

export const behaviourRoutes = [
  defineRoute({
    method: 'POST', path: '/find/behaviourManager/getBehaviourList', tag, access: 'patron',
    summary: 'The signed-in patron’s behaviour records (violations and fines) of one processing state, with the total still owed (duePay)',
    input: lenientObject({ ...paging(MAX_BEHAVIOUR_ROWS), processFlag }).transform(({ processFlag: tab, ...rest }) => ({ ...rest, tab })),
    operation: (ctx, input) => behaviourList(ctx, input), present: behaviourPageToWire,
  }),
  defineRoute({
    method: 'POST', path: '/find/patronScoreDetail/getPatronScoreList', tag, access: 'patron',
    summary: 'The signed-in patron’s points now (currentScore) and their changes, filtered by scoreSign and by day; timeType is accepted and not used',
    input: lenientObject({ ...paging(MAX_BEHAVIOUR_ROWS), scoreSign, startDate: day, endDate: day })
      .transform(({ scoreSign: direction, ...rest }) => ({ ...rest, direction })),
    operation: (ctx, input) => pointsList(ctx, input), present: pointsPageToWire,
  }),
  defineRoute({
    method: ['GET', 'POST'], path: '/find/patronScoreDetail/getScoreNotice', tag, access: 'patron',
    summary: 'The library’s points notice (its rules for earning and losing points) as text; a general one in the caller’s language when it has none',
    input: lenientObject({}), operation: (ctx) => pointsNotice(ctx), present: (notice) => notice.text,
  }),
]
