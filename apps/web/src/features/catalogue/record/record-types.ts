import type { AppRouter } from '@portal/server/trpc'
import type { inferRouterOutputs } from '@trpc/server'

type Outputs = inferRouterOutputs<AppRouter>

/** `catalogue.detail`: the record described (titles, authors, imprint, detail fields as data, links elsewhere). */
export type RecordDetail = Outputs['catalogue']['detail']
export type DetailField = RecordDetail['fields'][number]
export type DetailValue = DetailField['values'][number]
/** One copy of `holdingsByLibrary` (the `phyItemVo` of contract §3.4). */
export type HoldingItem = Outputs['catalogue']['holdingsByLibrary']['sortedList'][string]['phyItemVo'][number]
export type HoldingGroup = Outputs['catalogue']['holdingsByLibrary']['sortedList'][string]
export type DigitalItem = Outputs['catalogue']['digital']['items'][number]
export type RecordStatistics = Outputs['catalogue']['record']['statistics']
export type YearLoans = Outputs['catalogue']['record']['tenYearLoans']
export type OtherLibrary = Outputs['catalogue']['record']['otherLibraries'][number]
export type SearchRecord = Outputs['catalogue']['related']['hits'][number]['record']
export type RecordScore = Outputs['catalogue']['reviews']['score']
export type CommentView = Outputs['catalogue']['reviews']['comments']['list'][number]
export type Citation = Outputs['catalogue']['record']['citation']
