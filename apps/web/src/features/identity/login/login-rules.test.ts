import { FIND_CONFIG_DEFAULTS } from '@portal/contracts'
import { describe, expect, it } from 'vitest'
import { loginEntry, providerLinks } from './login-method.ts'
import { inAppPath, loginTarget } from '../../../lib/login-next-path.ts'
import { passwordChangeErrors } from './password-change-rules.ts'

const config = { ...FIND_CONFIG_DEFAULTS }
const unified = { unifieAuthen: '1', unifieAuthenLoginUrl: 'https://sso.example.edu/login' } as const
const passport = { passportLogin: '1', passportLoginUrl: 'https://passport.example.edu/' } as const

describe('login entry (spec §5)', () => {
  it('goes straight to the only outside provider when account login is off, storing its login type', () => {
    expect(loginEntry({ ...config, normalLogin: '0', ...unified })).toEqual({ kind: 'redirect', link: { id: 'unified', url: unified.unifieAuthenLoginUrl, loginType: '4' } })
    expect(loginEntry({ ...config, normalLogin: '0', ...passport })).toMatchObject({ kind: 'redirect', link: { id: 'passport', loginType: '2' } })
  })

  it('opens the form alone when only account login is on, the chooser when there are several ways', () => {
    expect(loginEntry(config)).toEqual({ kind: 'modal', chooser: false })
    expect(loginEntry({ ...config, ...unified })).toEqual({ kind: 'modal', chooser: true })
    expect(loginEntry({ ...config, normalLogin: '0', ...unified, ...passport })).toEqual({ kind: 'modal', chooser: true })
    expect(loginEntry({ ...config, weixinLogin: '1' })).toEqual({ kind: 'modal', chooser: true })
  })

  it('ignores a provider whose flag is on but whose address is empty', () => {
    expect(providerLinks({ ...config, unifieAuthen: '1' })).toEqual([])
  })
})

describe('where a sign-in continues', () => {
  it('follows ?next=, then the saved path, then /Home — in-app paths only', () => {
    const saved = (value: string | null) => ({ getItem: () => value })
    expect(loginTarget('?next=%2FsearchList%3Fq%3Dx', saved('/myFav'))).toBe('/searchList?q=x')
    expect(loginTarget('', saved('#/myFav'))).toBe('/myFav')
    expect(loginTarget('?next=https://evil.example', saved(null))).toBe('/Home')
    expect(inAppPath('//evil.example/x')).toBeNull()
    expect(inAppPath('/login')).toBeNull()
    expect(inAppPath('javascript:alert(1)')).toBeNull()
  })
})

describe('password change checks (spec §5)', () => {
  const t = ((key: string) => key) as unknown as Parameters<typeof passwordChangeErrors>[2]
  const policy = { isPasswordProtect: '0', passwordCheck: '1' } as const
  const check = (values: Partial<Record<'oldPassword' | 'newPassword' | 'confirmPassword', string>>, sameAsOld = false) =>
    passwordChangeErrors({ oldPassword: '', newPassword: '', confirmPassword: '', ...values }, { policy, identity: {}, oldKnown: false, sameAsOld }, t)

  it('requires every field and applies the tenant rule', () => {
    expect(check({})).toEqual({ oldPassword: 'login:validation.oldPassword', newPassword: 'login:validation.newPassword', confirmPassword: 'login:validation.confirmPassword' })
    expect(check({ oldPassword: 'a', newPassword: 'short1', confirmPassword: 'short1' })).toEqual({ newPassword: 'errors:PASSWORD_RULE_SIMPLE' })
  })

  it('refuses the old password again and a confirmation that differs', () => {
    expect(check({ oldPassword: 'abc12345', newPassword: 'abc12345', confirmPassword: 'abc12345' }, true)).toEqual({ newPassword: 'errors:PASSWORD_SAME_AS_OLD' })
    expect(check({ oldPassword: 'a', newPassword: 'abc12345', confirmPassword: 'abc12346' })).toEqual({ confirmPassword: 'errors:PASSWORD_MISMATCH' })
  })
})
