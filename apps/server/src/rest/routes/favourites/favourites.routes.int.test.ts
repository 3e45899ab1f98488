import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

// Favourites and book lists (issue 16 item 1) through the LibStar doors: folders with the default kept single even
// under concurrent calls, covers that must be the patron's own uploads, records added, moved and removed, sharing
// and following, other patrons' ids answering not-found and changing nothing, bad input never a 500.

type Patron = Awaited<ReturnType<typeof patronHeaders>>
type WireFolder = { favoritesId: number; name: string; isDefault: number; isPublic: number; recordNum: number; shareTime: string | null; pic: string }
const EN = { 'content-language': 'en_US' }
let t: TestApp
let reader: Patron
let scholar: Patron
let newcomer: Patron
let citizen: Patron
let recordIds: number[]
const filesDir = mkdtempSync(path.join(tmpdir(), 'favourites-'))

beforeAll(async () => {
  t = await createTestApp({ FILE_STORAGE_DIR: filesDir })
  reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
  scholar = await patronHeaders(t, DEFAULT_GROUP, 'scholar')
  newcomer = await patronHeaders(t, DEFAULT_GROUP, 'newcomer')
  citizen = await patronHeaders(t, CITY_GROUP, 'citizen')
  await t.db.prisma.patron.update({ where: { id: citizen.patronId }, data: { emailVerified: true } })
  const records = await t.db.prisma.bibRecord.findMany({ where: { tenantId: reader.tenantId, suppressed: false }, orderBy: { id: 'asc' }, take: 5, select: { id: true } })
  recordIds = records.map((r) => r.id)
})
afterAll(async () => {
  await t.close()
  rmSync(filesDir, { recursive: true, force: true })
})

const call = (who: Patron, route: string, body: object = {}, headers: Record<string, string> = {}) =>
  t.http().post(`/find/${route}`).set({ ...who.headers, ...headers }).send(body)
const folders = async (who: Patron) => (await call(who, 'favorites/list')).body.data as WireFolder[]
const defaults = (patronId: number) => t.db.prisma.favouriteFolder.count({ where: { patronId, isDefault: true } })
const create = async (who: Patron, body: object) => {
  const res = await call(who, 'favorites/add', body)
  expect(res.body).toMatchObject({ success: true })
  return res.body.data as WireFolder
}

