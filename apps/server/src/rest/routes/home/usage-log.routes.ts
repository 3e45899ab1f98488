import type { UsageEventKind } from '@portal/db'
import { logUsage } from '../../../modules/home/usage-log.service.ts'
import { lenientObject, lenientString } from '../../lenient.ts'
import { defineRoute } from '../../route-table.ts'

const tag = 'Usage log'

/**
 * Clients name what was used in different keys (`id`, `dbId`, `recordId`, `menuId`, `url`); the first one
 * given is the target. The rest of the known keys are kept as the event's detail.
 */
const input = lenientObject({
  id: lenientString(100).optional(), dbId: lenientString(100).optional(), recordId: lenientString(100).optional(),
  menuId: lenientString(100).optional(), navigationId: lenientString(100).optional(), url: lenientString(1000).optional(),
  name: lenientString(200).optional(), type: lenientString(50).optional(), page: lenientString(200).optional(),
})

const LOG_ROUTES: [path: string, kind: UsageEventKind, targetType: string, summary: string][] = [
  ['/find/eleLog/addEleClick', 'ELE_CLICK', 'resource', 'Log opening an electronic resource'],
  ['/find/eleLog/addEleDownload', 'ELE_DOWNLOAD', 'resource', 'Log a download of an electronic resource'],
  ['/find/eleLog/addEleVisits', 'ELE_VISIT', 'page', 'Log a portal visit'],
  ['/find/newEle/log/addNavs', 'NAV_CLICK', 'navigation', 'Log a click in a navigation page'],
  ['/find/newEle/log/addDatabaseClick', 'DATABASE_CLICK', 'database', 'Log a click on a database (counts a visit to it)'],
  ['/find/newEle/log/addResourceClick', 'RESOURCE_CLICK', 'resource', 'Log a click on a resource'],
  ['/find/index/indexNavigationClickLog', 'INDEX_NAVIGATION_CLICK', 'menu', 'Log a click on a home-page navigation tile'],
]

export const usageLogRoutes = LOG_ROUTES.map(([path, kind, targetType, summary]) =>
  defineRoute({
    // Clients send these as GET too (contract U8); each one writes an event, so it is guarded like a POST.
    method: ['GET', 'POST'], path, tag, access: 'public', changesState: true, summary, input,
    operation: (ctx, body) => {
      const { id, dbId, recordId, menuId, navigationId, url, ...rest } = body
      const targetId = dbId ?? id ?? recordId ?? menuId ?? navigationId ?? url ?? ''
      const detail = Object.fromEntries(Object.entries({ ...rest, ...(url && url !== targetId ? { url } : {}) }).filter(([, v]) => v !== undefined)) as Record<string, string>
      return logUsage(ctx, kind, { targetType, targetId, detail })
    },
  }),
)
