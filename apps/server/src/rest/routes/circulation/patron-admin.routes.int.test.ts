import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

// The staff's card actions and loan-rule administration (issue 15): each change audited with the staff member, a
// frozen card's renewals refused, another tenant's patrons and rules not found and left as they were, bad input
// answered in the caller's language, patrons refused.

let t: TestApp
let librarian: Record<string, string>
let tenantId: number
let cityId: number
const EN = { 'content-language': 'en_US' }
const ZH = { 'content-language': 'zh_CN' }

beforeAll(async () => {
  t = await createTestApp()
  librarian = await staffHeaders(t, DEFAULT_GROUP, 'librarian', 'Librarian@2026')
  tenantId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: DEFAULT_GROUP } })).id
  cityId = (await t.db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: CITY_GROUP } })).id
})
afterAll(() => t.close())

const act = (id: number | string, action: string, headers: Record<string, string> = librarian, body: object = {}) =>
  t.http().post(`/admin/circulation/patrons/${id}/${action}`).set(headers).send(body)
const statusOf = async (id: number) => (await t.db.prisma.patron.findUniqueOrThrow({ where: { id } })).status

describe('card actions at the desk', () => {
  it('freeze, unfreeze, mark lost and found: each audited, a frozen card’s renewals refused in the caller’s language', async () => {
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    const loan = await t.db.prisma.loan.findFirstOrThrow({ where: { patronId: reader.patronId, status: 'ACTIVE' } })
    const frozen = await act(reader.patronId, 'freeze', librarian, { note: '逾期未还' })
    expect(frozen.body).toMatchObject({ success: true, data: { patronId: reader.patronId, previous: 'NORMAL', status: 'FROZEN', changed: true } })
    for (const [headers, text] of [[EN, 'Frozen state cannot renew'], [ZH, '冻结状态不能续借']] as const) {
      const renew = await t.http().post('/find/lendbook/reNew').set({ ...reader.headers, ...headers }).send({ loanIds: [loan.id] })
      expect(renew.body.data).toEqual({ result: { [`${loan.id} ${loan.title}`]: text }, success: 0, fail: 1 })
    }
    expect((await t.db.prisma.loan.findUniqueOrThrow({ where: { id: loan.id } })).renewCount).toBe(loan.renewCount)
    expect((await act(reader.patronId, 'freeze')).body.data).toMatchObject({ status: 'FROZEN', changed: false })
    expect((await act(reader.patronId, 'lost', { ...librarian, ...EN })).body).toMatchObject({ success: false, errCode: 4080 })
    expect((await act(reader.patronId, 'unfreeze')).body.data).toMatchObject({ previous: 'FROZEN', status: 'NORMAL', changed: true })
    expect((await act(reader.patronId, 'unfreeze', { ...librarian, ...EN })).body).toMatchObject({ success: false, errCode: 4077, message: 'The card is not frozen' })
    expect((await act(reader.patronId, 'lost')).body.data).toMatchObject({ status: 'LOST', changed: true })
    expect((await act(reader.patronId, 'freeze', { ...librarian, ...ZH })).body).toMatchObject({ success: false, errCode: 4079, message: '读者证已挂失，请先解除挂失' })
    const found = await t.http().post('/trpc/circulation.patrons.markFound').set(librarian).send({ id: reader.patronId })
    expect(found.body.result.data).toEqual({ patronId: reader.patronId, previous: 'LOST', status: 'NORMAL', changed: true })
    expect((await act(reader.patronId, 'found', { ...librarian, ...EN })).body).toMatchObject({ success: false, errCode: 4078, message: 'The card is not reported lost' })
    const staffId = (await t.db.prisma.staffUser.findFirstOrThrow({ where: { tenantId, username: 'librarian' } })).id
    const audit = await t.db.prisma.auditEntry.findMany({ where: { tenantId, subject: `Patron:${reader.patronId}` }, orderBy: { id: 'asc' } })
    expect(audit.map((a) => [a.action, a.staffId, a.after])).toEqual([
      ['CARD_FREEZE', staffId, { status: 'FROZEN' }], ['CARD_UNFREEZE', staffId, { status: 'NORMAL' }],
      ['CARD_MARK_LOST', staffId, { status: 'LOST' }], ['CARD_MARK_FOUND', staffId, { status: 'NORMAL' }],
    ])
    expect(audit[0]!.note).toBe('逾期未还')
    expect(await statusOf(reader.patronId)).toBe('NORMAL')
  })

  it('changes a card once when two desks act at the same moment', async () => {
    const scholar = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId, username: 'scholar' } })
    const answers = await Promise.all([1, 2, 3, 4].map(() => act(scholar.id, 'freeze')))
    expect(answers.filter((a) => a.body.data?.changed === true)).toHaveLength(1)
    expect(await t.db.prisma.auditEntry.count({ where: { tenantId, subject: `Patron:${scholar.id}`, action: 'CARD_FREEZE' } })).toBe(1)
    await act(scholar.id, 'unfreeze')
  })

  it('does not find another tenant’s patron, and changes nothing of it', async () => {
    const citizen = await t.db.prisma.patron.findFirstOrThrow({ where: { tenantId: cityId, username: 'citizen' } })
    for (const action of ['freeze', 'unfreeze', 'lost', 'found']) expect((await act(citizen.id, action)).body).toMatchObject({ success: false, errCode: 404 })
    expect((await t.http().post('/trpc/circulation.patrons.freeze').set(librarian).send({ id: citizen.id })).body.error.data.errCode).toBe(404)
    expect(await statusOf(citizen.id)).toBe('NORMAL')
    expect(await t.db.prisma.auditEntry.count({ where: { subject: `Patron:${citizen.id}` } })).toBe(0)
  })

  it('answers bad input with 400 in the caller’s language, and refuses patrons', async () => {
    const zh = await act('abc', 'freeze', { ...librarian, ...ZH })
    expect(zh.body).toMatchObject({ success: false, errCode: 400 })
    expect(zh.body.message).toMatch(/^请求参数有误：id/)
    const en = await act(1, 'freeze', { ...librarian, ...EN }, { note: 'x'.repeat(501) })
    expect(en.body.message).toMatch(/^Invalid request: note/)
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    expect([401, 403]).toContain((await act(reader.patronId, 'freeze', reader.headers)).status)
    expect([401, 403]).toContain((await t.http().post('/trpc/circulation.patrons.freeze').set(reader.headers).send({ id: reader.patronId })).status)
    expect(await statusOf(reader.patronId)).toBe('NORMAL')
  })
})

