import argon2 from 'argon2'
import { createCipheriv } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_MAX_FAILURES, ADDRESS_MAX_FAILURES } from '../../../modules/identity/login-throttle.ts'
import { signToken } from '../../../kernel/tokens.ts'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  // TRUST_PROXY: each test signs in from its own X-Forwarded-For address, so the per-address throttle of one test
  // does not reach another. The general request rate limit is lifted so the 1,000 guesses below meet the login
  // throttle itself, not that outer fence.
  t = await createTestApp({ CAPTCHA_FIXED_CODE: '2468', TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '100000' })
})
afterAll(() => t.close())

let addresses = 0
const freshAddress = () => `203.0.113.${++addresses}`

async function captchaKey(group: string, from: string): Promise<string> {
  const res = await t.http().get('/oga/verifycode/img?').set({ groupCode: group, 'X-Forwarded-For': from })
  expect(res.body.data.verifyCode).toMatch(/^data:image\/svg\+xml;base64,/)
  return res.body.data.codeKey as string
}

async function login(username: string, password: string, options: { group?: string; from?: string; verifyCode?: string; codeKey?: string; headers?: Record<string, string> } = {}) {
  const group = options.group ?? DEFAULT_GROUP
  const from = options.from ?? freshAddress()
  const codeKey = options.codeKey ?? (await captchaKey(group, from))
  const body = { username, password, verifyCode: options.verifyCode ?? '2468', codeKey, mappingPath: '', nextpath: '/Home', uid: '', extra: 'ignored' }
  return t.http().post('/oga/login').set({ groupCode: group, 'X-Forwarded-For': from, ...options.headers }).send(body)
}

function encrypted(password: string, keyHex: string): string {
  const key = Buffer.from(keyHex, 'hex')
  const cipher = createCipheriv(`aes-${key.length * 8}-ecb`, key, null)
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('hex')
}

const cookieOf = (res: { headers: Record<string, unknown> }, name: string) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith(`${name}=`))?.split(';')[0]?.slice(name.length + 1)

