// The tenant's group code, kept in sessionStorage after bootstrap (spec §1, §7) and sent as the
// `groupCode` header. It is tied to the mapping path it was resolved for, so opening another tenant's
// portal in the same tab resolves that tenant again instead of reusing the first one's code.

const GROUP_CODE_KEY = 'groupCode'
const GROUP_CODE_MAPPING_PATH_KEY = 'groupCodeMappingPath'

export function rememberGroupCode(storage: Storage, groupCode: string, mappingPath: string): void {
  storage.setItem(GROUP_CODE_KEY, groupCode)
  storage.setItem(GROUP_CODE_MAPPING_PATH_KEY, mappingPath)
}

/** Spec §8: a failed group-code look-up clears the stored code. */
export function forgetGroupCode(storage: Storage): void {
  storage.removeItem(GROUP_CODE_KEY)
  storage.removeItem(GROUP_CODE_MAPPING_PATH_KEY)
}

/** The stored group code, when it was resolved for this mapping path. */
export function storedGroupCodeFor(storage: Pick<Storage, 'getItem'>, mappingPath: string): string | null {
  const groupCode = storage.getItem(GROUP_CODE_KEY)
  if (!groupCode) return null
  const resolvedFor = storage.getItem(GROUP_CODE_MAPPING_PATH_KEY)
  // A code stored by a LibStar client carries no mapping path; trust it as LibStar would.
  return resolvedFor === null || resolvedFor === mappingPath ? groupCode : null
}
