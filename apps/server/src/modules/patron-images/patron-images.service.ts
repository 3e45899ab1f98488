import { randomBytes } from 'node:crypto'
import type { PatronContext, TenantContext } from '../../data/request-scope.ts'
import { AppError } from '../../kernel/app-error.ts'
import { acceptImage, type ImageRules } from '../../kernel/images/accept-image.ts'
import type { StoredFile } from '../../ports/file-storage.port.ts'
import type { AppPorts } from '../../ports/index.ts'

// Images patrons upload (spec §5: avatar jpeg/png ≤ 5 MB, book-list cover jpg/png ≤ 2 MB). The upload is checked
// and re-encoded by acceptImage, then stored through the file-storage port under a random name; the answer is
// the address the image is served at, which the caller then names in updateUserPicUrl or a folder's cover.
// Nothing is stored for a refused upload: the checks run before the write.

export type PatronImagePurpose = 'avatar' | 'cover'

export const PATRON_IMAGE_RULES: Record<PatronImagePurpose, ImageRules> = {
  avatar: { maxBytes: 5 * 1024 * 1024, maxSide: 512 },
  cover: { maxBytes: 2 * 1024 * 1024, maxSide: 800 },
}

const NAME = /^(avatar|cover)-\d{1,10}-[0-9a-f]{24}\.(jpg|png)$/

type UploadCall = Pick<PatronContext, 'patronId' | 'tenant'> & { ports: Pick<AppPorts, 'files'> }
type ServeCall = Pick<TenantContext, 'tenant'> & { ports: Pick<AppPorts, 'files'> }

const storageKey = (tenantId: number, name: string) => `${tenantId}/patron-images/${name}`

/** The served address of a stored image: it names the tenant, since an <img> sends no group code. */
export const patronImageUrl = (groupCode: string, name: string) => `/find/patronImage/${groupCode}/${name}`

/** Checks, re-encodes and stores an uploaded image; answers its address. */
export async function storePatronImage(ctx: UploadCall, purpose: PatronImagePurpose, upload: Uint8Array): Promise<{ picUrl: string; width: number; height: number }> {
  const image = await acceptImage(upload, PATRON_IMAGE_RULES[purpose])
  const tenant = await ctx.tenant()
  const name = `${purpose}-${ctx.patronId}-${randomBytes(12).toString('hex')}.${image.extension}`
  await ctx.ports.files.put(storageKey(tenant.id, name), image.bytes)
  return { picUrl: patronImageUrl(tenant.groupCode, name), width: image.width, height: image.height }
}

/**
 * Whether an address is an image this tenant's patron uploaded for the purpose (so updateUserPicUrl or a
 * folder cover cannot point at another tenant's file or an outside address). "" (no image) passes.
 */
export async function isOwnPatronImage(ctx: Pick<UploadCall, 'patronId' | 'tenant'>, purpose: PatronImagePurpose, url: string): Promise<boolean> {
  if (url === '') return true
  const tenant = await ctx.tenant()
  const prefix = patronImageUrl(tenant.groupCode, `${purpose}-${ctx.patronId}-`)
  return url.startsWith(prefix) && NAME.test(url.slice(url.lastIndexOf('/') + 1))
}

/** Opens a stored image for its tenant; NOT_FOUND for names that are not patron images. */
export async function openPatronImage(ctx: ServeCall, name: string): Promise<{ file: StoredFile; mime: string }> {
  if (!NAME.test(name)) throw new AppError('NOT_FOUND')
  const tenant = await ctx.tenant()
  const file = await ctx.ports.files.open(storageKey(tenant.id, name))
  if (!file) throw new AppError('NOT_FOUND')
  return { file, mime: name.endsWith('.png') ? 'image/png' : 'image/jpeg' }
}
