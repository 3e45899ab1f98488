import { randomInt } from 'node:crypto'
import { PASSWORD_MAX_LENGTH } from '@portal/contracts'
import type { PatronStatus, Prisma } from '@portal/db'
import type { TenantData } from '../../data/tenant-data.ts'
import { hashPatronPassword } from '../identity/index.ts'
import { parseCount, parseDate, parseText, RowError, type CsvRow } from './csv-table.ts'
import type { RowOutcome } from './summary.ts'

// The patrons profile: a row of the patrons CSV parsed into a patron (parser) and upserted by (tenant, username)
// (writer). Only the columns the file has are written, and an empty cell leaves its field as it is, so a
// re-import of the same file finds every patron as the file has it and writes nothing. A password is an initial
// one: it is set when the patron is created (and must be changed at first sign-in) and never touches an existing
// patron, whose password may have been changed since.

/** Header key (see headerKey) → field. */
export const PATRON_COLUMNS: Record<string, string> = {
  username: 'username', account: 'username', readerbarcode: 'username', cardno: 'username', 读者证号: 'username', 证号: 'username', 用户名: 'username', 账号: 'username',
  primaryid: 'primaryId', studentno: 'primaryId', staffno: 'primaryId', 学工号: 'primaryId', 学号: 'primaryId', 工号: 'primaryId',
  userbarcode: 'userBarcode', barcode: 'userBarcode', 条码: 'userBarcode', 读者条码: 'userBarcode',
  name: 'name', 姓名: 'name',
  usertype: 'userType', patrontype: 'userType', 读者类型: 'userType',
  email: 'email', 邮箱: 'email', 电子邮件: 'email',
  mobile: 'mobile', phone: 'mobile', 手机: 'mobile', 手机号: 'mobile',
  department: 'department', 院系: 'department', 部门: 'department', 单位: 'department',
  grade: 'grade', 年级: 'grade', classname: 'className', class: 'className', 班级: 'className', major: 'major', 专业: 'major',
  validfrom: 'validFrom', 生效日期: 'validFrom', 启用日期: 'validFrom',
  validuntil: 'validUntil', expires: 'validUntil', 失效日期: 'validUntil', 有效期至: 'validUntil',
  status: 'status', 状态: 'status',
  maxloans: 'maxLoans', 最大借阅量: 'maxLoans', 可借数量: 'maxLoans',
  password: 'password', initialpassword: 'password', 密码: 'password', 初始密码: 'password',
}

const STATUSES: Record<string, PatronStatus> = {
  NORMAL: 'NORMAL', FROZEN: 'FROZEN', LOST: 'LOST', EXPIRED: 'EXPIRED', LEFT: 'LEFT',
  正常: 'NORMAL', 有效: 'NORMAL', 冻结: 'FROZEN', 挂失: 'LOST', 过期: 'EXPIRED', 已过期: 'EXPIRED', 离校: 'LEFT', 注销: 'LEFT',
}

const TEXT_FIELDS = { primaryId: 64, userBarcode: 64, name: 100, userType: 50, email: 254, mobile: 20, department: 100, grade: 20, className: 50, major: 100 } as const
type TextField = keyof typeof TEXT_FIELDS

/** The fields a row sets (absent: left as they are); `password` only for a new patron. */
export type PatronRow = {
  line: number
  username: string
  set: Partial<Record<TextField, string>> & { validFrom?: Date; validUntil?: Date; status?: PatronStatus; maxLoans?: number }
  password?: string
}

/** Parser: a CSV row → the patron fields it sets, or RowError with the reason. */
export function parsePatronRow({ line, values }: CsvRow): PatronRow {
  const username = parseText('username', values.username ?? '', 64)
  if (!username) throw new RowError('username is empty')
  if (/\s/.test(username)) throw new RowError(`username "${username}" contains a space`)
  const row: PatronRow = { line, username, set: {} }
  for (const field of Object.keys(TEXT_FIELDS) as TextField[]) {
    const value = values[field]
    if (value) row.set[field] = parseText(field, value, TEXT_FIELDS[field])
  }
  if (row.set.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(row.set.email)) throw new RowError(`email "${row.set.email}" is not an e-mail address`)
  if (row.set.mobile && !/^\+?[\d\s-]{5,20}$/.test(row.set.mobile)) throw new RowError(`mobile "${row.set.mobile}" is not a phone number`)
  if (values.validFrom) row.set.validFrom = parseDate('validFrom', values.validFrom)
  if (values.validUntil) row.set.validUntil = parseDate('validUntil', values.validUntil, true)
  if (row.set.validFrom && row.set.validUntil && row.set.validUntil < row.set.validFrom) throw new RowError(`validUntil ${values.validUntil} is before validFrom ${values.validFrom}`)
  if (values.status) {
    const status = STATUSES[values.status.toUpperCase()]
    if (!status) throw new RowError(`status "${values.status}" is none of NORMAL, FROZEN, LOST, EXPIRED, LEFT`)
    row.set.status = status
  }
  if (values.maxLoans) row.set.maxLoans = parseCount('maxLoans', values.maxLoans, 0, 999)
  if (values.password) {
    if ([...values.password].length > PASSWORD_MAX_LENGTH) throw new RowError(`password is longer than ${PASSWORD_MAX_LENGTH} characters`)
    row.password = values.password
  }
  return row
}

/** An initial password for a patron the file gives none: letters and digits, no look-alikes (0/O, 1/l/I). */
export function generatePassword(): string {
  const letters = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ'
  const digits = '23456789'
  const all = letters + digits
  const chars = [letters[randomInt(letters.length)]!, digits[randomInt(digits.length)]!]
  while (chars.length < 10) chars.push(all[randomInt(all.length)]!)
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  return chars.join('')
}

const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b)

/**
 * Writer: creates or updates the row's patron (one statement, so a row is written whole or not at all).
 * `generated` receives the password made for a new patron the row gives none; null: such a row is refused (an upload
 * keeps its report in the database, where a password must never be).
 */
export async function writePatronRow(data: TenantData, tenantId: number, row: PatronRow, generated: ((password: string) => void) | null): Promise<RowOutcome> {
  const existing = await data.patron.findFirst({ where: { username: row.username } })
  const primaryId = row.set.primaryId ?? existing?.primaryId ?? row.username
  const holder = await data.patron.findFirst({ where: { primaryId, username: { not: row.username } }, select: { username: true } })
  if (holder) throw new RowError(`primaryId "${primaryId}" belongs to another patron ("${holder.username}")`)
  if (existing) {
    if (existing.deletedAt) throw new RowError(`username "${row.username}" belongs to a deleted account`)
    const changes = Object.fromEntries(Object.entries(row.set).filter(([field, value]) => !same(existing[field as keyof typeof existing], value)))
    if (!Object.keys(changes).length) return 'unchanged'
    await data.patron.update({ where: { id: existing.id }, data: changes })
    return 'updated'
  }
  if (!row.set.name) throw new RowError('name is empty (a new patron needs one)')
  if (!row.password && !generated) throw new RowError('password is empty (a new patron needs one; the command-line import can make them)')
  const password = row.password ?? generatePassword()
  const create: Prisma.PatronUncheckedCreateInput = {
    ...row.set, tenantId, username: row.username, primaryId, name: row.set.name, passwordHash: await hashPatronPassword(password), initialPassword: true,
  }
  await data.patron.create({ data: create })
  if (!row.password) generated?.(password)
  return 'imported'
}
