import { CasSettingsSchema, OidcSettingsSchema, parseProviderSettings, WechatSettingsSchema } from '../../kernel/provider-settings.ts'
import type { IdentityProviderClients } from '../../ports/identity-provider.port.ts'
import { CasIdentityProvider } from './cas.adapter.ts'
import { OidcIdentityProvider } from './oidc.adapter.ts'
import { WechatIdentityProvider } from './wechat.adapter.ts'

/** The real clients: CAS 2.0 / 3.0, OpenID Connect (openid-client) and WeChat website login. */
export function createIdentityProviderClients(): IdentityProviderClients {
  return {
    redirectClient: (provider, timeoutMs) =>
      provider.kind === 'CAS'
        ? new CasIdentityProvider(parseProviderSettings(CasSettingsSchema, provider), timeoutMs)
        : new OidcIdentityProvider(parseProviderSettings(OidcSettingsSchema, provider), timeoutMs),
    wechatClient: (provider, timeoutMs, state) => new WechatIdentityProvider(parseProviderSettings(WechatSettingsSchema, provider), timeoutMs, state),
  }
}
