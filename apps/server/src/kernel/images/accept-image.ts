import sharp from 'sharp'
import { AppError } from '../app-error.ts'

// Patron uploads (an avatar, a book-list cover) are judged by their bytes, never by the file name or the
// Content-Type the browser sent: a PNG renamed .jpg is a PNG, a GIF or SVG renamed .png is refused, and a
// truncated JPEG fails to decode. An accepted image is decoded and written anew (turned upright, metadata
// such as GPS dropped, bounded in size), so what is stored is an image sharp produced, not the upload.

export type ImageFormat = 'jpeg' | 'png'

export type AcceptedImage = { bytes: Buffer; format: ImageFormat; mime: `image/${ImageFormat}`; extension: 'jpg' | 'png'; width: number; height: number }

export type ImageRules = {
  /** Largest upload in bytes (spec §9: avatar 5 MB, cover 2 MB). */
  maxBytes: number
  /** Longest side of the stored image in pixels; larger images are scaled down. */
  maxSide: number
}

/** Decodes, checks and re-encodes an uploaded image; IMAGE_TOO_LARGE, IMAGE_TYPE_NOT_ALLOWED or IMAGE_UNREADABLE otherwise. */
export async function acceptImage(upload: Uint8Array, rules: ImageRules): Promise<AcceptedImage> {
  if (upload.byteLength === 0) throw new AppError('IMAGE_UNREADABLE')
  if (upload.byteLength > rules.maxBytes) throw new AppError('IMAGE_TOO_LARGE', { params: { limitMb: Math.round(rules.maxBytes / 1024 / 1024) } })
  const format = await detectFormat(upload)
  try {
    const image = sharp(upload, { failOn: 'truncated', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true })
    const encoded = format === 'jpeg' ? image.jpeg({ quality: 85, mozjpeg: true }) : image.png({ compressionLevel: 9 })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    return { bytes: data, format, mime: `image/${format}`, extension: format === 'jpeg' ? 'jpg' : 'png', width: info.width, height: info.height }
  } catch {
    throw new AppError('IMAGE_UNREADABLE')
  }
}

/** Other image kinds sharp may not read (an SVG without a size, a bare BMP) are still "not allowed", not "unreadable". */
function looksLikeOtherImage(upload: Uint8Array): boolean {
  const head = Buffer.from(upload.subarray(0, 512)).toString('latin1')
  return /^(GIF8[79]a|BM|II\*\0|MM\0\*|RIFF....WEBP|\0\0\0.ftyp(avif|heic|heix|mif1))/s.test(head) || /^\s*(<\?xml|<!--|<!doctype svg|<svg)/i.test(head) || /<svg[\s>]/i.test(head)
}

async function detectFormat(upload: Uint8Array): Promise<ImageFormat> {
  let format: string | undefined
  try {
    format = (await sharp(upload).metadata()).format
  } catch {
    throw new AppError(looksLikeOtherImage(upload) ? 'IMAGE_TYPE_NOT_ALLOWED' : 'IMAGE_UNREADABLE')
  }
  if (format === 'jpeg' || format === 'png') return format
  throw new AppError('IMAGE_TYPE_NOT_ALLOWED')
}
