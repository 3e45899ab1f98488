import type { Profile } from '@portal/contracts'
import { maskEmail, maskMobile } from '../account/index.ts'

// The LibStar wire of getUserInfo: `data.user` with the names real clients read (contract §3.7: name, primaryId,
// userBarcode, startDate, endDate), then every other profile field; money in yuan, flags as "0"/"1" like LibStar's
// other patron calls. The contacts are masked here as in the binding calls: getUserInfo is also a client's session
// probe; the patron's own full contacts come from getContactMess.

const yuan = (cents: number) => Number((cents / 100).toFixed(2))
const flag = (value: boolean) => (value ? '1' : '0')

export const profileToWire = (p: Profile) => ({
  user: {
    name: p.name, primaryId: p.primaryId, userBarcode: p.userBarcode, startDate: p.validFrom, endDate: p.validUntil,
    userId: p.patronId, username: p.username, picUrl: p.picUrl, libCode: p.libCode, libName: p.libName,
    mail: p.email ? maskEmail(p.email) : '', phone: p.mobile ? maskMobile(p.mobile) : '',
    emailCheckFlag: flag(p.emailVerified), mobileCheckFlag: flag(p.mobileVerified),
    wechatBindFlag: flag(p.wechatBound), chaoxingBindFlag: flag(p.learningAppBound),
    department: p.department, position: p.position, grade: p.grade, className: p.className, major: p.major, certificateNumber: p.certificateNumber,
    userType: p.userType, job: p.job, unit: p.unit, deposit: yuan(p.depositCents), prepayment: yuan(p.prepaymentCents),
    status: p.status, lossFlag: flag(p.lost), frozenFlag: flag(p.frozen), lendingParticipation: flag(p.lendingParticipation),
  },
})