describe('loan rules', () => {
  const rule = { ruleName: '访问学者普通图书', patronType: '访问学者', applicableLocation: '全部馆藏地', maxLoans: 10, loanPeriodDays: 30, renewPeriodDays: 15 }
  const create = (body: object, headers: Record<string, string> = librarian) => t.http().post('/admin/circulation/rules').set(headers).send(body)

  it('creates, changes and deletes a rule, audited; the rule applies to loans at once', async () => {
    const created = await create(rule)
    expect(created.body).toMatchObject({ success: true, data: { ...rule, libraryId: null, itemPolicyCode: '', maxRenewals: 1, renewWindowDays: 0, finePerDayCents: 0, active: true } })
    const id = created.body.data.id as number
    const list = await t.http().get('/admin/circulation/rules').set(librarian)
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(id)
    const changed = await t.http().put(`/admin/circulation/rules/${id}`).set(librarian).send({ maxLoans: 12, finePerDayCents: 20 })
    expect(changed.body.data).toMatchObject({ id, maxLoans: 12, finePerDayCents: 20, loanPeriodDays: 30 })
    // A patron of that type borrows by it: the desk lends for its 30 days.
    const visitor = await t.db.prisma.patron.update({ where: { tenantId_username: { tenantId, username: 'newcomer' } }, data: { userType: '访问学者' } })
    const copy = await t.db.prisma.item.findFirstOrThrow({ where: { tenantId, status: 'ON_SHELF', circAttr: '0' }, orderBy: { id: 'desc' } })
    const lent = await t.http().post('/admin/circulation/checkout').set(librarian).send({ patron: visitor.username, barcode: copy.barcode })
    expect((await t.db.prisma.loan.findUniqueOrThrow({ where: { id: lent.body.data.loanId } })).loanType).toBe('访问学者普通图书')
    const removed = await t.http().delete(`/admin/circulation/rules/${id}`).set(librarian)
    expect(removed.body).toMatchObject({ success: true, data: { deleted: id } })
    expect((await t.http().delete(`/admin/circulation/rules/${id}`).set(librarian)).body).toMatchObject({ success: false, errCode: 404 })
    const audit = await t.db.prisma.auditEntry.findMany({ where: { tenantId, subject: `LoanRule:${id}` }, orderBy: { id: 'asc' } })
    expect(audit.map((a) => a.action)).toEqual(['LOAN_RULE_CREATE', 'LOAN_RULE_UPDATE', 'LOAN_RULE_DELETE'])
    expect(audit[1]!.before).toMatchObject({ maxLoans: 10 })
    expect(audit[1]!.after).toMatchObject({ maxLoans: 12 })
  })

  it('refuses a duplicate, negative periods and an unknown library, in the caller’s language', async () => {
    const first = await create({ ...rule, patronType: '进修生' })
    expect(first.body.success).toBe(true)
    const twin = await create({ ...rule, patronType: '进修生', ruleName: '另一条' }, { ...librarian, ...EN })
    expect(twin.body).toMatchObject({ success: false, errCode: 4081, message: 'A rule for this patron type, library and item policy already exists: 访问学者普通图书' })
    // The same patron type for one library, or an inactive twin, is another rule.
    const library = await t.db.prisma.library.findFirstOrThrow({ where: { tenantId } })
    expect((await create({ ...rule, patronType: '进修生', libraryId: library.id })).body.success).toBe(true)
    expect((await create({ ...rule, patronType: '进修生', active: false })).body.success).toBe(true)
    // Changing another rule into the twin is refused too.
    const other = await create({ ...rule, patronType: '交换生' })
    const into = await t.http().put(`/admin/circulation/rules/${other.body.data.id}`).set({ ...librarian, ...ZH }).send({ patronType: '进修生' })
    expect(into.body).toMatchObject({ success: false, errCode: 4081, message: '该读者类型、分馆和流通类型的规则已存在：访问学者普通图书' })
    const negative = await create({ ...rule, patronType: '其他', loanPeriodDays: -5 }, { ...librarian, ...EN })
    expect(negative.body).toMatchObject({ success: false, errCode: 400 })
    expect(negative.body.message).toMatch(/^Invalid request: loanPeriodDays/)
    const negativeZh = await create({ ...rule, patronType: '其他', renewPeriodDays: -1 }, { ...librarian, ...ZH })
    expect(negativeZh.body.message).toMatch(/^请求参数有误：renewPeriodDays/)
    const cityLibrary = await t.db.prisma.library.findFirstOrThrow({ where: { tenantId: cityId } })
    for (const libraryId of [cityLibrary.id, 2_000_000_000]) {
      const unknown = await create({ ...rule, patronType: '其他', libraryId }, { ...librarian, ...EN })
      expect(unknown.body).toMatchObject({ success: false, errCode: 400 })
      expect(unknown.body.message).toMatch(/^Invalid request: libraryId/)
    }
    expect(await t.db.prisma.loanRule.count({ where: { tenantId, patronType: '其他' } })).toBe(0)
  })

  it('does not find another tenant’s rule, changes nothing of it, and is for staff only', async () => {
    const cityRule = await t.db.prisma.loanRule.findFirstOrThrow({ where: { tenantId: cityId } })
    expect((await t.http().put(`/admin/circulation/rules/${cityRule.id}`).set(librarian).send({ maxLoans: 99 })).body).toMatchObject({ success: false, errCode: 404 })
    expect((await t.http().delete(`/admin/circulation/rules/${cityRule.id}`).set(librarian)).body).toMatchObject({ success: false, errCode: 404 })
    expect((await t.http().post('/trpc/circulation.rules.remove').set(librarian).send({ id: cityRule.id })).body.error.data.errCode).toBe(404)
    expect(await t.db.prisma.loanRule.findUniqueOrThrow({ where: { id: cityRule.id } })).toEqual(cityRule)
    const listed = await t.http().get('/trpc/circulation.rules.list').set(librarian)
    expect(listed.body.result.data.map((r: { id: number }) => r.id)).not.toContain(cityRule.id)
    const reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
    expect([401, 403]).toContain((await create({ ...rule, patronType: '读者自建' }, reader.headers)).status)
    expect([401, 403]).toContain((await t.http().get('/admin/circulation/rules').set(reader.headers)).status)
    expect(await t.db.prisma.loanRule.count({ where: { patronType: '读者自建' } })).toBe(0)
    const created = await t.http().post('/trpc/circulation.rules.create').set(librarian).send({ ...rule, patronType: 'tRPC' })
    expect(created.body.result.data).toMatchObject({ ruleName: rule.ruleName, patronType: 'tRPC' })
    const updated = await t.http().post('/trpc/circulation.rules.update').set(librarian).send({ id: created.body.result.data.id, maxLoans: 3 })
    expect(updated.body.result.data.maxLoans).toBe(3)
  })
})