describe('folders', () => {
  it('creates, lists with counts, edits and keeps names to 50 and introductions to 500 characters', async () => {
    const folder = await create(reader, { name: '  Holiday reading  ', introduction: 'Books for the break', isPublic: '1' })
    expect(folder).toMatchObject({ name: 'Holiday reading', isPublic: 1, isDefault: 0, recordNum: 0 })
    const listed = await folders(reader)
    expect(listed[0]!.isDefault).toBe(1)
    expect(listed.map((f) => f.favoritesId)).toContain(folder.favoritesId)
    const long = await call(reader, 'favorites/add', { name: 'x'.repeat(51) }, EN)
    expect(long.body).toMatchObject({ success: false, errCode: 400 })
    expect(long.body.message).toMatch(/50/)
    const intro = await call(reader, 'favorites/edit', { favoritesId: folder.favoritesId, introduction: 'y'.repeat(501) })
    expect(intro.body).toMatchObject({ success: false, errCode: 400 })
    const taken = await call(reader, 'favorites/add', { name: 'holiday reading ' }, EN)
    expect(taken.body).toMatchObject({ success: true })
    const same = await call(reader, 'favorites/add', { name: 'Holiday reading' }, EN)
    expect(same.body).toMatchObject({ success: false, errCode: 4100, message: 'You already have a folder with this name' })
  })

  it('creates a default folder on the first add of a patron without folders, and keeps the default from deletion', async () => {
    expect(await t.db.prisma.favouriteFolder.count({ where: { patronId: newcomer.patronId } })).toBe(0)
    const added = await call(newcomer, 'record/addmyfav', { recordId: String(recordIds[0]) })
    expect(added.body).toMatchObject({ success: true })
    const [only] = await folders(newcomer)
    expect(only).toMatchObject({ isDefault: 1, name: '默认收藏夹', recordNum: 1 })
    const del = await call(newcomer, 'favorites/del', { favoritesId: only!.favoritesId }, EN)
    expect(del.body).toMatchObject({ success: false, errCode: 4101 })
    const unset = await call(newcomer, 'favorites/edit', { favoritesId: only!.favoritesId, isDefault: 0 })
    expect(unset.body).toMatchObject({ success: false, errCode: 4101 })
    // Once another folder is the default, the old one can go, with its records.
    const other = await create(newcomer, { name: 'Second', isDefault: true })
    expect(await defaults(newcomer.patronId)).toBe(1)
    expect((await folders(newcomer)).find((f) => f.favoritesId === other.favoritesId)!.isDefault).toBe(1)
    expect((await call(newcomer, 'favorites/del', { favoritesId: only!.favoritesId })).body).toMatchObject({ success: true, data: { removedRecords: 1 } })
    expect(await t.db.prisma.favourite.count({ where: { folderId: only!.favoritesId } })).toBe(0)
  })

  it('leaves exactly one default after concurrent set-default calls', async () => {
    const made = await Promise.all(['Race A', 'Race B', 'Race C', 'Race D'].map((name) => create(scholar, { name })))
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(made.map((f) => call(scholar, 'favorites/edit', { favoritesId: f.favoritesId, isDefault: true })))
      for (const res of answers) {
        expect(res.status).toBe(200)
        // Each call either set its folder the default or was told to try again; never a 500.
        if (!res.body.success) expect(res.body.errCode).toBe(4109)
      }
      expect(await defaults(scholar.patronId)).toBe(1)
    }
    // Concurrent first adds of a patron without folders make one default folder, not two.
    const citizenFolders = await t.db.prisma.favouriteFolder.deleteMany({ where: { patronId: citizen.patronId } })
    expect(citizenFolders.count).toBeGreaterThanOrEqual(0)
    const cityRecords = await t.db.prisma.bibRecord.findMany({ where: { tenantId: citizen.tenantId, suppressed: false }, take: 3, select: { id: true } })
    const adds = await Promise.all(cityRecords.map((r) => call(citizen, 'record/addmyfav', { recordId: r.id })))
    expect(adds.every((r) => r.status === 200)).toBe(true)
    expect(await defaults(citizen.patronId)).toBe(1)
    expect(await t.db.prisma.favouriteFolder.count({ where: { patronId: citizen.patronId } })).toBe(1)
  })

  it('takes a cover only from the patron’s own cover uploads (jpg/png ≤ 2 MB)', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg().toBuffer()
    const upload = await t.http().post('/find/upload/image?purpose=cover').set(reader.headers).attach('file', jpeg, { filename: 'cover.jpg' })
    expect(upload.body).toMatchObject({ success: true })
    const picUrl = upload.body.data.picUrl as string
    const folder = await create(reader, { name: 'With cover', pic: picUrl })
    expect(folder.pic).toBe(picUrl)
    // Another patron cannot name reader's upload, nor can anybody name an outside address or an avatar.
    expect((await call(scholar, 'favorites/add', { name: 'Borrowed cover', coverUrl: picUrl }, EN)).body).toMatchObject({ success: false, errCode: 4104 })
    expect((await call(reader, 'favorites/add', { name: 'Outside', coverUrl: 'https://example.org/x.jpg' })).body).toMatchObject({ success: false, errCode: 4104 })
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64')
    const refused = await t.http().post('/find/upload/image?purpose=cover').set({ ...reader.headers, ...EN }).attach('file', gif, { filename: 'a.jpg' })
    expect(refused.body).toMatchObject({ success: false })
  })
})

