import type { AddressView } from '@portal/contracts'

// The REST shape of an address (`/find/userAddress/*`). The contract names the paths but not the fields; these
// follow LibStar's habits elsewhere: `defaultFlag` "1"/"0", `area` for the district, `address` for the details,
// `name` for the recipient, `createTime` as "yyyy-MM-dd HH:mm:ss" (UTC+8, as LibStar shows times).

const stamp = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

export function addressToWire(a: AddressView) {
  return {
    id: a.id, addressType: a.typeCode, addressTypeName: a.typeName,
    provinceCode: a.provinceCode, province: a.province, cityCode: a.cityCode, city: a.city, areaCode: a.areaCode, area: a.district,
    address: a.details, zipCode: a.zipCode, name: a.recipient, phone: a.phone, defaultFlag: a.isDefault ? '1' : '0',
    createTime: stamp(a.createdAt), updateTime: stamp(a.updatedAt),
  }
}
