import { router } from '../../init.ts'
import { authorProcedures } from './author.procedures.ts'
import { digitalItemsProcedures } from './digital-items.procedures.ts'
import { holdingsProcedures } from './holdings.procedures.ts'
import { recordDetailProcedures } from './record-detail.procedures.ts'
import { recordExtrasProcedures } from './record-extras.procedures.ts'
import { reviewsProcedures } from './reviews.procedures.ts'
import { searchProcedures } from './search.procedures.ts'
import { usageProcedures } from './usage.procedures.ts'

/**
 * The catalogue module's procedures: search, record detail and holdings at the top (catalogue.search,
 * catalogue.detail, catalogue.holdings …), the rest of a record's page by domain below.
 */
export const catalogueRouter = router({
  ...searchProcedures,
  ...recordDetailProcedures,
  ...holdingsProcedures,
  record: router(recordExtrasProcedures),
  author: router(authorProcedures),
  digital: router(digitalItemsProcedures),
  usage: router(usageProcedures),
  reviews: router(reviewsProcedures),
})