describe('POST /oga/login', () => {
  it('signs a patron in with the captcha, answers jwt and jwtHeader and sets the session cookies', async () => {
    const res = await login('reader', 'Reader@2026')
    expect(res.body).toMatchObject({ success: true, errCode: 200, data: { jwtHeader: 'jwtOpacAuth' } })
    expect(res.body.data.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(cookieOf(res, 'jwt')).toBe(res.body.data.jwt)
    expect(cookieOf(res, 'jwtHeader')).toBe('jwtOpacAuth')
    expect(cookieOf(res, 'SESSION')).toBeTruthy()
  })

  it('remembers the language of the sign-in, in which the library writes to the patron later', async () => {
    const language = async () => {
      const patron = await t.db.prisma.patron.findFirstOrThrow({ where: { username: 'scholar', tenant: { groupCode: DEFAULT_GROUP } }, select: { id: true } })
      return (await t.db.prisma.userSetting.findFirst({ where: { patronId: patron.id, key: 'language' } }))?.value
    }
    expect((await login('scholar', 'Scholar@2026', { headers: { language: 'ENG' } })).body.success).toBe(true)
    expect(await language()).toBe('en-US')
    expect((await login('scholar', 'Scholar@2026', { headers: { 'content-language': 'zh-TW' } })).body.success).toBe(true)
    expect(await language()).toBe('zh-TW')
    expect((await login('scholar', 'Wrong@2026', { headers: { language: 'ENG' } })).body.success).toBe(false)
    expect(await language()).toBe('zh-TW')
  })

  it('accepts the password AES-ECB encrypted with the published transport key as well as plain', async () => {
    const key = await t.http().get('/oga/login/transportKey').set('groupCode', DEFAULT_GROUP)
    expect(key.body.data.keyHex).toMatch(/^[0-9a-f]{32,64}$/)
    const res = await login('reader', encrypted('Reader@2026', key.body.data.keyHex))
    expect(res.body.success).toBe(true)
    expect((await login('reader', encrypted('Wrong@2026', key.body.data.keyHex))).body.errCode).toBe(4001)
  })

  it('refuses a wrong or missing captcha, and a captcha answers once even when it was right', async () => {
    const from = freshAddress()
    const wrong = await login('reader', 'Reader@2026', { from, verifyCode: '1357' })
    expect(wrong.body).toMatchObject({ success: false, errCode: 4004 })
    const empty = await login('reader', 'Reader@2026', { from, verifyCode: '' })
    expect(empty.body).toMatchObject({ success: false, errCode: 4003 })
    const codeKey = await captchaKey(DEFAULT_GROUP, from)
    expect((await login('reader', 'Reader@2026', { from, codeKey, verifyCode: '0000' })).body.errCode).toBe(4004)
    expect((await login('reader', 'Reader@2026', { from, codeKey })).body.errCode).toBe(4004)
    const rightOnce = await captchaKey(DEFAULT_GROUP, from)
    expect((await login('reader', 'Reader@2026', { from, codeKey: rightOnce })).body.success).toBe(true)
    expect((await login('reader', 'Reader@2026', { from, codeKey: rightOnce })).body.errCode).toBe(4004)
  })

  it('answers INVALID_CREDENTIALS alike for a wrong password, an unknown account and a demo account that cannot sign in', async () => {
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })
    const disabled = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId: tenant.id, passwordHash: '!disabled-demo-account' } })
    const verify = vi.spyOn(argon2, 'verify')
    try {
      for (const [username, password] of [['reader', 'Reader@2025'], ['nobody-here', 'Reader@2026'], [disabled.username, disabled.primaryId]] as const) {
        const before = verify.mock.calls.length
        const res = await login(username, password)
        expect(res.body).toMatchObject({ success: false, errCode: 4001, message: '用户名或密码错误' })
        // Exactly one argon2 verify each, so the answer's timing tells nothing either.
        expect(verify.mock.calls.length - before).toBe(1)
      }
    } finally {
      verify.mockRestore()
    }
    expect((await login('', 'x')).body).toMatchObject({ success: false, errCode: 400 })
    expect((await login('reader', '')).body).toMatchObject({ success: false, errCode: 400 })
  })

  it('refuses LEFT and EXPIRED patrons only after a right password; a frozen card signs in', async () => {
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })
    const where = { tenantId_username: { tenantId: tenant.id, username: 'scholar' } }
    try {
      await t.db.prisma.patron.update({ where, data: { status: 'LEFT' } })
      expect((await login('scholar', 'Scholar@2026')).body).toMatchObject({ success: false, errCode: 4005 })
      expect((await login('scholar', 'Scholar@2025')).body.errCode).toBe(4001)
      await t.db.prisma.patron.update({ where, data: { status: 'FROZEN' } })
      expect((await login('scholar', 'Scholar@2026')).body.success).toBe(true)
    } finally {
      await t.db.prisma.patron.update({ where, data: { status: 'NORMAL' } })
    }
  })

  it('refuses with LOGIN_METHOD_DISABLED where the tenant has no local sign-in', async () => {
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: CITY_GROUP } })
    const config = tenant.config as Record<string, unknown>
    try {
      await t.db.prisma.tenant.update({ where: { id: tenant.id }, data: { config: { ...config, normalLogin: '0' } } })
      expect((await login('citizen', 'Citizen@2026', { group: CITY_GROUP })).body).toMatchObject({ success: false, errCode: 4006 })
    } finally {
      await t.db.prisma.tenant.update({ where: { id: tenant.id }, data: { config: config as object } })
    }
  })
})

