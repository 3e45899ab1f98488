import type { Locale } from '@portal/contracts'
import type { Campus, Item, Library, Location } from '@portal/db'
import { placeName } from '../../kernel/localized-name.ts'

export type ItemWithPlaces = Item & { library: Library; location: Location & { campus: Campus | null }; currentLocation: Location | null }

const day = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : '')
const cents = (v: number | null | undefined) => (v === null || v === undefined ? null : v / 100)

/** Status text and codes as LibStar shows them (contract §5.1); only on-shelf copies count as available. */
export function processTypeOf(item: Pick<Item, 'status' | 'dueDate' | 'circAttr'>): { processType: string; processTypeCode: string; circAttr: string; available: boolean } {
  switch (item.status) {
    case 'ON_SHELF':
      return { processType: '在架', processTypeCode: '411', circAttr: item.circAttr, available: item.circAttr === '0' }
    case 'ON_LOAN':
      return { processType: `借出-应还日期:${day(item.dueDate)}`, processTypeCode: '412', circAttr: '--', available: false }
    case 'RESHELVING':
      return { processType: '本馆归还: 正在上架', processTypeCode: '411', circAttr: item.circAttr, available: false }
    default: {
      const text: Record<string, string> = {
        IN_PROCESS: '编目中', IN_TRANSIT: '在途', ON_HOLD: '预约保留', IN_BINDING: '装订中', DAMAGED: '破损', MISSING: '丢失(待查)', LOST: '丢失', WITHDRAWN: '剔除',
      }
      return { processType: text[item.status] ?? item.status, processTypeCode: '', circAttr: item.circAttr, available: false }
    }
  }
}

/** One copy in the `phyItemVo` shape of contract §3.4, every key present. */
export function presentItem(item: ItemWithPlaces, locale: Locale) {
  const status = processTypeOf(item)
  const current = item.currentLocation ?? item.location
  return {
    itemId: item.id,
    callNo: item.callNo,
    barcode: item.barcode,
    propNo: item.propNo || item.barcode,
    libCode: item.library.libCode,
    libName: placeName(item.library, locale),
    locationId: item.locationId,
    locationName: placeName(item.location, locale),
    realLocationName: placeName(item.location, locale),
    curLocationId: current.id,
    curLocationName: placeName(current, locale),
    currencyCode: null,
    listPrice: cents(item.priceCents),
    netPrice: cents(item.netPriceCents ?? item.priceCents),
    year: item.year,
    vol: item.volume,
    yearVol: item.yearVol,
    inDate: day(item.inDate),
    processType: status.processType,
    processTypeCode: status.processTypeCode,
    itemPolicyCode: Number(item.itemPolicyCode) || 1,
    materialCode: Number(item.materialTypeCode) || 1,
    getModeCode: 5,
    circAttr: status.circAttr,
    remark: item.remark,
    attachment: item.attachment,
    shelfNo: item.shelfNo,
    url: '',
    locationAddress: item.location.address,
    pol: -1,
    operateFlag: null,
    address: null,
    donatorName: item.donatorName || null,
    positionUrl: null,
    urlName: null,
    resourceExtendList: null,
    requestable: null,
    itemRequestType: null,
    unionFlag: 0,
    backGroupName: null,
    itemPolicyName: item.itemPolicyName,
    xyzShelfNo: '0/0/0',
    wxMiniProgramPhysicalPositionUrl: '',
    wxMiniProgramPhysicalPositionUsername: '',
    showPositionByCmaLoc: 1,
    campus: item.location.campus ? placeName({ libName: item.location.campus.campusName, englishName: item.location.campus.englishName, complexName: item.location.campus.complexName }, locale) : '',
    borrowStatus: status.available ? '1' : '0',
    noBorrowMessages: status.available ? null : status.processType,
    dueDate: item.status === 'ON_LOAN' ? day(item.dueDate) : null,
  }
}
