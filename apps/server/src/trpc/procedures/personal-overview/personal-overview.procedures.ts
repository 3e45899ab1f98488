import { PersonalOverviewSchema } from '@portal/contracts'
import { personalOverview } from '../../../modules/personal-overview/personal-overview.service.ts'
import { patronProcedure, router } from '../../init.ts'

/** My library's overview (overview.*, user-menu key 0); REST twin `/find/userInfo/getPersonalOverview`. */
export const overviewRouter = router({
  get: patronProcedure.output(PersonalOverviewSchema).query(({ ctx }) => personalOverview(ctx)),
})
