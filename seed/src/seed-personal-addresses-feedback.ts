import type { DemoTenant } from './demo-tenants.ts'
import { DAY_MS, type Tx } from './seed-activity-context.ts'

// The demo patron reader's address book and problem feedback (issue 16), so My library's keys 9 and 12 open on
// something: three addresses (real GB/T 2260 district codes with their names, the Beijing one the default) and three
// pieces of feedback, one answered by the circulation librarian. Only the university tenant (900001) gets them.
// The answered one has no inbox message: replies sent through /admin/feedback post one, seeded history does not.

const ADDRESSES = [
  { typeCode: '3', areaCode: '110108', province: '北京市', city: '市辖区', district: '海淀区', details: '颐和园路 5 号 学生公寓 12 号楼 305 室', zipCode: '100871', recipient: '李读者', phone: '13800138000', isDefault: true, daysAgo: 200 },
  { typeCode: '1', areaCode: '330106', province: '浙江省', city: '杭州市', district: '西湖区', details: '文三路 90 号 东部软件园 2 幢', zipCode: '310012', recipient: '李读者', phone: '0571-88886666', isDefault: false, daysAgo: 120 },
  { typeCode: '2', areaCode: '310104', province: '上海市', city: '市辖区', district: '徐汇区', details: '漕溪北路 336 号 8 楼', zipCode: '200030', recipient: '李明（代收）', phone: '13912345678', isDefault: false, daysAgo: 30 },
]

const FEEDBACK = [
  { content: '手机上打开检索结果页时，“收藏”按钮被书名挡住了，点不到。', contact: '13800138000', daysAgo: 21, reply: '谢谢反馈！已调整手机版结果页的按钮位置，请更新页面后再试。', repliedDaysAgo: 19 },
  { content: '希望预约到馆后除了短信，也能在站内消息里提醒一下。', contact: '', daysAgo: 6 },
  { content: 'Could the English interface show the pickup desk opening hours?', contact: 'reader@example.edu.cn', daysAgo: 1 },
]

export async function seedPersonalAddressesFeedback(tx: Tx, tenantId: number, demo: DemoTenant): Promise<void> {
  if (demo.groupCode !== '900001') return
  const reader = await tx.patron.findFirst({ where: { tenantId, username: 'reader' }, select: { id: true } })
  if (!reader) return
  const librarian = await tx.staffUser.findFirst({ where: { tenantId, username: 'librarian' }, select: { id: true } })
  const now = Date.now()
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS)
  for (const { daysAgo, ...address } of ADDRESSES)
    await tx.address.create({ data: { ...address, tenantId, patronId: reader.id, createdAt: at(daysAgo) } })
  for (const f of FEEDBACK) {
    await tx.feedback.create({
      data: {
        tenantId, patronId: reader.id, kind: 'PROBLEM', content: f.content, contact: f.contact, createdAt: at(f.daysAgo),
        ...(f.reply ? { reply: f.reply, repliedAt: at(f.repliedDaysAgo!), repliedById: librarian?.id ?? null } : {}),
      },
    })
  }
}
