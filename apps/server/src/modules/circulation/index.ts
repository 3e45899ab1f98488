// The circulation module's public face: what other modules may use of it.
export { currentLoans, loanHistory, renewLoans } from './loans.service.ts'
