import type { Filters } from '../../../lib/search-state.ts'

/**
 * The search lists over other resource scopes (spec §2). This engine indexes the library's own
 * catalogue only, so each list is that catalogue limited to the closest resource or document types,
 * and says so:
 * - /otherSearchList: papers (theses, journal and conference papers), whose details are
 *   /searchList/otherPaperDetail in LibStar;
 * - /otherSearchList2: serials and other documents (journals, newspapers, patents, standards);
 * - /chaoXingSearchList, /chaoXingSearchDetail: the ChaoXing discovery service, which is not connected;
 *   its nearest scope here is the electronic and digital resources.
 */
export const SCOPES = {
  otherSearchList: { path: '/otherSearchList', titleKey: 'papers', filters: { docCode: ['4', '5', '6'] } },
  otherSearchList2: { path: '/otherSearchList2', titleKey: 'serials', filters: { docCode: ['2', '3', '7', '8'] } },
  chaoXingSearchList: { path: '/chaoXingSearchList', titleKey: 'chaoXing', filters: { resourceType: ['2', '3'] } },
  chaoXingSearchDetail: { path: '/chaoXingSearchDetail', titleKey: 'chaoXing', filters: { resourceType: ['2', '3'] } },
} as const satisfies Record<string, { path: string; titleKey: 'papers' | 'serials' | 'chaoXing'; filters: Filters }>

export type Scope = (typeof SCOPES)[keyof typeof SCOPES]
