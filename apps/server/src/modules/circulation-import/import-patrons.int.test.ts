import argon2 from 'argon2'
import iconv from 'iconv-lite'
import { createTestDatabase, type TestDatabase } from '@portal/db/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bindTenant } from '../../data/tenant-data.ts'
import { importCirculation } from './import-circulation.service.ts'

// The patrons profile on small CSV files written here: good rows, refused rows with line and reason, a
// re-import that changes nothing, quoted fields and Chinese names, UTF-8 with BOM and GB18030.

const HEADER = 'username,primaryId,name,userType,email,mobile,department,validFrom,validUntil,status,maxLoans,password,note'
const PATRONS = [
  HEADER,
  'imp-p1,IMP20250001,张三,本科生,zhangsan@example.edu,13800000001,"计算机学院, 软件工程系",2025-09-01,2029-07-31,NORMAL,15,Init@2025,first',
  'imp-p2,IMP20250002,"李""四""",硕士研究生,,,,,,冻结,,,',
  'imp-p3,IMP20250003,王五,本科生,not-an-email,,,,,,,,',
  'imp-p4,IMP20250004,赵六,本科生,,,,2025-02-30,,,,,',
  'imp-p5,IMP20250005,,本科生,,,,,,,,,',
  'imp-p6,IMP20250001,孙七,本科生,,,,,,,,,',
  'imp-p1,IMP20250009,张三,本科生,,,,,,,,,',
  'imp-p7,IMP20250007,"周\n八",本科生,,,,,,,,,',
  'imp-p8,IMP20250008,吴九,访问学者,,,,2025-09-01,2025-01-01,,,,',
  'imp-p9,IMP20250009,郑十,访问学者,,,,,,SUSPENDED,,,',
  'imp-p10,,"O\'Brien, Anne",访问学者,,+86 138-0000-0010,,,,,abc,,',
  'imp-p11,,"O\'Brien, Anne",访问学者,,+86 138-0000-0010,,,,,3,,',
].join('\r\n')

const EXPECTED_FAILURES = [
  { position: 4, reason: 'email "not-an-email" is not an e-mail address' },
  { position: 5, reason: 'validFrom "2025-02-30" is not a calendar date' },
  { position: 6, reason: 'name is empty (a new patron needs one)' },
  { position: 7, reason: 'primaryId "IMP20250001" belongs to another patron ("imp-p1")' },
  { position: 8, reason: 'the same username as line 2' },
  { position: 9, reason: 'name contains control characters or a line break' },
  { position: 11, reason: 'validUntil 2025-01-01 is before validFrom 2025-09-01' },
  { position: 12, reason: 'status "SUSPENDED" is none of NORMAL, FROZEN, LOST, EXPIRED, LEFT' },
  { position: 13, reason: 'maxLoans "abc" is not a whole number from 0 to 999' },
]