describe('records', () => {
  it('adds, lists by folder and title, moves and removes; status tells what the patron keeps', async () => {
    const a = await create(reader, { name: 'Move from' })
    const b = await create(reader, { name: 'Move to' })
    for (const id of recordIds.slice(0, 3)) expect((await call(reader, 'record/addmyfav', { recordId: id, favoritesId: a.favoritesId })).body).toMatchObject({ success: true })
    expect((await call(reader, 'record/addmyfav', { recordId: recordIds[0], favoritesId: a.favoritesId }, EN)).body).toMatchObject({ success: false, errCode: 4103 })
    const list = await call(reader, 'favorites/recordList', { favoritesId: String(a.favoritesId), page: 1, rows: 2, searchField: 'title', searchFieldContent: '' })
    expect(list.body.data.numFound).toBe(3)
    expect(list.body.data.list).toHaveLength(2)
    const title = (await t.db.prisma.bibRecord.findUniqueOrThrow({ where: { id: recordIds[1]! } })).title
    const found = await call(reader, 'favorites/recordList', { favoritesId: a.favoritesId, searchField: 'title', searchFieldContent: title.slice(0, 4) })
    expect(found.body.data.list.map((r: { recordId: number }) => r.recordId)).toContain(recordIds[1])
    const moved = await call(reader, 'favorites/change', { recordIds: `${recordIds[0]},${recordIds[1]}`, favoritesId: b.favoritesId, oldFavoritesId: a.favoritesId })
    expect(moved.body).toMatchObject({ success: true, data: { moved: 2 } })
    const status = await call(reader, 'user/searchFavList', { recordIds: recordIds.slice(0, 4) })
    const byRecord = new Map((status.body.data as { recordId: number; favoritesIds: number[] }[]).map((s) => [s.recordId, s.favoritesIds]))
    expect(byRecord.get(recordIds[0]!)).toContain(b.favoritesId)
    expect(byRecord.get(recordIds[2]!)).toContain(a.favoritesId)
    expect((await call(reader, 'favorites/cancel', { recordId: recordIds[0], favoritesId: b.favoritesId })).body).toMatchObject({ success: true, data: { removed: 1 } })
    expect((await call(reader, 'favorites/cancel', { recordId: recordIds[0], favoritesId: b.favoritesId })).body).toMatchObject({ success: false, errCode: 404 })
  })
})

describe('sharing and following', () => {
  it('shares a public folder only, lets another patron follow it, and lists it by type', async () => {
    const privateFolder = await create(reader, { name: 'Private one' })
    expect((await call(reader, 'favorites/share', { favoritesId: privateFolder.favoritesId }, EN)).body).toMatchObject({ success: false, errCode: 4105 })
    // Not shared: others cannot follow it (not found), its owner cannot follow it either.
    expect((await call(scholar, 'bookList/addFav', { favoritesId: privateFolder.favoritesId })).body).toMatchObject({ success: false, errCode: 404 })
    const open = await create(reader, { name: 'Open list', isPublic: true })
    await call(reader, 'record/addmyfav', { recordId: recordIds[4], favoritesId: open.favoritesId })
    const shared = await call(reader, 'favorites/share', { favoritesId: open.favoritesId })
    expect(shared.body.data.shareUrl).toBe(`#/personalCenter/bookListDetails?folderId=${open.favoritesId}`)
    expect((await call(reader, 'bookList/addFav', { favoritesId: open.favoritesId }, EN)).body).toMatchObject({ success: false, errCode: 4106 })
    expect((await call(scholar, 'bookList/addFav', { id: open.favoritesId, type: '0' })).body).toMatchObject({ success: true })
    expect((await call(scholar, 'bookList/addFav', { favoritesId: open.favoritesId })).body).toMatchObject({ success: false, errCode: 4107 })
    const readers = await call(scholar, 'bookList/getMyFavBookListPage', { page: 1, rows: 10, type: 0 })
    expect(readers.body.data.list.map((l: { id: number }) => l.id)).toContain(open.favoritesId)
    const library = await call(scholar, 'bookList/getMyFavBookListPage', { page: 1, rows: 10, type: 1 })
    expect(library.body.data.list.every((l: { type: number }) => l.type === 1)).toBe(true)
    // Made private, it leaves the followers' lists and its link stops working for others.
    await call(reader, 'favorites/edit', { favoritesId: open.favoritesId, isPublic: false })
    const after = await call(scholar, 'bookList/getMyFavBookListPage', { page: 1, rows: 10, type: 0 })
    expect(after.body.data.list.map((l: { id: number }) => l.id)).not.toContain(open.favoritesId)
    expect((await call(scholar, 'bookList/unFavorite', { favoritesId: open.favoritesId })).body).toMatchObject({ success: true })
  })
})

