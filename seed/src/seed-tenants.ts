import argon2 from 'argon2'
import type { PrismaClient } from '@portal/db'
import { DEMO_PATRONS, DEMO_STAFF, DEMO_TENANTS, type DemoTenant } from './demo-tenants.ts'

type Log = (message: string) => void

/** Binjiang's own menu: fewer groups, a digital-library entry and an external link (new window). */
const BINJIANG_MENU: { name: [string, string, string]; url: string; jump?: '1' | '2'; children?: { name: [string, string, string]; url: string; jump?: '1' | '2' }[] }[] = [
  { name: ['馆藏检索', '館藏檢索', 'Catalogue'], url: '/Home' },
  { name: ['新书与推荐', '新書與推薦', 'New & recommended'], url: '', children: [
    { name: ['新书通报', '新書通報', 'New books'], url: '/newBookInform' },
    { name: ['热门借阅', '熱門借閱', 'Popular borrowing'], url: '/hotBook' },
    { name: ['读者荐购', '讀者薦購', 'Suggest a purchase'], url: '/drivePurchas', jump: '2' },
  ] },
  { name: ['数字资源', '數位資源', 'Digital resources'], url: '', children: [
    { name: ['数据库导航', '資料庫導覽', 'Databases'], url: '/dataBaseNav' },
    { name: ['地方文献特色库', '地方文獻特色庫', 'Local history collections'], url: '/specialBaseNav' },
    { name: ['数字图书馆', '數位圖書館', 'Digital library'], url: '/digitalLibrary' },
  ] },
  { name: ['图书捐赠', '圖書捐贈', 'Donate books'], url: '/bookDonate' },
]

async function seedMenus(db: PrismaClient, tenantId: number) {
  if ((await db.menuItem.count({ where: { tenantId, menuGroup: 'A' } })) > 0) return // staff may have edited it
  for (const [i, item] of BINJIANG_MENU.entries()) {
    const parent = await db.menuItem.create({
      data: { tenantId, menuGroup: 'A', menuName: item.name[0], complexFont: item.name[1], englishName: item.name[2], menuUrl: item.url, jumpMode: item.jump ?? '1', sortOrder: i },
    })
    for (const [j, child] of (item.children ?? []).entries())
      await db.menuItem.create({
        data: { tenantId, menuGroup: 'A', parentId: parent.id, menuName: child.name[0], complexFont: child.name[1], englishName: child.name[2], menuUrl: child.url, jumpMode: child.jump ?? '1', sortOrder: j },
      })
  }
}

async function seedPlaces(db: PrismaClient, tenantId: number, demo: DemoTenant) {
  const campusIds = new Map<string, number>()
  for (const [i, c] of demo.campuses.entries()) {
    const campus = await db.campus.upsert({
      where: { tenantId_campusCode: { tenantId, campusCode: c.code } },
      create: { tenantId, campusCode: c.code, campusName: c.name, englishName: c.englishName, complexName: c.complexName, sortOrder: i },
      update: {},
    })
    campusIds.set(c.code, campus.id)
  }
  const libraryIds = new Map<string, number>()
  for (const [i, l] of demo.libraries.entries()) {
    const library = await db.library.upsert({
      where: { tenantId_libCode: { tenantId, libCode: l.libCode } },
      create: {
        tenantId, libCode: l.libCode, libName: l.libName, englishName: l.englishName, complexName: l.complexName, isMain: l.isMain,
        campusId: l.campus ? (campusIds.get(l.campus) ?? null) : null, sortOrder: i,
      },
      update: {},
    })
    libraryIds.set(l.libCode, library.id)
  }
  for (const [i, loc] of demo.locations.entries())
    await db.location.upsert({
      where: { tenantId_locationCode: { tenantId, locationCode: loc.code } },
      create: {
        tenantId, locationCode: loc.code, locationName: loc.name, englishName: loc.englishName, complexName: loc.complexName,
        libraryId: libraryIds.get(loc.libCode)!, campusId: loc.campus ? (campusIds.get(loc.campus) ?? null) : null,
        locationTypeCode: loc.type, isPickup: loc.isPickup, sortOrder: i,
      },
      update: {},
    })
}

/** Creates the demo tenants, their places, menus, patrons and staff; re-running changes nothing. */
export async function seedTenants(db: PrismaClient, log: Log): Promise<Map<string, number>> {
  const tenantIds = new Map<string, number>()
  for (const demo of DEMO_TENANTS) {
    const tenant = await db.tenant.upsert({
      where: { groupCode: demo.groupCode },
      create: {
        groupCode: demo.groupCode, mappingPath: demo.mappingPath, hosts: demo.hosts, name: demo.name, englishName: demo.englishName,
        complexName: demo.complexName, label: demo.label, config: demo.config, footer: demo.footer,
      },
      update: {},
    })
    tenantIds.set(demo.groupCode, tenant.id)
    await seedPlaces(db, tenant.id, demo)
    if (demo.customMenu) await seedMenus(db, tenant.id)
  }
  for (const p of DEMO_PATRONS) {
    const tenantId = tenantIds.get(p.tenant)!
    if (await db.patron.findFirst({ where: { tenantId, username: p.username } })) continue
    await db.patron.create({
      data: {
        tenantId, username: p.username, primaryId: p.primaryId, userBarcode: p.primaryId, name: p.name,
        passwordHash: await argon2.hash(p.password), initialPassword: p.initialPassword, email: p.email, emailVerified: p.emailVerified,
        department: p.department, userType: p.userType, firstLoginDone: false,
        validFrom: new Date('2024-09-01T00:00:00Z'), validUntil: new Date('2030-07-31T00:00:00Z'),
      },
    })
  }
  for (const s of DEMO_STAFF) {
    const tenantId = tenantIds.get(s.tenant)!
    if (await db.staffUser.findFirst({ where: { tenantId, username: s.username } })) continue
    await db.staffUser.create({ data: { tenantId, username: s.username, displayName: s.displayName, role: s.role, passwordHash: await argon2.hash(s.password) } })
  }
  log(`demo tenants: ${DEMO_TENANTS.map((t) => `${t.groupCode} ${t.name}`).join(', ')}`)
  return tenantIds
}