describe('importCirculation, patrons profile', () => {
  let db: TestDatabase
  let tenantId: number
  beforeAll(async () => {
    db = await createTestDatabase()
    tenantId = (await db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: '900001' } })).id
  })
  afterAll(async () => db?.drop())

  const run = (data: Buffer, name = 'patrons.csv', generatePasswords = true) =>
    importCirculation({ data: bindTenant(db.prisma, tenantId) }, { tenantId, profile: 'patrons', generatePasswords, file: { name, data } })
  const imported = () => db.prisma.patron.findMany({ where: { tenantId, username: { startsWith: 'imp-' } }, orderBy: { username: 'asc' } })

  it('creates the good rows and reports every bad one with its line and reason', async () => {
    const summary = await run(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(PATRONS)]))
    expect(summary).toMatchObject({ encoding: 'utf-8', read: 12, imported: 3, updated: 0, unchanged: 0, failed: 9 })
    expect(summary.failures).toEqual(EXPECTED_FAILURES.map((f) => ({ file: 'patrons.csv', ...f })))
    expect(summary.warnings).toEqual([
      { file: 'patrons.csv', position: 1, reason: 'columns not read: note' },
      { file: 'patrons.csv', position: 11, reason: 'no active loan rule names patron type "访问学者": the general rules apply' },
    ])
    const patrons = await imported()
    expect(patrons.map((p) => [p.username, p.primaryId, p.name, p.userType, p.department, p.status, p.maxLoans, p.mobile])).toEqual([
      ['imp-p1', 'IMP20250001', '张三', '本科生', '计算机学院, 软件工程系', 'NORMAL', 15, '13800000001'],
      ['imp-p11', 'imp-p11', "O'Brien, Anne", '访问学者', '', 'NORMAL', 3, '+86 138-0000-0010'],
      ['imp-p2', 'IMP20250002', '李"四"', '硕士研究生', '', 'FROZEN', 20, ''],
    ])
    const p1 = patrons[0]!
    expect([p1.validFrom?.toISOString(), p1.validUntil?.toISOString(), p1.initialPassword]).toEqual(['2025-09-01T00:00:00.000Z', '2029-07-31T23:59:59.999Z', true])
    expect(p1.passwordHash.startsWith('$argon2id$')).toBe(true)
    expect(await argon2.verify(p1.passwordHash, 'Init@2025')).toBe(true)
    // No password in the file: one is made, reported once, and works.
    expect(summary.generatedPasswords.map((g) => [g.position, g.username])).toEqual([[3, 'imp-p2'], [14, 'imp-p11']])
    const generated = summary.generatedPasswords[0]!.password
    expect(generated).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{10}$/)
    expect(await argon2.verify(patrons[2]!.passwordHash, generated)).toBe(true)
  })

  it('refuses a new patron without a password when passwords are not to be made (an upload), and writes nothing of it', async () => {
    const summary = await run(Buffer.from(`username,name,password\nimp-upload-1,无密码读者,\nimp-upload-2,有密码读者,Init@2025\n`), 'upload.csv', false)
    expect(summary).toMatchObject({ imported: 1, failed: 1, generatedPasswords: [] })
    expect(summary.failures).toEqual([{ file: 'upload.csv', position: 2, reason: expect.stringContaining('password is empty') }])
    expect(await db.prisma.patron.count({ where: { tenantId, username: 'imp-upload-1' } })).toBe(0)
  })

  it('changes nothing when the same file is imported again', async () => {
    const before = await imported()
    const summary = await run(Buffer.from(PATRONS))
    expect(summary).toMatchObject({ imported: 0, updated: 0, unchanged: 3, failed: 9, generatedPasswords: [] })
    expect(await imported()).toEqual(before)
  })

  it('updates only the columns the file has, and never an existing patron’s password', async () => {
    const before = (await imported()).find((p) => p.username === 'imp-p1')!
    const summary = await run(Buffer.from('Username,Department,Status,Password\nimp-p1,数学学院,挂失,Other@2025\nimp-p2,,,\n'))
    expect(summary).toMatchObject({ read: 2, imported: 0, updated: 1, unchanged: 1, failed: 0 })
    const after = (await imported()).find((p) => p.username === 'imp-p1')!
    expect([after.department, after.status, after.name, after.email, after.maxLoans]).toEqual(['数学学院', 'LOST', '张三', 'zhangsan@example.edu', 15])
    expect(after.passwordHash).toBe(before.passwordHash)
  })

  it('reads GB18030 files (as Excel saves them) and Chinese headers', async () => {
    const csv = '读者证号,学工号,姓名,读者类型,院系,有效期至\r\nimp-gb1,GB0001,欧阳娜娜,教师,外国语学院,2030/6/30\r\nimp-gb2,GB0002,"司马,懿",教师,历史学院,20300630\r\n'
    const summary = await run(iconv.encode(csv, 'gb18030'), 'gb.csv')
    expect(summary).toMatchObject({ encoding: 'gb18030', imported: 2, failed: 0, warnings: [] })
    const patrons = await db.prisma.patron.findMany({ where: { tenantId, username: { startsWith: 'imp-gb' } }, orderBy: { username: 'asc' } })
    expect(patrons.map((p) => [p.name, p.department, p.validUntil?.toISOString()])).toEqual([
      ['欧阳娜娜', '外国语学院', '2030-06-30T23:59:59.999Z'],
      ['司马,懿', '历史学院', '2030-06-30T23:59:59.999Z'],
    ])
  })

  it('refuses a file without a username column, and leaves other tenants alone', async () => {
    const summary = await run(Buffer.from('name,email\n张三,a@b.cn\n'), 'no-key.csv')
    expect(summary).toMatchObject({ read: 1, imported: 0, failed: 1, failures: [{ file: 'no-key.csv', position: 1, reason: 'the header has no "username" column' }] })
    const city = await db.prisma.tenant.findUniqueOrThrow({ where: { groupCode: '900002' } })
    expect(await db.prisma.patron.count({ where: { tenantId: city.id, username: { startsWith: 'imp-' } } })).toBe(0)
  })
})
