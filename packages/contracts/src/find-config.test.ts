import { describe, expect, it } from 'vitest'
import { FIND_CONFIG_KEYS, FindConfigPatchSchema, parseStoredFindConfig } from './find-config.ts'
import { FIND_CONFIG_DEFAULTS } from './values.ts'

describe('find configuration', () => {
  it('has a default for every flag of spec §3, with the spec’s values', () => {
    expect(Object.keys(FIND_CONFIG_DEFAULTS).sort()).toEqual([...FIND_CONFIG_KEYS].sort())
    expect(FIND_CONFIG_DEFAULTS).toMatchObject({ navBackColor: '25313d', navTextColor: 'fff', findPasswordFlag: '1', findCoerceLogin: '0' })
  })
  it('reads a stored config leniently: defaults for missing or broken values', () => {
    const config = parseStoredFindConfig({ independentLibCode: '1', navBackColor: 'not a colour', unknown: 'x' })
    expect(config.independentLibCode).toBe('1')
    expect(config.navBackColor).toBe('25313d')
    expect(config).not.toHaveProperty('unknown')
    expect(parseStoredFindConfig(null)).toEqual(FIND_CONFIG_DEFAULTS)
  })
  it('a patch validates only what it names and defaults nothing', () => {
    expect(FindConfigPatchSchema.parse({ loginFlag: true, navBackColor: '#ABCDEF' })).toEqual({ loginFlag: '1', navBackColor: 'abcdef' })
    expect(FindConfigPatchSchema.safeParse({ loginFlag: 'yes' }).success).toBe(false)
    expect(FindConfigPatchSchema.safeParse({ passportLoginUrl: 'javascript:alert(1)' }).success).toBe(false)
    expect(FindConfigPatchSchema.safeParse({ noSuchFlag: '1' }).success).toBe(false)
  })
})
