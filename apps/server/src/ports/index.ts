import type { CirculationProviders } from './circulation.port.ts'
import type { CoverProvider } from './cover.port.ts'
import type { FileStorage } from './file-storage.port.ts'
import type { IdentityProviderClients } from './identity-provider.port.ts'
import type { Mailer } from './mail.port.ts'
import type { SmsSender } from './sms.port.ts'
import type { SearchBackend, SearchIndexer } from './search.port.ts'

/** The outside systems a request's services may use, wired once at start-up (app.ts). */
export type AppPorts = {
  covers: CoverProvider
  files: FileStorage
  mail: Mailer
  sms: SmsSender
  search: { backend: SearchBackend; indexer: SearchIndexer } | null
  /** Loans, renewals and requests: the built-in circulation or a tenant's ILS connector. */
  circulation: CirculationProviders
  /** Single sign-on and WeChat login clients of the tenants' IdentityProvider rows. */
  identityProviders: IdentityProviderClients
}
