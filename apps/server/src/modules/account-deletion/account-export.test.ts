import { ACCOUNT_EXPORT_PARTS } from '@portal/contracts'
import { describe, expect, it } from 'vitest'
import { exportReadme } from './account-export.service.ts'

describe('the export README', () => {
  it.each(['zh-CN', 'zh-TW', 'en-US'] as const)('names every file of the export in %s, with the export time', (locale) => {
    const at = new Date('2026-11-27T10:00:00.000Z')
    const text = exportReadme(locale, at)
    for (const part of ACCOUNT_EXPORT_PARTS) expect(text).toMatch(new RegExp(`^${part}\\.json — \\S`, 'm'))
    expect(text).toContain(at.toISOString())
    expect(text).not.toMatch(/readme_|\{\{/)
  })
})
