import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { acceptImage } from './accept-image.ts'

const AVATAR = { maxBytes: 5 * 1024 * 1024, maxSide: 512 }
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: { code?: string }) => error.code)

describe('acceptImage', () => {
  it('judges a PNG by its bytes and writes it anew, scaled down', async () => {
    const png = await picture(1200, 600).png().toBuffer()
    const accepted = await acceptImage(png, AVATAR)
    expect(accepted).toMatchObject({ format: 'png', mime: 'image/png', extension: 'png', width: 512, height: 256 })
    expect((await sharp(accepted.bytes).metadata()).format).toBe('png')
  })

  it('keeps a small JPEG a JPEG', async () => {
    const jpeg = await picture(100, 80).jpeg().toBuffer()
    expect(await acceptImage(jpeg, AVATAR)).toMatchObject({ format: 'jpeg', extension: 'jpg', width: 100, height: 80 })
  })

  it('refuses GIF, SVG, text and empty uploads', async () => {
    const gif = await picture(10, 10).gif().toBuffer()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')
    expect(await codeOf(acceptImage(gif, AVATAR))).toBe('IMAGE_TYPE_NOT_ALLOWED')
    expect(await codeOf(acceptImage(svg, AVATAR))).toBe('IMAGE_TYPE_NOT_ALLOWED')
    expect(await codeOf(acceptImage(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), AVATAR))).toBe('IMAGE_TYPE_NOT_ALLOWED')
    expect(await codeOf(acceptImage(await picture(10, 10).webp().toBuffer(), AVATAR))).toBe('IMAGE_TYPE_NOT_ALLOWED')
    expect(await codeOf(acceptImage(Buffer.from('not an image at all'), AVATAR))).toBe('IMAGE_UNREADABLE')
    expect(await codeOf(acceptImage(new Uint8Array(0), AVATAR))).toBe('IMAGE_UNREADABLE')
  })

  it('refuses a truncated JPEG', async () => {
    const jpeg = await picture(400, 400).jpeg().toBuffer()
    expect(await codeOf(acceptImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)), AVATAR))).toBe('IMAGE_UNREADABLE')
  })

  it('refuses an upload over the limit before decoding it', async () => {
    const tooBig = new Uint8Array(6 * 1024 * 1024)
    await expect(acceptImage(tooBig, AVATAR)).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE', details: { params: { limitMb: 5 } } })
  })
})
