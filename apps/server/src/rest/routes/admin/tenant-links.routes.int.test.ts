import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

// Footer, logo and menu addresses are http(s) or links within the site: staff cannot set anything else (one
// rule, a translated message), and values stored before the rule are never sent as links.

const UNSAFE = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)']

let t: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  headers = await staffHeaders(t, CITY_GROUP)
})
afterAll(() => t?.close())

const patch = (body: object, language = 'zh_CN') => t.http().patch('/admin/settings').set(headers).set('content-language', language).send(body)
const createMenu = (menuUrl: string, language = 'zh_CN') =>
  t.http().post('/admin/menus').set(headers).set('content-language', language).send({ menuGroup: 'A', menuName: '链接', menuUrl })

describe('staff set only safe links', () => {
  it('refuses unsafe footer and logo addresses with the translated rule, in REST and tRPC', async () => {
    for (const url of UNSAFE) {
      const footer = await patch({ footer: { filingNumbers: [{ text: 'ICP', url }] } })
      expect(footer.body, url).toMatchObject({ success: false, errCode: 400 })
      expect(footer.body.message).toContain('只能填写 http(s) 网址或本站内的链接')
      const logo = await patch({ logo: { logoUrl: url } }, 'en_US')
      expect(logo.body, url).toMatchObject({ success: false, errCode: 400 })
      expect(logo.body.message).toContain('logo.logoUrl: must be an http(s) address or a link within this site')
    }
    const trpc = await t.http().post('/trpc/admin.updateSettings').set(headers).set('content-language', 'zh_HK').send({ logo: { logoUrl: 'javascript:alert(1)' } })
    expect(trpc.body.error.data).toMatchObject({ appCode: 'VALIDATION_FAILED' })
    expect(trpc.body.error.message).toContain('只能填寫 http(s) 網址或本站內的連結')
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: CITY_GROUP } })
    expect(JSON.stringify([tenant.footer, tenant.logo])).not.toMatch(/script:|data:|evil/)
  })

  it('accepts http(s) and relative addresses', async () => {
    const ok = await patch({ footer: { filingNumbers: [{ text: 'ICP', url: 'https://beian.miit.gov.cn/' }] }, logo: { logoUrl: '/find/cover/logo.svg' } })
    expect(ok.body).toMatchObject({ success: true, data: { footer: { filingNumbers: [{ url: 'https://beian.miit.gov.cn/' }] }, logo: { logoUrl: '/find/cover/logo.svg' } } })
    // A change names only what it changes: the other footer and logo fields keep their value.
    const title = await patch({ logo: { title: '滨江' }, footer: { phone: '0571-9' } })
    expect(title.body.data).toMatchObject({ logo: { logoUrl: '/find/cover/logo.svg', title: '滨江' }, footer: { phone: '0571-9', filingNumbers: [{ url: 'https://beian.miit.gov.cn/' }] } })
    for (const url of ['/magazineNav', '#/hotBook', 'https://lib.example.edu/x', '']) expect((await createMenu(url)).body.success, url).toBe(true)
  })

  it('refuses unsafe menu addresses, on creation and change', async () => {
    for (const url of UNSAFE) {
      const res = await createMenu(url, 'en_US')
      expect(res.body, url).toMatchObject({ success: false, errCode: 400 })
      expect(res.body.message).toContain('menuUrl: must be an http(s) address or a link within this site')
    }
    const menu = (await createMenu('/Home')).body.data
    const changed = await t.http().put(`/admin/menus/${menu.id}`).set(headers).send({ menuUrl: 'javascript:alert(1)' })
    expect(changed.body).toMatchObject({ success: false, errCode: 400 })
    expect(changed.body.message).toContain('只能填写 http(s) 网址或本站内的链接')
  })
})

describe('links stored before the rule are not sent as links', () => {
  it('footer, logo and menus drop unsafe addresses and keep the rest', async () => {
    const tenant = await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: CITY_GROUP } })
    await t.db.prisma.tenant.update({
      where: { id: tenant.id },
      data: {
        footer: { phone: '0571-1', filingNumbers: [{ text: 'ICP 1', url: 'javascript:alert(1)' }, { text: 'ICP 2', url: 'https://beian.miit.gov.cn/' }] },
        logo: { logoUrl: 'data:image/svg+xml,<svg onload=alert(1)>', title: '滨江' },
      },
    })
    await t.db.prisma.menuItem.deleteMany({ where: { tenantId: tenant.id } })
    await t.db.prisma.menuItem.createMany({
      data: [
        { tenantId: tenant.id, menuGroup: 'A', menuName: '坏', menuUrl: 'javascript:alert(1)', sortOrder: 1 },
        { tenantId: tenant.id, menuGroup: 'A', menuName: '好', menuUrl: '/magazineNav', sortOrder: 2 },
        { tenantId: tenant.id, menuGroup: 'CUSTOM', menuName: '外', menuUrl: '//evil.example', sortOrder: 1 },
      ],
    })
    const get = (path: string) => t.http().get(path).set('groupCode', CITY_GROUP)
    const answers = await Promise.all([
      get('/find/findConfig/getMenuList'), get('/find/findConfig/getCustomFindMenu'), get('/find/findConfig/getLogoUrl'), get('/find/findConfig/getLogoPara'),
      get('/find/institution/get'), get('/find/homePage/info'), get('/trpc/tenancy.bootstrap'), t.http().get('/admin/settings').set(headers),
    ])
    for (const res of answers) expect(JSON.stringify(res.body)).not.toMatch(/javascript:|data:image|evil\.example/)

    const [menu, custom, logoUrl, logoPara, institution, , bootstrap] = answers.map((r) => r.body)
    expect(menu.data.menuA.map((m: { menuName: string; menuUrl: string }) => [m.menuName, m.menuUrl])).toEqual([['坏', ''], ['好', '/magazineNav']])
    expect(custom.data[0]).toMatchObject({ menuName: '外', menuUrl: '' })
    expect(logoUrl.data).toBe('')
    expect(logoPara.data).toMatchObject({ logoUrl: '', title: '滨江' })
    expect(institution.data.footer).toMatchObject({ phone: '0571-1', filingNumbers: [{ text: 'ICP 1', url: '' }, { text: 'ICP 2', url: 'https://beian.miit.gov.cn/' }] })
    expect(bootstrap.result.data.footer.filingNumbers[0]).toEqual({ text: 'ICP 1', url: '' })
    // A later change of something else saves the neutralised footer rather than failing on the old link.
    expect((await patch({ footer: { phone: '0571-2' } })).body.data.footer).toMatchObject({ phone: '0571-2', filingNumbers: [{ url: '' }, { url: 'https://beian.miit.gov.cn/' }] })
  })
})
