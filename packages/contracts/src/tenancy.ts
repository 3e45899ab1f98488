import { z } from 'zod'
import type { FindConfig } from './find-config.ts'
import { safeLinkOrEmpty, safeLinkUrl } from './safe-link.ts'

export const GroupInfoSchema = z.object({
  groupCode: z.string(),
  name: z.string(),
  label: z.string(),
  msgFlag: z.string(),
  fid: z.string(),
  mappingPath: z.string(),
  englishName: z.string(),
  complexName: z.string(),
})
export type GroupInfo = z.infer<typeof GroupInfoSchema>

export const MENU_GROUPS = ['A', 'B', 'CUSTOM'] as const
export const MenuGroupSchema = z.enum(MENU_GROUPS)

export type MenuItemDto = {
  menuId: number
  menuName: string
  englishName: string
  complexFont: string
  menuUrl: string
  jumpMode: '1' | '2'
  useFlag: '0' | '1' | '2'
  menuKey: string | null
  sortOrder: number
  child: MenuItemDto[]
}

export const LibraryItemSchema = z.object({
  libId: z.number().int(),
  libCode: z.string(),
  libName: z.string(),
  englishName: z.string(),
  complexName: z.string(),
  mainFlag: z.enum(['0', '1']),
})
export type LibraryItem = z.infer<typeof LibraryItemSchema>

const footerFields = {
  filingNumbers: z.array(z.object({ text: z.string().max(200), url: safeLinkUrl(500).default('') })).max(10),
  phone: z.string().max(50),
  directorEmail: z.union([z.email(), z.literal('')]),
  copyrightHolder: z.string().max(200),
}
export const FooterSchema = z.object({
  filingNumbers: footerFields.filingNumbers.default([]),
  phone: footerFields.phone.default(''),
  directorEmail: footerFields.directorEmail.default(''),
  copyrightHolder: footerFields.copyrightHolder.default(''),
})
export type Footer = z.infer<typeof FooterSchema>
/** A change of some footer fields. No defaults: `.partial()` of FooterSchema would reset every field not named. */
export const FooterPatchSchema = z.object(footerFields).partial()

const logoFields = {
  logoUrl: safeLinkUrl(1000),
  logoWidth: z.number().int().positive().max(2000),
  logoHeight: z.number().int().positive().max(500),
  title: z.string().max(200),
}
export const LogoSchema = z.object({
  logoUrl: logoFields.logoUrl.default(''),
  logoWidth: logoFields.logoWidth.optional(),
  logoHeight: logoFields.logoHeight.optional(),
  title: logoFields.title.default(''),
})
export type Logo = z.infer<typeof LogoSchema>
/** A change of some logo fields (no defaults, as FooterPatchSchema). */
export const LogoPatchSchema = z.object(logoFields).partial()

const fields = (stored: unknown): Record<string, unknown> => (stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {})

/**
 * A stored footer as clients get it. A link stored before the link rule (or by hand) is dropped, not the footer:
 * the filing number stays as text. Anything else broken reads as the empty footer.
 */
export function parseStoredFooter(stored: unknown): Footer {
  const source = fields(stored)
  const filingNumbers = Array.isArray(source.filingNumbers) ? source.filingNumbers.map((f) => ({ ...fields(f), url: safeLinkOrEmpty(fields(f).url) })) : source.filingNumbers
  const parsed = FooterSchema.safeParse({ ...source, filingNumbers })
  return parsed.success ? parsed.data : FooterSchema.parse({})
}

/** A stored logo as clients get it: an unsafe address reads as no logo image; anything else broken as the empty logo. */
export function parseStoredLogo(stored: unknown): Logo {
  const source = fields(stored)
  const parsed = LogoSchema.safeParse({ ...source, logoUrl: safeLinkOrEmpty(source.logoUrl) })
  return parsed.success ? parsed.data : LogoSchema.parse({})
}

/** What the web app needs to draw any page for a tenant: one tRPC call at start-up. */
export type PortalBootstrap = {
  group: GroupInfo
  findConfig: FindConfig
  menu: { menuA: MenuItemDto[]; menuB: MenuItemDto[] }
  libraries: LibraryItem[]
  footer: Footer
  logo: Logo
  /** Shown in the footer: the institution parameter "version" when the tenant set one, else the portal version (root package.json). */
  version: string
}