describe('the four token transports of contract §2.5 after a real login', () => {
  it('header, cookies only, query string, and the SESSION cookie alone with POST all open /oga/userinfo', async () => {
    const res = await login('reader', 'Reader@2026')
    const { jwt } = res.body.data as { jwt: string }
    const sessionId = cookieOf(res, 'SESSION')!
    const header = await t.http().get('/oga/userinfo').set({ groupCode: DEFAULT_GROUP, jwtOpacAuth: jwt })
    const cookies = await t.http().get('/oga/userinfo').set('Cookie', `jwt=${jwt}; jwtHeader=jwtOpacAuth`)
    const query = await t.http().get(`/oga/userinfo?jwtHeader=jwtOpacAuth&jwt=${jwt}`)
    const session = await t.http().post('/oga/userinfo').set('Cookie', `SESSION=${sessionId}`).send()
    for (const answer of [header, cookies, query, session]) expect(answer.body).toMatchObject({ success: true, data: { username: 'reader' } })
  })

  it('refuses revoked, expired, foreign-key and alg:none tokens with 401', async () => {
    const res = await login('reader', 'Reader@2026')
    const { jwt } = res.body.data as { jwt: string }
    const logout = await t.http().post('/oga/logout').set({ groupCode: DEFAULT_GROUP, jwtOpacAuth: jwt }).send({})
    expect(logout.body.success).toBe(true)
    expect(cookieOf(logout, 'jwt')).toBe('')
    const ask = (token: string) => t.http().get('/oga/userinfo').set({ groupCode: DEFAULT_GROUP, jwtOpacAuth: token, 'content-language': 'zh_CN' })
    expect((await ask(jwt)).status).toBe(401)
    expect((await t.http().post('/oga/userinfo').set('Cookie', `SESSION=${cookieOf(res, 'SESSION')!}`).send()).status).toBe(401)

    const patron = await t.db.prisma.patron.findFirstOrThrow({ where: { username: 'reader', tenant: { groupCode: DEFAULT_GROUP } } })
    const claims = { sub: String(patron.id), groupCode: DEFAULT_GROUP, mappingPath: '', typ: 'patron' as const }
    const expired = await ask(signToken(t.env.JWT_SECRET, claims, Date.now() - 25 * 3600_000).token)
    expect([expired.status, expired.body.message]).toEqual([401, '登录信息过期，请重新登录!'])
    expect((await ask(signToken('another-secret-of-someone-else-0123456789', claims).token)).status).toBe(401)
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, jti: 'x', created: Date.now(), exp: Math.floor(Date.now() / 1000) + 3600 })}.`
    expect((await ask(unsigned)).status).toBe(401)
  })

  it('logoutForExternal answers also a caller who is signed out, and clears the cookies', async () => {
    const res = await t.http().post('/oga/logoutForExternal').set('groupCode', DEFAULT_GROUP).send()
    expect(res.body).toMatchObject({ success: true, data: { logoutUrl: null } })
    expect(cookieOf(res, 'SESSION')).toBe('')
    expect((await t.http().post('/oga/logout').set('groupCode', DEFAULT_GROUP).send()).status).toBe(401)
  })
})

describe('password state at sign-in and the password changes', () => {
  it('an initial password opens no session (data false), forceModify applies the rules, then the new one signs in', async () => {
    const first = await login('newcomer', '2026010099')
    expect(first.body).toEqual({ success: false, message: '您的密码为初始密码，请修改密码后再登录', errCode: 200, errorCode: null, data: false })
    expect(cookieOf(first, 'jwt')).toBeUndefined()
    const from = freshAddress()
    const modify = (body: Record<string, string>) =>
      t.http().post('/oga/forceModify').set({ groupCode: DEFAULT_GROUP, 'X-Forwarded-For': from, 'content-language': 'en_US' }).send({ username: 'newcomer', oldPassword: '2026010099', ...body })
    const weak = await modify({ newPassword: 'abc', confirmPassword: 'abc' })
    expect(weak.body).toMatchObject({ success: false, errCode: 4010, message: 'The password needs at least 7 characters with both a digit and a letter' })
    expect((await modify({ newPassword: 'Newcomer2026', confirmPassword: 'Newcomer2027' })).body.errCode).toBe(4013)
    expect((await modify({ oldPassword: 'wrong-one', newPassword: 'Newcomer2026', confirmPassword: 'Newcomer2026' })).body.errCode).toBe(4001)
    // The short names some clients use, and `password` for the current one.
    const done = await t.http().post('/oga/forceModify').set({ groupCode: DEFAULT_GROUP, 'X-Forwarded-For': from })
      .send({ username: 'newcomer', password: '2026010099', newPwd: 'Newcomer2026', confirmPwd: 'Newcomer2026' })
    expect(done.body).toMatchObject({ success: true, message: '修改密码成功', data: { done: true } })
    const patron = await t.db.prisma.patron.findFirstOrThrow({ where: { username: 'newcomer', tenant: { groupCode: DEFAULT_GROUP } } })
    expect(patron.passwordHash.startsWith('$argon2id$')).toBe(true)
    expect(patron.initialPassword).toBe(false)
    expect((await login('newcomer', '2026010099')).body.errCode).toBe(4001)
    expect((await login('newcomer', 'Newcomer2026')).body.success).toBe(true)
  })

  it('a password older than the tenant allows answers data 10000 and opens no session', async () => {
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })
    const where = { tenantId_username: { tenantId: tenant.id, username: 'reader' } }
    const before = await t.db.prisma.patron.findUniqueOrThrow({ where })
    await t.db.prisma.tenantParameter.create({ data: { tenantId: tenant.id, paraCode: 'passwordMaxAgeDays', paraValue: '30' } })
    try {
      await t.db.prisma.patron.update({ where, data: { passwordChangedAt: new Date(Date.now() - 60 * 86_400_000) } })
      const res = await login('reader', 'Reader@2026')
      expect(res.body).toMatchObject({ success: false, errCode: 200, data: 10000, message: '您的密码已长时间未修改，为了账户安全，请修改密码' })
      expect(cookieOf(res, 'jwt')).toBeUndefined()
      await t.db.prisma.patron.update({ where, data: { passwordChangedAt: new Date() } })
      expect((await login('reader', 'Reader@2026')).body.success).toBe(true)
    } finally {
      await t.db.prisma.tenantParameter.delete({ where: { tenantId_paraCode: { tenantId: tenant.id, paraCode: 'passwordMaxAgeDays' } } })
      await t.db.prisma.patron.update({ where, data: { passwordChangedAt: before.passwordChangedAt } })
    }
  })

  it('updatePassword: wrong old password, same as old, the strong rule of tenant 900002, then success', async () => {
    // Tenant 900002 serves personal calls only once a contact is verified (guards.ts): citizen has one here.
    await t.db.prisma.patron.updateMany({ where: { username: 'citizen', tenant: { groupCode: CITY_GROUP } }, data: { emailVerified: true } })
    const signedIn = await login('citizen', 'Citizen@2026', { group: CITY_GROUP })
    const headers = { groupCode: CITY_GROUP, jwtOpacAuth: signedIn.body.data.jwt as string, 'X-Forwarded-For': freshAddress() }
    const update = (body: Record<string, string>) => t.http().post('/find/userInfo/updatePassword').set(headers).send(body)
    expect((await update({ oldPassword: 'Citizen@2025', newPassword: 'Citizen#2027', confirmPassword: 'Citizen#2027' })).body.errCode).toBe(4014)
    expect((await update({ oldPassword: 'Citizen@2026', newPassword: 'Citizen@2026', confirmPassword: 'Citizen@2026' })).body.errCode).toBe(4012)
    expect((await update({ oldPassword: 'Citizen@2026', newPassword: 'abcdefg1', confirmPassword: 'abcdefg1' })).body.errCode).toBe(4011)
    expect((await update({ oldPassword: 'Citizen@2026', newPassword: 'citizen', confirmPassword: 'citizen' })).body.errCode).toBe(4011)
    const done = await update({ oldPassword: 'Citizen@2026', newPassword: 'Citizen#2027', confirmPassword: 'Citizen#2027' })
    expect(done.body).toMatchObject({ success: true, data: { done: true } })
    // The session that changed the password stays open.
    expect((await t.http().get('/oga/userinfo').set(headers)).body.success).toBe(true)
    expect((await login('citizen', 'Citizen#2027', { group: CITY_GROUP })).body.success).toBe(true)
    expect((await t.http().post('/find/userInfo/updatePassword').set('groupCode', CITY_GROUP).send({})).status).toBe(401)
  })
})

describe('throttling', () => {
  it('1,000 wrong passwords for one account from one address: refused with ACCOUNT_LOCKED without argon2, others still sign in', async () => {
    const from = '198.51.100.7'
    const verify = vi.spyOn(argon2, 'verify')
    const codes: number[] = []
    try {
      for (let i = 0; i < 1000; i++) {
        const key = await t.app.inject({ method: 'GET', url: '/oga/verifycode/img', headers: { groupCode: DEFAULT_GROUP, 'x-forwarded-for': from } })
        const res = await t.app.inject({
          method: 'POST', url: '/oga/login', headers: { groupCode: DEFAULT_GROUP, 'x-forwarded-for': from },
          payload: { username: 'scholar', password: `guess-${i}`, verifyCode: '2468', codeKey: key.json().data.codeKey },
        })
        codes.push(res.json().errCode as number)
      }
      expect(codes.slice(0, ACCOUNT_MAX_FAILURES)).toEqual(Array(ACCOUNT_MAX_FAILURES).fill(4001))
      expect(codes.slice(ACCOUNT_MAX_FAILURES).every((code) => code === 4002)).toBe(true)
      expect(verify.mock.calls.length).toBe(ACCOUNT_MAX_FAILURES)
    } finally {
      verify.mockRestore()
    }
    const locked = await login('scholar', 'Scholar@2026', { from: freshAddress() })
    expect(locked.body).toMatchObject({ success: false, errCode: 4002 })
    expect(locked.body.message).toMatch(/\d+/)
    const scholar = await t.db.prisma.patron.findFirstOrThrow({ where: { username: 'scholar', tenant: { groupCode: DEFAULT_GROUP } } })
    expect(scholar.lockedUntil!.getTime()).toBeGreaterThan(Date.now())
    expect((await login('reader', 'Reader@2026', { from: '198.51.100.8' })).body.success).toBe(true)
  }, 180_000)

  it('guesses over many accounts from one address stop at the address limit; the address of another patron is untouched', async () => {
    const from = '198.51.100.9'
    const verify = vi.spyOn(argon2, 'verify')
    const codes: number[] = []
    try {
      for (let i = 0; i < ADDRESS_MAX_FAILURES + 10; i++) codes.push((await login(`no-such-reader-${i}`, 'Guess@2026', { from })).body.errCode as number)
      expect(verify.mock.calls.length).toBe(ADDRESS_MAX_FAILURES)
    } finally {
      verify.mockRestore()
    }
    expect(codes.slice(ADDRESS_MAX_FAILURES)).toEqual(Array(10).fill(4002))
    expect((await login('reader', 'Reader@2026', { from })).body.errCode).toBe(4002)
    expect((await login('reader', 'Reader@2026', { from: '198.51.100.10' })).body.success).toBe(true)
  }, 60_000)

  it('a lock kept in the database holds even where this process counted no failure', async () => {
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: CITY_GROUP } })
    const where = { tenantId_username: { tenantId: tenant.id, username: 'citizen' } }
    await t.db.prisma.patron.update({ where, data: { lockedUntil: new Date(Date.now() + 10 * 60_000) } })
    try {
      expect((await login('citizen', 'Citizen#2027', { group: CITY_GROUP })).body).toMatchObject({ success: false, errCode: 4002 })
    } finally {
      await t.db.prisma.patron.update({ where, data: { lockedUntil: null } })
    }
    expect((await login('citizen', 'Citizen#2027', { group: CITY_GROUP })).body.success).toBe(true)
  })
})
