import argon2 from 'argon2'
import type { PrismaClient } from '@portal/db'
import { DEMO_PATRONS, DEMO_STAFF, type DemoTenant } from './demo-tenants.ts'

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

async function seedMenus(db: Tx, tenantId: number) {
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

async function seedPlaces(db: Tx, tenantId: number, demo: DemoTenant) {
  const campusIds = new Map<string, number>()
  for (const [i, c] of demo.campuses.entries()) {
    const campus = await db.campus.create({
      data: { tenantId, campusCode: c.code, campusName: c.name, englishName: c.englishName, complexName: c.complexName, sortOrder: i },
    })
    campusIds.set(c.code, campus.id)
  }
  const libraryIds = new Map<string, number>()
  for (const [i, l] of demo.libraries.entries()) {
    const library = await db.library.create({
      data: {
        tenantId, libCode: l.libCode, libName: l.libName, englishName: l.englishName, complexName: l.complexName, isMain: l.isMain,
        campusId: l.campus ? (campusIds.get(l.campus) ?? null) : null, sortOrder: i,
      },
    })
    libraryIds.set(l.libCode, library.id)
  }
  await db.location.createMany({
    data: demo.locations.map((loc, i) => ({
      tenantId, locationCode: loc.code, locationName: loc.name, englishName: loc.englishName, complexName: loc.complexName,
      libraryId: libraryIds.get(loc.libCode)!, campusId: loc.campus ? (campusIds.get(loc.campus) ?? null) : null,
      locationTypeCode: loc.type, isPickup: loc.isPickup, sortOrder: i,
    })),
  })
}

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0]

/** Password hashes are slow (argon2); made before the transaction so it stays short. */
export async function hashAccounts(groupCode: string) {
  const patrons = await Promise.all(DEMO_PATRONS.filter((p) => p.tenant === groupCode).map(async (p) => ({ ...p, hash: await argon2.hash(p.password) })))
  const staff = await Promise.all(DEMO_STAFF.filter((s) => s.tenant === groupCode).map(async (s) => ({ ...s, hash: await argon2.hash(s.password) })))
  return { patrons, staff }
}

/**
 * Creates one demo tenant with its places, menu, patrons and staff, inside the caller's transaction.
 * Runs only for a tenant that does not exist yet: once created, a tenant belongs to its staff, and a
 * later start must not bring back what they deleted or changed.
 */
export async function createDemoTenant(tx: Tx, demo: DemoTenant, accounts: Awaited<ReturnType<typeof hashAccounts>>): Promise<number> {
  const tenant = await tx.tenant.create({
    data: {
      groupCode: demo.groupCode, mappingPath: demo.mappingPath, hosts: demo.hosts, name: demo.name, englishName: demo.englishName,
      complexName: demo.complexName, label: demo.label, config: demo.config, footer: demo.footer,
    },
  })
  await seedPlaces(tx, tenant.id, demo)
  if (demo.customMenu) await seedMenus(tx, tenant.id)
  await tx.patron.createMany({
    data: accounts.patrons.map((p) => ({
      tenantId: tenant.id, username: p.username, primaryId: p.primaryId, userBarcode: p.primaryId, name: p.name,
      passwordHash: p.hash, initialPassword: p.initialPassword, email: p.email, emailVerified: p.emailVerified,
      department: p.department, userType: p.userType, firstLoginDone: false,
      validFrom: new Date('2024-09-01T00:00:00Z'), validUntil: new Date('2030-07-31T00:00:00Z'),
    })),
  })
  await tx.staffUser.createMany({
    data: accounts.staff.map((s) => ({ tenantId: tenant.id, username: s.username, displayName: s.displayName, role: s.role, passwordHash: s.hash })),
  })
  return tenant.id
}

