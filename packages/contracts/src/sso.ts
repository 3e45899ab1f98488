import { z } from 'zod'

// Single sign-on (CAS, OpenID Connect), WeChat QR login and the binding screens (spec §2 "Binding screens",
// §3, §4; contract §4.2). Tickets (`openId`, `uid`) are the server's signed, short-lived tokens, never raw ids.

/** How long an `openId` / `uid` ticket or the sign-on state may be used, in seconds. */
export const SSO_TICKET_LIFETIME_SECONDS = 10 * 60

/** The kinds of identity provider a tenant may configure (an IdentityProvider row). */
export const IDENTITY_PROVIDER_KINDS = ['CAS', 'OIDC', 'WECHAT'] as const
export const IdentityProviderKindSchema = z.enum(IDENTITY_PROVIDER_KINDS)
export type IdentityProviderKind = z.infer<typeof IdentityProviderKindSchema>

/** Query parameter of `#/login` naming the error code a failed single sign-on came back with. */
export const SSO_ERROR_PARAM = 'ssoError'

/** What a binding can be removed by `/find/userUnbind`: the WeChat account, single sign-on accounts, the learning-app uid. */
export const UNBIND_TYPES = ['wechat', 'sso', 'cx'] as const
export const UnbindTypeSchema = z.enum(UNBIND_TYPES)
export type UnbindType = z.infer<typeof UnbindTypeSchema>

const ticket = z.string().trim().min(1).max(2000)
const text = (max: number) => z.string().trim().max(max)
const mappingPath = text(100).optional()

/** Spec §3 "jwt {jwt, jwtHeader}": a session handed to the browser. */
export const IssuedTokenSchema = z.object({ jwt: z.string(), jwtHeader: z.string() })
export type IssuedToken = z.infer<typeof IssuedTokenSchema>

/** `/oga/otherLogin`: the code WeChat appended to the redirect address. */
export const OtherLoginInputSchema = z.object({ code: text(512).min(1), loginType: z.coerce.number().int().default(1), mappingPath })
export type OtherLoginInput = z.infer<typeof OtherLoginInputSchema>

/** Spec §3 login-bind result: bound → bindFlag '1' and tokens; not bound → bindFlag '0' and the openId ticket. */
export type OtherLoginResult = { bindFlag: '1'; jwt: IssuedToken; openId: null } | { bindFlag: '0'; jwt: null; openId: string }

/** `/oga/userBind`: the patron's account and password (encrypted for transport, spec §5) and the openId ticket. */
export const UserBindInputSchema = z.object({
  username: text(100).min(1),
  password: z.string().min(1).max(1000),
  loginType: z.coerce.number().int().default(1),
  mappingPath,
  openId: ticket,
})
export type UserBindInput = z.infer<typeof UserBindInputSchema>

/** `/oga/ssoOpac` (screen /bindUid): account, password, image code and the uid ticket of the sign-on. */
export const BindUidInputSchema = z.object({
  username: text(100).min(1),
  password: z.string().min(1).max(1000),
  verifyCode: text(20),
  codeKey: text(64),
  mappingPath,
  uid: ticket,
})
export type BindUidInput = z.infer<typeof BindUidInputSchema>

/** Association (screen /relevanceUid, spec §3): name and primaryId of the patron, and the uid ticket. */
export const AssociateInputSchema = z.object({ name: text(100).min(1), primaryId: text(100).min(1), mappingPath, uid: ticket })
export type AssociateInput = z.infer<typeof AssociateInputSchema>

/** `/find/userInfo/bindCxUidByPrimaryId`: a signed-in patron takes over the uid ticket of a sign-on. */
export const BindUidTicketInputSchema = z.object({ uid: ticket })

export const UnbindInputSchema = z.object({ type: UnbindTypeSchema })

/** An enabled provider for the login modal: `loginUrl` starts its sign-in (CAS, OIDC) or is null (WeChat uses the QR modal). */
export const LoginProviderSchema = z.object({ code: z.string(), kind: IdentityProviderKindSchema, displayName: z.string(), loginUrl: z.string().nullable() })
export type LoginProvider = z.infer<typeof LoginProviderSchema>
