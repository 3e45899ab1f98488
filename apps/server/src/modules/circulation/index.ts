// The circulation module's public face: what other modules may use of it.
export { checkIn, checkOut } from './desk.service.ts'
export { currentLoans, loanHistory, renewLoans } from './loans.service.ts'
export { behaviourList, payFine, pointsList, pointsNotice, waiveFine } from './behaviour.service.ts'
export { blockerMessage, blockersOf as circulationBlockersOf } from './leave-school.service.ts'
