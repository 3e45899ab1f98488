import type { FindConfig } from '@portal/contracts'
import { LOGIN_TYPE } from './stored-session.ts'

export type LoginConfig = Pick<
  FindConfig,
  'normalLogin' | 'passportLogin' | 'passportLoginUrl' | 'unifieAuthen' | 'unifieAuthenLoginUrl' | 'exterSinAuthen' | 'exterSinAuthenUrl' | 'weixinLogin'
>

/** The ways of signing in a tenant offers besides the account form. */
export type ProviderLink = { id: 'passport' | 'unified' | 'external'; url: string; loginType: string | null }

export type LoginEntry =
  /** Straight to a provider: the only way of signing in is outside (spec §5 "Login entry"). */
  | { kind: 'redirect'; link: ProviderLink }
  /** The modal: the account form at once, or the chooser when there is more than one way. */
  | { kind: 'modal'; chooser: boolean }

/** Single sign-on links whose flag is '1' and whose address is set, in the order the modal lists them. */
export function providerLinks(config: LoginConfig): ProviderLink[] {
  const links: ProviderLink[] = [
    { id: 'unified', on: config.unifieAuthen, url: config.unifieAuthenLoginUrl, loginType: LOGIN_TYPE.unified },
    { id: 'passport', on: config.passportLogin, url: config.passportLoginUrl, loginType: LOGIN_TYPE.passport },
    { id: 'external', on: config.exterSinAuthen, url: config.exterSinAuthenUrl, loginType: null },
  ]
    .filter((link) => link.on === '1' && link.url !== '')
    .map(({ id, url, loginType }) => ({ id: id as ProviderLink['id'], url, loginType }))
  return links
}

/**
 * Spec §5: when normalLogin is not '1' and exactly one of passport, unified authentication and external
 * single sign-on is on, signing in goes straight there; otherwise the modal opens, with the chooser only
 * when the account form is not the only way.
 */
export function loginEntry(config: LoginConfig): LoginEntry {
  const links = providerLinks(config)
  if (config.normalLogin !== '1' && links.length === 1) return { kind: 'redirect', link: links[0]! }
  const ways = (config.normalLogin === '1' ? 1 : 0) + links.length + (config.weixinLogin === '1' ? 1 : 0)
  return { kind: 'modal', chooser: ways > 1 }
}

/** Leaves for a provider, remembering the login type logout needs (2 passport, 4 unified). */
export function goToProvider(link: ProviderLink): void {
  if (link.loginType) window.sessionStorage.setItem('loginType', link.loginType)
  window.location.assign(link.url)
}
