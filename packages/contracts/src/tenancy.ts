import { z } from 'zod'
import type { FindConfig } from './find-config.ts'

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

export const FooterSchema = z.object({
  filingNumbers: z.array(z.object({ text: z.string().max(200), url: z.string().max(500).default('') })).max(10).default([]),
  phone: z.string().max(50).default(''),
  directorEmail: z.union([z.email(), z.literal('')]).default(''),
  copyrightHolder: z.string().max(200).default(''),
})
export type Footer = z.infer<typeof FooterSchema>

export const LogoSchema = z.object({
  logoUrl: z.string().max(1000).default(''),
  logoWidth: z.number().int().positive().max(2000).optional(),
  logoHeight: z.number().int().positive().max(500).optional(),
  title: z.string().max(200).default(''),
})
export type Logo = z.infer<typeof LogoSchema>

/** What the web app needs to draw any page for a tenant: one tRPC call at start-up. */
export type PortalBootstrap = {
  group: GroupInfo
  findConfig: FindConfig
  menu: { menuA: MenuItemDto[]; menuB: MenuItemDto[] }
  libraries: LibraryItem[]
  footer: Footer
  logo: Logo
  /** Institution parameter "version" (default 3.0), shown in the footer. */
  version: string
}
