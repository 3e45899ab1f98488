import { z } from 'zod'
import { AppError } from '../../kernel/app-error.ts'
import type { WechatSettings } from '../../kernel/provider-settings.ts'
import type { ExternalAccount, IdentityProviderClient, SignOnCallback, SignOnStart } from '../../ports/identity-provider.port.ts'

/** WeChat's documented answer of sns/oauth2/access_token: the tokens and openid, or errcode and errmsg. */
const TokenAnswer = z.union([
  z.object({ openid: z.string().min(1), unionid: z.string().optional(), access_token: z.string().optional() }),
  z.object({ errcode: z.number(), errmsg: z.string().optional() }),
])

/**
 * WeChat website QR login (open.weixin.qq.com, scope snsapi_login): the QR page returns to the redirect
 * address with ?code=&state=, the code is exchanged server to server for the user's openid (and unionid).
 * The signed state travels in `state`; the caller checks it.
 */
export class WechatIdentityProvider implements IdentityProviderClient {
  constructor(
    private readonly settings: WechatSettings,
    private readonly timeoutMs: number,
    private readonly state: string,
  ) {}

  async start(callbackUrl: string): Promise<SignOnStart> {
    const url = new URL(`${this.settings.authorizeBaseUrl}/connect/qrconnect`)
    url.searchParams.set('appid', this.settings.appId)
    url.searchParams.set('redirect_uri', callbackUrl)
    url.searchParams.set('response_type', 'code')
    url.searchParams.set('scope', 'snsapi_login')
    url.searchParams.set('state', this.state)
    // WeChat's documentation writes the address with this fragment and its parameters in this order.
    return { url: `${url.toString()}#wechat_redirect`, secrets: {} }
  }

  async complete({ params }: SignOnCallback): Promise<ExternalAccount> {
    const code = params.code
    if (!code) throw new AppError('SSO_FAILED')
    const url = new URL(`${this.settings.apiBaseUrl}/sns/oauth2/access_token`)
    url.searchParams.set('appid', this.settings.appId)
    url.searchParams.set('secret', this.settings.appSecret)
    url.searchParams.set('code', code)
    url.searchParams.set('grant_type', 'authorization_code')
    let answer: z.infer<typeof TokenAnswer>
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), redirect: 'error' })
      if (!res.ok) throw new Error(`WeChat answered HTTP ${res.status}`)
      answer = TokenAnswer.parse(await res.json())
    } catch (error) {
      throw new AppError('SSO_FAILED', {}, { cause: error })
    }
    // errcode 40029 (invalid code), 40163 (code used), 41008 …: the patron scans again.
    if ('errcode' in answer) throw new AppError('SSO_FAILED', {}, { cause: new Error(`WeChat errcode ${answer.errcode}: ${answer.errmsg ?? ''}`) })
    return { subject: answer.openid, attributes: answer.unionid ? { unionid: [answer.unionid] } : {} }
  }
}
