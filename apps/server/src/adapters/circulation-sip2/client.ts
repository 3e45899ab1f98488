import { Sip2Pool, type Sip2PoolOptions } from './pool.ts'
import {
  feePaidRequest, holdRequest, itemInformationRequest, parseAcsStatus, parseFeePaidResponse, parseHoldResponse, parseItemInformation,
  parsePatronInformation, parseRenewAllResponse, parseRenewResponse, patronInformationRequest, renewAllRequest, renewRequest, scStatusRequest,
  type Sip2Site,
} from './messages.ts'

// A SIP2 client for one tenant: the site's AO and location on every request, a bounded pool of logged-in
// connections underneath. Reads are retried once on a fresh connection after a drop; changes are sent once.

export type Sip2ClientOptions = Sip2PoolOptions & { institutionId: string; terminalPassword?: string }

export class Sip2Client {
  readonly pool: Sip2Pool
  readonly site: Sip2Site

  constructor(options: Sip2ClientOptions, private readonly now: () => Date = () => new Date()) {
    this.pool = new Sip2Pool(options)
    this.site = { institutionId: options.institutionId, location: options.location, terminalPassword: options.terminalPassword ?? '' }
  }

  async status() {
    return parseAcsStatus(await this.pool.use((c) => c.request(scStatusRequest()), true))
  }

  async patronInformation(patron: string, list: 'holds' | 'overdue' | 'charged' | 'fines' | null = null) {
    return parsePatronInformation(await this.pool.use((c) => c.request(patronInformationRequest(this.site, patron, this.now(), list)), true))
  }

  async itemInformation(item: string) {
    return parseItemInformation(await this.pool.use((c) => c.request(itemInformationRequest(this.site, item, this.now())), true))
  }

  async renew(patron: string, item: string) {
    return parseRenewResponse(await this.pool.use((c) => c.request(renewRequest(this.site, patron, item, this.now()))))
  }

  async renewAll(patron: string) {
    return parseRenewAllResponse(await this.pool.use((c) => c.request(renewAllRequest(this.site, patron, this.now()))))
  }

  async hold(mode: '+' | '-' | '*', patron: string, hold: { item?: string; title?: string; pickup?: string; expires?: Date }) {
    return parseHoldResponse(await this.pool.use((c) => c.request(holdRequest(this.site, mode, patron, hold, this.now()))))
  }

  async feePaid(patron: string, fee: { amount: string; currency: string; feeType?: string; paymentType?: string; feeId?: string; transactionId?: string }) {
    return parseFeePaidResponse(await this.pool.use((c) => c.request(feePaidRequest(this.site, patron, fee, this.now()))))
  }

  close(): void {
    this.pool.close()
  }
}
