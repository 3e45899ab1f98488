import type { TenantData } from '../../data/tenant-data.ts'
import type { CsvEncoding } from './csv-table.ts'

// What a circulation import (patrons or loans CSV) is given and what it reports; docs/import.md describes both.

export const CIRCULATION_PROFILES = ['patrons', 'loans'] as const
export type CirculationProfile = (typeof CIRCULATION_PROFILES)[number]
export const isCirculationProfile = (name: string | undefined): name is CirculationProfile => CIRCULATION_PROFILES.includes(name as CirculationProfile)

export type CirculationImportInput = {
  /** The tenant `data` is bound to (checked). */
  tenantId: number
  profile: CirculationProfile
  file: { name: string; data: Buffer }
  /** `auto` (default): a BOM decides, else UTF-8 when the bytes are valid UTF-8, else GB18030. */
  encoding?: CsvEncoding
  /**
   * Make an initial password for a new patron the file gives none, and report it once (the command line prints it).
   * Off (default) for uploads, whose report is kept in the database: such rows are refused.
   */
  generatePasswords?: boolean
}
export type CirculationImportDeps = { data: TenantData; now?: () => Date }

/** `position`: the line of the file the row starts on (the header is line 1). */
export type RowReport = { file: string; position: number; reason: string }

export type CirculationImportSummary = {
  profile: CirculationProfile
  file: string
  encoding: string
  /** Data rows read; `read = imported + updated + unchanged + failed`. */
  read: number
  imported: number
  updated: number
  unchanged: number
  failed: number
  failures: RowReport[]
  warnings: RowReport[]
  /** Patrons created without a password in the file: the initial password made for them (to hand out once). */
  generatedPasswords: { position: number; username: string; password: string }[]
  seconds: number
}

export type CirculationImportProgress = { file: string; read: number; written: number; failed: number; recordsPerSecond: number }

/** One row's outcome: written new, changed, or already as the file has it. */
export type RowOutcome = 'imported' | 'updated' | 'unchanged'
