import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITY_GROUP, createTestApp, DEFAULT_GROUP, patronHeaders, type TestApp } from '../../../testing/test-app.ts'

// Avatar and cover uploads (issue 9): judged by their bytes, refused in the caller's language, nothing stored when
// refused; the stored image is served under its tenant's address and not under another's.

let t: TestApp
const filesDir = mkdtempSync(path.join(tmpdir(), 'patron-images-'))
let reader: Awaited<ReturnType<typeof patronHeaders>>
const EN = { 'content-language': 'en_US' }
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })

beforeAll(async () => {
  t = await createTestApp({ FILE_STORAGE_DIR: filesDir })
  reader = await patronHeaders(t, DEFAULT_GROUP, 'reader')
})
afterAll(async () => {
  await t.close()
  rmSync(filesDir, { recursive: true, force: true })
})

const storedFiles = () => readdirSync(filesDir, { recursive: true }).filter((name) => /\.(jpg|png)$/.test(String(name))).length

describe('patron image upload', () => {
  it('takes a PNG named .jpg by its bytes, as a multipart file, and serves it re-encoded', async () => {
    const png = await picture(900, 300).png().toBuffer()
    const res = await t.http().post('/find/upload/image?purpose=avatar').set(reader.headers).attach('file', png, { filename: 'me.jpg', contentType: 'image/jpeg' })
    expect(res.body).toMatchObject({ success: true, errCode: 200 })
    expect(res.body.data.picUrl).toMatch(new RegExp(`^/find/patronImage/${DEFAULT_GROUP}/avatar-\\d+-[0-9a-f]{24}\\.png$`))
    const served = await t.http().get(res.body.data.picUrl).buffer(true)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 512, height: 171 })
    const elsewhere = await t.http().get(String(res.body.data.picUrl).replace(DEFAULT_GROUP, CITY_GROUP))
    expect(elsewhere.body).toMatchObject({ success: false, errCode: 404 })
  })

  it('refuses a 6 MB image, a GIF, an SVG and a truncated JPEG with a clear message, storing nothing', async () => {
    const before = storedFiles()
    const big = Buffer.concat([await picture(50, 50).jpeg().toBuffer(), Buffer.alloc(6 * 1024 * 1024)])
    const gif = await picture(20, 20).gif().toBuffer()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const jpeg = await picture(300, 300).jpeg().toBuffer()
    const cases: [Buffer, string, string][] = [
      [big, 'big.jpg', 'The image must not be larger than 5 MB'],
      [gif, 'a.png', 'Only JPG or PNG images can be uploaded'],
      [svg, 'a.svg', 'Only JPG or PNG images can be uploaded'],
      [jpeg.subarray(0, jpeg.length >> 1), 'half.jpg', 'The image is damaged or incomplete and cannot be read'],
    ]
    for (const [bytes, filename, message] of cases) {
      const res = await t.http().post('/find/upload/image?purpose=avatar').set({ ...reader.headers, ...EN }).attach('file', bytes, { filename })
      expect(res.status).toBeLessThan(500)
      expect(res.body).toMatchObject({ success: false, message })
    }
    const cover = await t.http().post('/find/upload/image?purpose=cover').set({ ...reader.headers, ...EN, 'content-type': 'image/jpeg' }).send(Buffer.concat([jpeg, Buffer.alloc(2 * 1024 * 1024)]))
    expect(cover.body).toMatchObject({ success: false, message: 'The image must not be larger than 2 MB' })
    expect(storedFiles()).toBe(before)
  })

  it('asks for sign-in, a purpose and an image body', async () => {
    const png = await picture(10, 10).png().toBuffer()
    expect((await t.http().post('/find/upload/image?purpose=avatar').attach('file', png, 'a.png')).body).toMatchObject({ success: false, errCode: 401 })
    expect((await t.http().post('/find/upload/image?purpose=banner').set(reader.headers).attach('file', png, 'a.png')).body).toMatchObject({ success: false, errCode: 400 })
    const json = await t.http().post('/find/upload/image?purpose=avatar').set(reader.headers).send({ file: 'x' })
    expect(json.status).toBeLessThan(500)
    expect(json.body.success).toBe(false)
  })

  it('refuses an upload sent from another site with cookies alone, and takes it from the portal itself', async () => {
    const png = await picture(10, 10).png().toBuffer()
    const cookieOnly = { groupCode: DEFAULT_GROUP, cookie: reader.cookie, ...EN }
    const cross = await t.http().post('/find/upload/image?purpose=cover').set({ ...cookieOnly, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }).attach('file', png, 'a.png')
    expect(cross.status).toBe(403)
    expect(cross.body).toMatchObject({ success: false, errCode: 4038 })
    const own = await t.http().post('/find/upload/image?purpose=cover').set({ ...cookieOnly, 'sec-fetch-site': 'same-origin' }).attach('file', png, 'a.png')
    expect(own.body).toMatchObject({ success: true, data: { picUrl: expect.stringMatching(/\/cover-\d+-/) } })
  })
})