describe('other patrons’ ids and bad input', () => {
  it('answers not-found to another patron’s and another tenant’s folder ids and changes nothing', async () => {
    const mine = await create(reader, { name: 'Not yours' })
    await call(reader, 'record/addmyfav', { recordId: recordIds[3], favoritesId: mine.favoritesId })
    const before = await t.db.prisma.favouriteFolder.findUniqueOrThrow({ where: { id: mine.favoritesId }, include: { favourites: true } })
    for (const who of [scholar, citizen]) {
      for (const [route, body] of [
        ['favorites/edit', { favoritesId: mine.favoritesId, name: 'taken' }], ['favorites/del', { favoritesId: mine.favoritesId }],
        ['favorites/share', { favoritesId: mine.favoritesId }], ['favorites/recordList', { favoritesId: mine.favoritesId }],
        ['favorites/change', { favoritesId: mine.favoritesId, recordIds: [recordIds[3]] }], ['favorites/cancel', { favoritesId: mine.favoritesId, recordIds: [recordIds[3]] }],
        ['record/addmyfav', { favoritesId: mine.favoritesId, recordId: recordIds[0] }],
      ] as const) {
        const res = await call(who, route, body)
        expect(res.body, `${route}`).toMatchObject({ success: false, errCode: 404 })
      }
    }
    const after = await t.db.prisma.favouriteFolder.findUniqueOrThrow({ where: { id: mine.favoritesId }, include: { favourites: true } })
    expect(after).toEqual(before)
  })

  it('refuses wrong types, huge names, negative ids and markup with a clear message, never a 500, nothing half-written', async () => {
    const count = await t.db.prisma.favouriteFolder.count()
    const bad: [string, object][] = [
      ['favorites/add', { name: 'x'.repeat(10_240) }], ['favorites/add', { name: { $ne: 1 } }], ['favorites/add', { name: 'ok', isPublic: 'perhaps' }],
      ['favorites/edit', { favoritesId: -1 }], ['favorites/edit', { favoritesId: 'abc' }], ['favorites/del', {}], ['favorites/change', { favoritesId: 1 }],
      ['favorites/cancel', { recordIds: 'x,y' }], ['favorites/recordList', { rows: -3 }], ['record/addmyfav', { recordId: [1, 2] }],
      ['bookList/addFav', {}], ['bookList/getMyFavBookListPage', { type: 7 }], ['user/searchFavList', { recordIds: Array.from({ length: 500 }, (_, i) => i + 1) }],
    ]
    for (const [route, body] of bad) {
      const res = await call(reader, route, body, EN)
      expect(res.status, route).toBe(200)
      expect(res.body, route).toMatchObject({ success: false })
      expect(typeof res.body.message, route).toBe('string')
      expect(res.body.message, route).not.toMatch(/internal/i)
    }
    const html = await create(reader, { name: '<img src=x onerror=alert(1)>', introduction: "'; DROP TABLE \"FavouriteFolder\"; --" })
    expect(html.name).toBe('<img src=x onerror=alert(1)>')
    expect(await t.db.prisma.favouriteFolder.count()).toBe(count + 1)
    const zh = await call(reader, 'favorites/add', { name: '' })
    expect(zh.body).toMatchObject({ success: false, errCode: 400 })
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/)
  })
})
